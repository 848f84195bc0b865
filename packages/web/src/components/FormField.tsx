/**
 * A form field: its label, the control, a hint and the error under it. The hint and the error are tied to
 * the control (aria-describedby), and an error marks it invalid.
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface FieldTexts {
  label: ReactNode;
  /** Said under the control (e.g. how to search), tied to it. */
  hint?: ReactNode;
  /** What is wrong with the value, tied to the control. */
  error?: ReactNode;
}

/** The ids a control with this hint and error is described by (error first). */
export function describedByOf(id: string, { hint, error }: Omit<FieldTexts, 'label'>) {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The field around a control the caller renders with this id (a select, a textarea). */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: FieldTexts & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="muted small">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled text input. */
export function TextField({
  id,
  label,
  hint,
  error,
  ref,
  ...input
}: FieldTexts &
  InputHTMLAttributes<HTMLInputElement> & { id: string; ref?: Ref<HTMLInputElement> | undefined }) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, { hint, error })}
        {...input}
      />
    </FormField>
  );
}
