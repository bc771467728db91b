import { useEffect, useRef, useState } from 'react';
import type { DraftStore } from '../../lib/formDraft.ts';
import { createSendingGuard, idleSendingState, type SendingState } from '../../lib/sendingGuard.ts';

/**
 * A form's sending guard (lib/sendingGuard.ts) as React state, wired to the form's draft: every
 * change of the values is kept once `draftReady` (the form has restored what was kept), the "may
 * have arrived" mark is kept the moment it changes, and a confirmed send clears the draft.
 */
export function useSendingGuard<T>(draft: DraftStore<T> | null, values: T, draftReady: boolean) {
  const [state, setState] = useState<SendingState>(idleSendingState);
  const kept = useRef({ draft, values });
  const [guard] = useState(() =>
    createSendingGuard({
      onChange(next) {
        setState(next);
        if (next.sent) kept.current.draft?.clear();
      },
      onUnconfirmedChange(unconfirmed) {
        if (!guard.state.sent) kept.current.draft?.save({ values: kept.current.values, unconfirmed });
      },
    }),
  );
  useEffect(() => () => guard.dispose(), [guard]);
  useEffect(() => {
    kept.current = { draft, values };
    if (draftReady && draft && !guard.state.sent) draft.save({ values, unconfirmed: guard.state.unconfirmed });
  }, [draft, values, draftReady, guard]);
  return { state, guard };
}
