import type { ReactNode } from 'react';

interface FormFieldProps {
  /** Id of the control the label names. */
  controlId: string;
  label: string;
  required?: boolean;
  /** Shown under the control, e.g. what a field costs. */
  hint?: ReactNode;
  /** Id of the hint, for the control's aria-describedby. */
  hintId?: string;
  /** What is wrong with the value, shown under the control. */
  error?: string | undefined;
  errorId?: string;
  wide?: boolean;
  children: ReactNode;
}

/** One labelled control of a form, with the red required asterisk, an optional hint and an error message. */
export function FormField({
  controlId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  wide,
  children,
}: FormFieldProps) {
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}`}>
      <label className="form-field__label" htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <div className="form-field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The red asterisk of a required field; the control itself carries `required` for assistive technology. */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  );
}

interface SendButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** False until the island has hydrated: before that a click would send nothing. */
  ready?: boolean;
}

/**
 * The send button. While sending it shows progress and stays focusable but
 * inert (aria-disabled), so keyboard focus is not thrown back to the page top.
 */
export function SendButton({ label, busyLabel, busy, ready = true }: SendButtonProps) {
  return (
    <button type="submit" className="button send-button" aria-disabled={busy || undefined} disabled={!ready}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
