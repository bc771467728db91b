/**
 * How both live forms send on a slow, broken or absent link (docs/behaviour.md, "Sending on a bad
 * link"): one press sends at most once; nothing that may have reached the API is ever called a
 * failure or sent again without the visitor's say-so; offline, the press waits for the network and
 * goes out exactly once when it is back. The forms say *what* to send; this says *when*.
 */
import { ApiRequestError } from '../api/errors.ts';

/** How one press ended, as the form reports it. */
export type SendOutcome =
  /** The API confirmed what was sent. */
  | 'confirmed'
  /** Nothing was sent: a field to fix, a dialog to answer. */
  | 'stopped'
  /** The API answered with a refusal (4xx/5xx), or a check that stores nothing failed: the form said so. */
  | 'refused'
  /** A call that may store something got no usable answer: it may or may not have arrived. */
  | 'unconfirmed'
  /** Nothing was stored and the browser is offline: wait for the network, then press again by itself. */
  | 'offline';

/** The message the form shows by its send button. */
export type SendingNotice = 'none' | 'slow' | 'waiting-for-network' | 'unconfirmed' | 'unconfirmed-offline';

export interface SendingState {
  /** True while a press is being sent, and for good once it is confirmed: the button stays busy. */
  busy: boolean;
  notice: SendingNotice;
  /** An earlier send may have arrived without a confirmation: the next one must be confirmed first. */
  unconfirmed: boolean;
  /** The visitor is being asked whether to send again anyway. */
  askingToResend: boolean;
  /** A send was confirmed: the form is done (its draft can go). */
  sent: boolean;
}

/** A form before any press. */
export const idleSendingState: SendingState = {
  busy: false,
  notice: 'none',
  unconfirmed: false,
  askingToResend: false,
  sent: false,
};

/** What the guard gives a press's steps to report on the way. */
export interface SendStep {
  /** Called just before the call that may store: from now on, no usable answer means "unconfirmed". */
  storing: () => void;
  /**
   * Called once the API confirmed what it stored, when steps remain (an email, a redirect): the
   * draft can go, and nothing that follows can make the press a duplicate or a failure.
   */
  stored: () => void;
}

/** What a press runs: the form's own steps, ending with how the press went. */
export type SendSteps = (step: SendStep) => Promise<SendOutcome>;

export interface SendingGuardOptions {
  /** Called with every new state. */
  onChange: (state: SendingState) => void;
  /**
   * Called at once when the "may have arrived" mark changes, so the form can keep it with its
   * draft: a reload in the middle of a send must not forget that the send may have arrived.
   */
  onUnconfirmedChange?: (unconfirmed: boolean) => void;
  /** After this long the form says it is still sending (default 10 s). */
  slowAfterMs?: number;
  /** Whether the browser believes it is online (default navigator.onLine). */
  isOnline?: () => boolean;
  /** Calls `listener` once the browser is back online; returns a function that stops listening. */
  whenOnline?: (listener: () => void) => () => void;
}

export interface SendingGuard {
  /** The visitor pressed send: runs `steps` unless a send is under way, confirmed, or must be confirmed first. */
  press: (steps: SendSteps) => void;
  /** Brings back the "may have arrived" mark kept with a draft from an earlier page load. */
  restoreUnconfirmed: (unconfirmed: boolean) => void;
  /** The visitor answered the "send again?" question. */
  answerResend: (sendAgain: boolean) => void;
  /** Stops listening for the network (the form is going away). */
  dispose: () => void;
  readonly state: SendingState;
}

/** Sending for this long earns the "still sending on a slow connection" notice. */
export const SLOW_SEND_MS = 10_000;

/**
 * What a failed call means for the visitor: a refusal when the API answered with an error status
 * (or a call that stores nothing failed while online), "unconfirmed" when a call that may store
 * got no usable answer (network error, an answer the browser may not read, a malformed answer),
 * "offline" when a call that stores nothing failed with the browser offline.
 */
export function failureOutcome(error: unknown, options: { mayHaveStored: boolean; online: boolean }): SendOutcome {
  if (error instanceof ApiRequestError && error.status !== undefined) return 'refused';
  if (options.mayHaveStored) return 'unconfirmed';
  return options.online ? 'refused' : 'offline';
}

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

function browserWhenOnline(listener: () => void): () => void {
  window.addEventListener('online', listener, { once: true });
  return () => window.removeEventListener('online', listener);
}

