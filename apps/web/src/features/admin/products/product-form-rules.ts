import { buyNowPriceProblem, PRODUCT_LIMITS } from '@bidhub/contracts';
import { amountTypo, parseAmount } from '../../../lib/amount';
import { endTimeProblem } from './end-time-rules';
import { photoProblem } from './photo-rules';
import type { ProductFormValues } from './product-form-values';

/** The fields a rule can refuse, in the form's order: the first one refused takes the focus. */
export const CHECKED_FIELDS = ['category', 'photo', 'name', 'description', 'price', 'reservePrice', 'buyNowPrice', 'endtime'] as const;
export type ProductFormErrors = Partial<Record<(typeof CHECKED_FIELDS)[number], string>>;

const blank = (text: string) => text.trim() === '';

/** A required text's problem, worded as the server's; the field has no maxLength to cut a paste short without a word. */
const textProblem = (text: string, field: 'Name' | 'Description', missing: string, maxLength: number) => {
  if (blank(text)) return missing;
  return text.trim().length > maxLength ? `${field} must be at most ${maxLength} characters` : undefined;
};

/** An optional amount as typed: undefined when left empty, NaN when not one (lib/amount.ts). */
const optionalAmount = (text: string | undefined) => (text === undefined || blank(text) ? undefined : (parseAmount(text) ?? Number.NaN));

/**
 * The reserve and Buy It Now rules the server applies, said beside their fields before sending
 * rather than as a toast naming the request's field (`buyNowPrice: ...`) after it.
 */
function saleAmountErrors({ price, reservePrice, buyNowPrice }: ProductFormValues): ProductFormErrors {
  const [reserveTypo, buyNowTypo] = [amountTypo(reservePrice ?? ''), amountTypo(buyNowPrice ?? '')];
  if (reserveTypo) return { reservePrice: reserveTypo };
  if (buyNowTypo) return { buyNowPrice: buyNowTypo };
  const reserve = optionalAmount(reservePrice);
  const buyNow = optionalAmount(buyNowPrice);
  const notPositive = (amount: number | undefined) => amount !== undefined && !(amount > 0);
  if (notPositive(reserve)) return { reservePrice: 'Reserve price must be greater than 0' };
  if (notPositive(buyNow)) return { buyNowPrice: 'Buy It Now price must be greater than 0' };
  const minimum = parseAmount(price);
  if (buyNow === undefined || minimum === undefined) return {};
  return { buyNowPrice: buyNowPriceProblem({ price: minimum, reservePrice: reserve ?? null, buyNowPrice: buyNow }) };
}

/** What must be corrected before the form is sent; the server checks everything again. */
export function productFormErrors(values: ProductFormValues, futureEndOnly: boolean, now?: Date): ProductFormErrors {
  const errors: ProductFormErrors = {
    category: values.category === '' ? 'Select a category' : undefined,
    photo: values.photo && photoProblem(values.photo),
    name: textProblem(values.name, 'Name', 'Enter the product name', PRODUCT_LIMITS.name),
    description: textProblem(values.description, 'Description', 'Enter a description', PRODUCT_LIMITS.description),
    price: blank(values.price) ? 'Enter the minimum bid' : amountTypo(values.price),
    ...saleAmountErrors(values),
    endtime: endTimeProblem(values.endtime, futureEndOnly, now),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/** The field a refusal of the server is about, by how its message starts; undefined for none. */
const REFUSED_FIELDS: [RegExp, keyof ProductFormErrors][] = [
  [/^(photo\b|Photo )/, 'photo'],
  [/^(price:|Price )/, 'price'],
  [/^(reservePrice:|Reserve price )/, 'reservePrice'],
  [/^(buyNowPrice:|Buy It Now price )/, 'buyNowPrice'],
  [/^(name:|Name )/, 'name'],
  [/^(description:|Description )/, 'description'],
  [/^(endtime:|End)/, 'endtime'],
  [/^(category:|Category )/, 'category'],
];

export function refusedProductField(message: string): keyof ProductFormErrors | undefined {
  return REFUSED_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
}
