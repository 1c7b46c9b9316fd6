import type { CreateProductRequest, Product } from '@bidhub/contracts';
import { asciiDigits } from '../../../lib/amount';
import { instantOf, localInputValue } from './end-time-rules';

/** The product form's fields as the inputs hold them (text), and the chosen photo file. */
export interface ProductFormValues extends Pick<CreateProductRequest, 'name' | 'description' | 'category'> {
  price: string;
  /** 'YYYY-MM-DDTHH:mm' on the viewer's clock, the datetime-local input's own format. */
  endtime: string;
  /** The end as stored, sent unchanged (to the second) while the field still shows it. */
  storedEndtime?: string;
  photo?: File;
  /** Undefined: not sent, so an update keeps the stored value; empty (a cleared field): none. */
  reservePrice?: string;
  buyNowPrice?: string;
}

export const emptyProductForm: ProductFormValues = { category: '', name: '', description: '', price: '', endtime: '' };

/** An amount as a field holds it; none (null or unknown) as an unset field. */
export const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? undefined : String(amount));

/** The update form starts from the product as the server has it, its end time in the viewer's zone. */
export const productFormValuesOf = (product: Product): ProductFormValues => ({
  category: product.category._id,
  name: product.name,
  description: product.description,
  price: String(product.price),
  endtime: localInputValue(new Date(product.endtime)),
  storedEndtime: product.endtime,
  // Public reads hide the reserve and a Buy It Now price that is no longer offered: unknown stays unsent.
  reservePrice: amountText(product.reservePrice),
  buyNowPrice: amountText(product.buyNowPrice),
});

/** The end field still shows the stored end (to its minute): the admin did not change it. */
export const endLeftAsLoaded = ({ endtime, storedEndtime }: ProductFormValues) => storedEndtime !== undefined && localInputValue(new Date(storedEndtime)) === endtime;

const endtimeToSend = (values: ProductFormValues) => (endLeftAsLoaded(values) ? values.storedEndtime! : instantOf(values.endtime).toISOString());

/** The multipart body of create-product and update-product; the end time goes as an ISO UTC instant. */
export function toProductFormData(values: ProductFormValues): FormData {
  const { name, description, price, category, photo, reservePrice, buyNowPrice } = values;
  const body = new FormData();
  body.append('name', name);
  body.append('description', description);
  // Digits of other scripts as the server reads them; a typo never gets this far (product-form-rules.ts).
  body.append('price', asciiDigits(price));
  body.append('endtime', endtimeToSend(values));
  body.append('category', category);
  if (reservePrice !== undefined) body.append('reservePrice', asciiDigits(reservePrice));
  if (buyNowPrice !== undefined) body.append('buyNowPrice', asciiDigits(buyNowPrice));
  if (photo) body.append('photo', photo);
  return body;
}

/** Every field an update sends but the photo. */
const UPDATE_FIELDS = ['name', 'description', 'price', 'endtime', 'category', 'reservePrice', 'buyNowPrice'] as const;

/**
 * An update's body with each field the admin left as the form loaded it set to the product as it is
 * now (read just before sending): the form's copy of an untouched field is stale once a late bid
 * extended the end or a first bid fixed the price, and sending it back would cut the extension
 * (ending a live auction if that copy had passed) or be refused as a price change.
 */
export function withLatestUntouched(body: FormData, loaded: Product, latest: Product): FormData {
  const [loadedBody, latestBody] = [toProductFormData(productFormValuesOf(loaded)), toProductFormData(productFormValuesOf(latest))];
  for (const field of UPDATE_FIELDS) {
    if (body.get(field) !== loadedBody.get(field)) continue;
    const value = latestBody.get(field);
    if (value === null) body.delete(field);
    else body.set(field, value);
  }
  return body;
}

/** Fields only admins change. */
const ADMIN_FIELDS = { name: 'name', description: 'description', category: 'category', reservePrice: 'reserve price' } as const;
/** Fields bids move too (the price, the end; the first bid withdraws Buy It Now): an admin's change only while no bid came. */
const FIELDS_BIDS_MOVE = { price: 'minimum bid', endtime: 'end', buyNowPrice: 'Buy It Now price' } as const;

/**
 * The fields (named for a message) this update changes that another admin changed too since this
 * form last read the product (`seen`): sent as they are, theirs would be lost without a word.
 */
export function changedByAnotherAdmin(body: FormData, loaded: Product, seen: Product, latest: Product): string[] {
  const [loadedBody, seenBody, latestBody] = [loaded, seen, latest].map((product) => toProductFormData(productFormValuesOf(product)));
  const names: Record<string, string> = { ...ADMIN_FIELDS, ...(latest.bidCount === seen.bidCount && FIELDS_BIDS_MOVE) };
  const clashes = Object.keys(names).filter(
    (field) => body.get(field) !== loadedBody!.get(field) && latestBody!.get(field) !== seenBody!.get(field) && latestBody!.get(field) !== body.get(field),
  );
  const photoClash = body.get('photo') instanceof File && latest.photoVersion !== seen.photoVersion;
  return [...clashes.map((field) => names[field]!), ...(photoClash ? ['photo'] : [])];
}
