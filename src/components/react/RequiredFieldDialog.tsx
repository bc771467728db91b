import { useEffect, useId, useRef } from 'react';

interface RequiredFieldDialogProps {
  title: string;
  text: string;
  closeLabel: string;
  /** Called once the dialog has closed (button, Escape); the caller moves focus to the field. */
  onClose: () => void;
}

/**
 * The "Campo obbligatorio" dialog (docs/behaviour.md, "Event registration"): a native modal, so
 * focus is held inside it and Escape closes it.
 */
export function RequiredFieldDialog({ title, text, closeLabel, onClose }: RequiredFieldDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="required-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      <form method="dialog">
        {/* A modal dialog moves focus into itself: onto its one button, so Enter or Space closes it (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="submit" className="button" autoFocus>
          {closeLabel}
        </button>
      </form>
    </dialog>
  );
}
