import { useRef } from 'react';
import type { SendingState } from '../../lib/sendingGuard.ts';
import type { UiKey } from '../../i18n/t.ts';
import { FormDialog } from './FormDialog.tsx';

/** The UI strings of the sending notices and the "send again?" dialog (both forms pass them). */
export const sendingNoticeKeys = [
  'sending.slow',
  'sending.waitingForNetwork',
  'sending.unconfirmed',
  'sending.unconfirmedOffline',
  'sending.resendTitle',
  'sending.resendText',
  'sending.resend',
  'sending.dontResend',
] as const satisfies readonly UiKey[];

export type SendingNoticeStrings = Record<(typeof sendingNoticeKeys)[number], string>;

interface SendingNoticeProps {
  state: SendingState;
  strings: SendingNoticeStrings;
}

/**
 * What a form says about its send on a bad link (docs/behaviour.md, "Sending on a bad link"), by
 * its send button: still sending, waiting for the network (both read out politely), could not
 * confirm (read out at once).
 */
export function SendingNotice({ state: { notice }, strings }: SendingNoticeProps) {
  const polite =
    notice === 'slow'
      ? strings['sending.slow']
      : notice === 'waiting-for-network'
        ? strings['sending.waitingForNetwork']
        : '';
  const urgent =
    notice === 'unconfirmed'
      ? strings['sending.unconfirmed']
      : notice === 'unconfirmed-offline'
        ? strings['sending.unconfirmedOffline']
        : '';
  return (
    <>
      {/* Always in the page, so a screen reader hears what is put into it. */}
      <div className="send-notice-region" aria-live="polite">
        {polite && (
          <p className={`send-notice send-notice--${notice}`} data-notice={notice}>
            {polite}
          </p>
        )}
      </div>
      {urgent && (
        <p className="send-notice send-notice--unconfirmed" role="alert" data-notice={notice}>
          {urgent}
        </p>
      )}
    </>
  );
}

interface ResendQuestionProps extends SendingNoticeProps {
  onAnswer: (sendAgain: boolean) => void;
}

/**
 * The "send again?" dialog, while the guard asks it (outside the form: it holds a form of its own).
 * Escape answers no; focus starts on "do not send", the answer that cannot make a duplicate.
 */
export function ResendQuestion({ state, strings, onAnswer }: ResendQuestionProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  if (!state.askingToResend) return null;
  return (
    <FormDialog
      title={strings['sending.resendTitle']}
      text={strings['sending.resendText']}
      initialFocus={cancel}
      onClose={(value) => onAnswer(value === 'resend')}
    >
      <button type="submit" value="resend" className="button button--ghost">
        {strings['sending.resend']}
      </button>
      <button ref={cancel} type="submit" value="cancel" className="button">
        {strings['sending.dontResend']}
      </button>
    </FormDialog>
  );
}