/** Creates the guard of one form. */
export function createSendingGuard(options: SendingGuardOptions): SendingGuard {
  const slowAfterMs = options.slowAfterMs ?? SLOW_SEND_MS;
  const isOnline = options.isOnline ?? browserOnline;
  const whenOnline = options.whenOnline ?? browserWhenOnline;
  let state: SendingState = idleSendingState;
  let sending = false;
  let confirmed = false;
  /** The press waiting for the network (agreed to, if it needed the visitor's say-so). */
  let waitingSteps: SendSteps | null = null;
  /** The press waiting for the visitor's answer to "send again?". */
  let resendSteps: SendSteps | null = null;
  let stopWaiting: (() => void) | null = null;

  const set = (next: Partial<SendingState>) => {
    state = { ...state, ...next };
    options.onChange(state);
  };
  const markUnconfirmed = (unconfirmed: boolean) => {
    if (state.unconfirmed === unconfirmed) return;
    state = { ...state, unconfirmed };
    options.onUnconfirmedChange?.(unconfirmed);
  };
  const stopWaitingForNetwork = () => {
    stopWaiting?.();
    stopWaiting = null;
  };

  function waitForNetwork(steps: SendSteps) {
    waitingSteps = steps;
    set({ busy: false, notice: 'waiting-for-network' });
    if (stopWaiting) return;
    stopWaiting = whenOnline(() => {
      stopWaiting = null;
      const waiting = waitingSteps;
      waitingSteps = null;
      if (waiting && !sending && !confirmed) void run(waiting);
    });
  }

  /** Sends now (the visitor agreed to any resend already), or waits for the network. */
  async function run(steps: SendSteps) {
    if (!isOnline()) return waitForNetwork(steps);
    stopWaitingForNetwork();
    waitingSteps = null;
    sending = true;
    const wasUnconfirmed = state.unconfirmed;
    let mayHaveStored = false;
    set({ busy: true, notice: 'none', askingToResend: false });
    const slow = setTimeout(() => set({ notice: 'slow' }), slowAfterMs);
    let outcome: SendOutcome;
    try {
      outcome = await steps({
        storing() {
          mayHaveStored = true;
          markUnconfirmed(true);
        },
        stored() {
          confirmed = true;
          markUnconfirmed(false);
          set({ sent: true });
        },
      });
    } catch (error) {
      // A form's steps report their outcome; anything thrown is a bug, and still no reason to send twice.
      console.error(error);
      outcome = mayHaveStored ? 'unconfirmed' : 'refused';
    } finally {
      clearTimeout(slow);
      sending = false;
    }
    switch (confirmed ? 'confirmed' : outcome) {
      case 'confirmed':
        confirmed = true;
        markUnconfirmed(false);
        return set({ busy: true, notice: 'none', sent: true });
      case 'unconfirmed':
        markUnconfirmed(true);
        return set({ busy: false, notice: isOnline() ? 'unconfirmed' : 'unconfirmed-offline' });
      case 'offline':
        // Nothing was stored by this press: an earlier unconfirmed send still counts.
        markUnconfirmed(wasUnconfirmed);
        return waitForNetwork(steps);
      default:
        markUnconfirmed(wasUnconfirmed);
        return set({ busy: false, notice: 'none' });
    }
  }

  return {
    get state() {
      return state;
    },
    press(steps) {
      if (sending || confirmed || state.askingToResend) return;
      if (state.unconfirmed) {
        resendSteps = steps;
        return set({ askingToResend: true });
      }
      void run(steps);
    },
    restoreUnconfirmed(unconfirmed) {
      if (!unconfirmed || state.unconfirmed || sending || confirmed) return;
      state = { ...state, unconfirmed: true };
      set({ notice: 'unconfirmed' });
    },
    answerResend(sendAgain) {
      const steps = resendSteps;
      resendSteps = null;
      if (sendAgain) {
        set({ askingToResend: false });
        if (steps && !sending && !confirmed) void run(steps);
        return;
      }
      // "Do not send" also drops a send that was waiting for the network.
      const wasWaiting = waitingSteps !== null;
      stopWaitingForNetwork();
      waitingSteps = null;
      set({
        askingToResend: false,
        ...(wasWaiting ? { notice: isOnline() ? 'unconfirmed' : 'unconfirmed-offline' } : {}),
      });
    },
    dispose() {
      stopWaitingForNetwork();
      waitingSteps = resendSteps = null;
    },
  };
}
