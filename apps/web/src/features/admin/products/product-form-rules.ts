import { endTimeProblem } from './end-time-rules';
import { photoProblem } from './photo-rules';
import type { ProductFormValues } from './product-form-values';

/** The fields a rule can refuse, in the form's order: the first one refused takes the focus. */
export const CHECKED_FIELDS = ['category', 'photo', 'name', 'description', 'price', 'endtime'] as const;
export type ProductFormErrors = Partial<Record<(typeof CHECKED_FIELDS)[number], string>>;

const blank = (text: string) => text.trim() === '';

/** What must be corrected before the form is sent; the server checks everything again. */
export function productFormErrors(values: ProductFormValues, futureEndOnly: boolean, now = new Date()): ProductFormErrors {
  const errors: ProductFormErrors = {
    category: values.category === '' ? 'Select a category' : undefined,
    photo: values.photo && photoProblem(values.photo),
    name: blank(values.name) ? 'Enter the product name' : undefined,
    description: blank(values.description) ? 'Enter a description' : undefined,
    price: values.price === '' ? 'Enter the minimum bid' : undefined,
    endtime: endTimeProblem(values.endtime, futureEndOnly, now),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}
