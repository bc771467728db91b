import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface FormDialogProps {
  title: string;
  text: string;
  /** Says the dialog stops the visitor (a missing field): its title in the danger colour. */
  alert?: boolean;
  /** The button focus starts on. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  /** Called once the dialog has closed, with the value of the button that closed it ('' for Escape). */
  onClose: (returnValue: string) => void;
  /** The dialog's buttons: submit buttons, each closing it with its value. */
  children: ReactNode;
}

/**
 * A question or notice a form asks in a dialog: a native modal, so focus is held inside it and
 * Escape closes it. Its buttons sit in a form of its own (method="dialog"), so the dialog stays
 * outside the form it speaks of.
 */
export function FormDialog({ title, text, alert = false, initialFocus, onClose, children }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // React does not write autofocus into the page, and showModal would pick the first button.
    initialFocus.current?.focus();
  }, [initialFocus]);
  return (
    <dialog
      ref={ref}
      className={alert ? 'form-dialog form-dialog--alert' : 'form-dialog'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => onClose(ref.current?.returnValue ?? '')}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <form method="dialog" className="form-dialog__actions">
        {children}
      </form>
    </dialog>
  );
}
