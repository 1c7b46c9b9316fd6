import type { CreateProductRequest, Product } from '@bidhub/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** The product form's fields: the request's own, with the picker's moment and the chosen photo file. */
export interface ProductFormValues extends Pick<CreateProductRequest, 'name' | 'description' | 'category'> {
  price: number | null;
  endtime: Dayjs | null;
  photo?: File;
  /** Undefined: not sent, so an update keeps the stored value; null (a cleared field): none. */
  reservePrice?: number | null;
  buyNowPrice?: number | null;
}

export const emptyProductForm: Partial<ProductFormValues> = { name: '', description: '', price: null, endtime: null };

/** The update form starts from the product as the server has it, its end time in the viewer's zone. */
export const productFormValuesOf = (product: Product): ProductFormValues => ({
  category: product.category._id,
  name: product.name,
  description: product.description,
  price: product.price,
  endtime: dayjs(product.endtime),
  // Public reads hide the reserve and a Buy It Now price that is no longer offered: unknown stays unsent.
  reservePrice: product.reservePrice ?? undefined,
  buyNowPrice: product.buyNowPrice ?? undefined,
});

const appendOptionalAmount = (body: FormData, name: string, amount: number | null | undefined) => {
  if (amount !== undefined) body.append(name, amount === null ? '' : String(amount));
};

/** The multipart body of create-product and update-product; the end time goes as an ISO UTC instant. */
export function toProductFormData({ name, description, price, endtime, category, photo, reservePrice, buyNowPrice }: ProductFormValues): FormData {
  const body = new FormData();
  body.append('name', name);
  body.append('description', description);
  body.append('price', String(price ?? ''));
  body.append('endtime', endtime ? endtime.toISOString() : '');
  body.append('category', category ?? '');
  appendOptionalAmount(body, 'reservePrice', reservePrice);
  appendOptionalAmount(body, 'buyNowPrice', buyNowPrice);
  if (photo) body.append('photo', photo);
  return body;
}
