import { type FormEvent, useState } from 'react';

/**
 * A form's submit handler that sends only a clean form. A send with errors marks the form as tried
 * (its errors show from then on and follow the typing) and focuses the first field to correct, by
 * the order given; each control is named as its field is.
 */
export function useSubmitWhenValid<Field extends string>(
  fieldsInOrder: readonly Field[],
  errors: Partial<Record<Field, string>>,
  onValid: () => void,
) {
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = fieldsInOrder.find((field) => errors[field] !== undefined);
    if (firstInvalid === undefined) {
      onValid();
      return;
    }
    setTried(true);
    const control = event.currentTarget.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
  };
  return { tried, submit };
}
