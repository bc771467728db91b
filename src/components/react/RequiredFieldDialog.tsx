import { useRef } from 'react';
import { FormDialog } from './FormDialog.tsx';

interface RequiredFieldDialogProps {
  title: string;
  text: string;
  closeLabel: string;
  /** Called once the dialog has closed (button, Escape); the caller moves focus to the field. */
  onClose: () => void;
}

/**
 * The "Campo obbligatorio" dialog (docs/behaviour.md, "Event registration"). Focus starts on its
 * one button, so Enter or Space closes it (WAI-ARIA dialog pattern).
 */
export function RequiredFieldDialog({ title, text, closeLabel, onClose }: RequiredFieldDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog title={title} text={text} alert initialFocus={close} onClose={onClose}>
      <button ref={close} type="submit" className="button">
        {closeLabel}
      </button>
    </FormDialog>
  );
}
