import { type FormEvent, useState } from 'react';
import { CHECKED_FIELDS, type ProductFormErrors, productFormErrors } from './product-form-rules';
import type { ProductFormValues } from './product-form-values';

/**
 * The product form's state. A refused photo is said at once (it was just chosen); the other errors
 * show once a send was tried, then follow the typing. A send with errors focuses the first one.
 */
export function useProductForm(initialValues: ProductFormValues, futureEndOnly: boolean, onSubmit: (values: ProductFormValues) => Promise<void>) {
  const [values, setValues] = useState(initialValues);
  const [showErrors, setShowErrors] = useState(false);

  const change = <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const errors = productFormErrors(values, futureEndOnly);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const firstInvalid = CHECKED_FIELDS.find((field) => errors[field] !== undefined);
    if (firstInvalid === undefined) {
      void onSubmit(values);
      return;
    }
    setShowErrors(true);
    // Each control is named as its field is (the photo's by its button).
    const control = event.currentTarget.elements.namedItem(firstInvalid);
    if (control instanceof HTMLElement) control.focus();
  };

  const shownErrors: ProductFormErrors = showErrors ? errors : { photo: errors.photo };
  return { values, change, errors: shownErrors, submit };
}
