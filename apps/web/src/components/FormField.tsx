import type { ReactNode } from 'react';

/** What a field's control needs to be named and described by the notes under it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Blocks sending: the field must be corrected. */
  error?: string;
  /** Does not block: the server decides, this only says what it will probably answer. */
  warning?: string;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its error, warning and hint below it, each read out with the control. */
export function FormField({ id, label, error, warning, hint, children }: FormFieldProps) {
  const notes = [error && `${id}-error`, warning && `${id}-warning`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': notes || undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
      {warning && (
        <div id={`${id}-warning`} className="field-warning">
          {warning}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
    </div>
  );
}
