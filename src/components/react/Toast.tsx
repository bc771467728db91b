import { useCallback, useEffect, useRef, useState } from 'react';

export type ToastTone = 'success' | 'error';

export interface ToastMessage {
  /** Changes on every show, so the same text shown twice is announced twice. */
  id: number;
  text: string;
  tone: ToastTone;
  durationMs: number;
}

/** The toast starts sliding out this long before it disappears (docs/behaviour.md, "Toasts"). */
export const TOAST_EXIT_MS = 500;

/** State of the one toast a form shows at a time: `show` replaces the current one. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const counter = useRef(0);
  const show = useCallback((text: string, tone: ToastTone, durationMs: number) => {
    counter.current += 1;
    setToast({ id: counter.current, text, tone, durationMs });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

interface ToasterProps {
  toast: ToastMessage | null;
  onDone: () => void;
}

/**
 * Where toasts appear: bottom right. The two live regions are always in the
 * page, so a screen reader announces a toast when it is put into one: errors
 * at once (alert), confirmations politely (status).
 */
export function Toaster({ toast, onDone }: ToasterProps) {
  return (
    <div className="toaster">
      <div role="status" aria-atomic="true">
        {toast?.tone === 'success' && <ToastItem key={toast.id} toast={toast} onDone={onDone} />}
      </div>
      <div role="alert" aria-atomic="true">
        {toast?.tone === 'error' && <ToastItem key={toast.id} toast={toast} onDone={onDone} />}
      </div>
    </div>
  );
}

function ToastItem({ toast, onDone }: { toast: ToastMessage; onDone: () => void }) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const leave = setTimeout(() => setLeaving(true), Math.max(0, toast.durationMs - TOAST_EXIT_MS));
    const end = setTimeout(onDone, toast.durationMs);
    return () => {
      clearTimeout(leave);
      clearTimeout(end);
    };
  }, [toast, onDone]);
  return (
    <p className={`toast toast--${toast.tone}${leaving ? ' toast--leaving' : ''}`} data-tone={toast.tone}>
      {toast.text}
    </p>
  );
}
