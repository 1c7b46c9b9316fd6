import { useState } from 'react';
import { useSubmitWhenValid } from '../../../lib/use-submit-when-valid';
import { CHECKED_FIELDS, type ProductFormErrors, productFormErrors } from './product-form-rules';
import type { ProductFormValues } from './product-form-values';

/**
 * The product form's state. A refused photo is said at once (it was just chosen); the other errors
 * show once a send was tried, then follow the typing. A send with errors focuses the first one.
 */
export function useProductForm(initialValues: ProductFormValues, futureEndOnly: boolean, onSubmit: (values: ProductFormValues) => Promise<void>) {
  const [values, setValues] = useState(initialValues);

  const change = <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const errors = productFormErrors(values, futureEndOnly);
  // The photo's control is named by its button.
  const { tried, submit } = useSubmitWhenValid(CHECKED_FIELDS, errors, () => void onSubmit(values));

  const shownErrors: ProductFormErrors = tried ? errors : { photo: errors.photo };
  return { values, change, errors: shownErrors, submit };
}
