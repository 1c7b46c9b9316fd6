import { useCallback, useState } from 'react';
import { useSubmitWhenValid } from '../../lib/use-submit-when-valid';

/** A field's check: its message while the text is not acceptable, otherwise undefined. */
export type FieldCheck = (text: string) => string | undefined;

/** The message for an empty field (blank counts as empty, as antd's `whitespace` rule did). */
export const filled =
  (message: string): FieldCheck =>
  (text) =>
    text.trim() === '' ? message : undefined;

/** The message for an empty field; spaces count, as they may be part of a password. */
export const typed =
  (message: string): FieldCheck =>
  (text) =>
    text === '' ? message : undefined;

/**
 * A form of text fields checked in the browser: errors show once a send was tried and then follow
 * the typing, the first field to correct takes the focus, and only a clean form goes to `onValid`.
 */
export function useCheckedForm<Values extends Record<string, string>>(
  initialValues: Values,
  checks: Partial<Record<keyof Values, FieldCheck>>,
  onValid: (values: Values) => void,
) {
  const [values, setValues] = useState(initialValues);

  type Errors = Partial<Record<keyof Values, string>>;
  const errors: Errors = {};
  for (const field of Object.keys(checks) as (keyof Values)[]) {
    const message = checks[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }

  const change = (field: keyof Values, text: string) => setValues((current) => ({ ...current, [field]: text }));
  const replace = useCallback((changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes })), []);

  const { tried, submit } = useSubmitWhenValid(Object.keys(values) as (keyof Values & string)[], errors, () => onValid(values));

  const shownErrors: Errors = tried ? errors : {};
  /** What a TextField of `field` needs: its name, text, shown error and change handler. */
  const fieldProps = (field: keyof Values & string) => ({ name: field, value: values[field], error: shownErrors[field], onText: (text: string) => change(field, text) });

  return { values, replace, fieldProps, submit };
}
