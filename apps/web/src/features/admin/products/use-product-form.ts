import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSubmitWhenValid } from '../../../lib/use-submit-when-valid';
import { CHECKED_FIELDS, type ProductFormErrors, productFormErrors, refusedProductField } from './product-form-rules';
import type { ProductFormValues } from './product-form-values';

type Refusal = { field: keyof ProductFormErrors; message: string };

/**
 * The product form's state. A refused photo is said at once (it was just chosen); the other errors
 * show once a send was tried, then follow the typing. A send with errors focuses the first one. The
 * server's refusal of a field (a HEIC photo, a price out of range) stands beside it, as well as in
 * the toast, until that field changes.
 */
export function useProductForm(initialValues: ProductFormValues, futureEndOnly: boolean, onSubmit: (values: ProductFormValues) => Promise<unknown>) {
  const [values, setValues] = useState(initialValues);
  const [refusal, setRefusal] = useState<Refusal>();

  const change = <Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefusal((current) => (current?.field === field ? undefined : current));
  };

  const send = async (sent: ProductFormValues) => {
    const failure = await onSubmit(sent);
    const message = failure === undefined ? undefined : errorMessage(failure);
    const field = message === undefined ? undefined : refusedProductField(message);
    setRefusal(field && message ? { field, message } : undefined);
  };

  const reset = (to: ProductFormValues) => {
    setValues(to);
    setRefusal(undefined);
  };

  const errors = productFormErrors(values, futureEndOnly);
  // The photo's control is named by its button.
  const { tried, submit } = useSubmitWhenValid(CHECKED_FIELDS, errors, () => void send(values));

  const shownErrors: ProductFormErrors = { ...(tried ? errors : { photo: errors.photo }), ...(refusal && { [refusal.field]: refusal.message }) };
  return { values, change, reset, errors: shownErrors, submit };
}
