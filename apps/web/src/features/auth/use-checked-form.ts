import { type FormEvent, useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useSubmitWhenValid } from '../../lib/use-submit-when-valid';
import { refusedField } from './refused-field';

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

/** The server's refusal of the last send: beside the field it names, or of the whole form. */
interface Refusal<Field> {
  field: Field | undefined;
  message: string;
}

/**
 * A form of text fields checked in the browser: errors show once a send was tried and then follow
 * the typing, the first field to correct takes the focus, and only a clean form goes to `onValid`.
 * When that resolves with a failure, the server's message stays on the form until the next send:
 * beside the field it names (which takes the focus), else as `refusal`, the whole form's.
 */
export function useCheckedForm<Values extends Record<string, string>>(
  initialValues: Values,
  checks: Partial<Record<keyof Values, FieldCheck>>,
  onValid: (values: Values) => Promise<unknown> | void,
) {
  const [values, setValues] = useState(initialValues);
  const [refusal, setRefusal] = useState<Refusal<keyof Values & string>>();
  const form = useRef<HTMLFormElement | null>(null);

  type Errors = Partial<Record<keyof Values, string>>;
  const errors: Errors = {};
  for (const field of Object.keys(checks) as (keyof Values)[]) {
    const message = checks[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }

  const change = (field: keyof Values, text: string) => {
    setValues((current) => ({ ...current, [field]: text }));
    // The server's word on this field no longer holds once it is edited.
    setRefusal((current) => (current?.field === field ? undefined : current));
  };
  const replace = useCallback((changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes })), []);

  const fields = Object.keys(values) as (keyof Values & string)[];
  const send = async () => {
    setRefusal(undefined);
    const failure = await onValid(values);
    if (failure === undefined) return;
    const field = refusedField(failure, fields);
    setRefusal({ field, message: errorMessage(failure) });
    const control = field === undefined ? null : form.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  };
  const { tried, submit: check } = useSubmitWhenValid(fields, errors, () => void send());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.current = event.currentTarget;
    check(event);
  };

  const shownErrors: Errors = tried ? errors : {};
  const errorOf = (field: keyof Values & string) => shownErrors[field] ?? (refusal?.field === field ? refusal.message : undefined);
  /** What a TextField of `field` needs: its name, text, shown error and change handler. */
  const fieldProps = (field: keyof Values & string) => ({ name: field, value: values[field], error: errorOf(field), onText: (text: string) => change(field, text) });

  return { values, replace, fieldProps, submit, refusal: refusal?.field === undefined ? refusal?.message : undefined };
}
