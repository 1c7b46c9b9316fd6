import { z } from 'zod';
import { categorySchema, slugSchema } from './categories.js';
import { idSchema, missingOr, paragraphsText, lineText } from './common.js';
import { rupeesSchema } from './money.js';
import { buyNowPriceProblem } from './sale-amounts.js';
import { LIMITS, PHOTO_WIDTHS, PRODUCT_LIMITS, PRODUCT_SORTS, STATUS_FILTERS } from './limits.js';


export const auctionStatusSchema = /* @__PURE__ */ z.enum(['open', 'closed']);
export type AuctionStatus = z.infer<typeof auctionStatusSchema>;

export const productSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The starting price until a bid arrives, then the current bid (rupees). */
  price: z.number(),
  startingPrice: z.number(),
  /** ISO-8601 UTC. */
  endtime: z.iso.datetime(),
  category: categorySchema,
  /** Username of the current highest bidder; empty while nobody has bid. */
  winner: z.string(),
  bidCount: z.number().int().nonnegative(),
  /** How many accounts have the product on their watchlist. */
  watchers: z.number().int().nonnegative(),
  /** The lowest amount the server accepts as the next bid (rupees). */
  minNextBid: z.number(),
  status: auctionStatusSchema,
  /** The server's clock when the reply was made, so clients can correct their countdown. */
  serverTime: z.iso.datetime(),
  /** Changes whenever the photo changes; null when the product has no photo. */
  photoVersion: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Whether the seller set a reserve; its amount is never shown except to admins. */
  hasReserve: z.boolean(),
  /** True without a reserve, else once the current bid reaches it. */
  reserveMet: z.boolean(),
  /** Buy It Now price (rupees); null when there is none or it is gone (a bid exists, or closed). */
  buyNowPrice: z.number().nullable(),
  /** The reserve (rupees, null without one): only in replies to admins. */
  reservePrice: z.number().nullable().optional(),
  /** The _id of the admin who created it (null once that account is gone): only in replies to admins. */
  createdBy: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * End times that are stored and read back as written. JavaScript dates reach year 275760, but
 * PostgreSQL refuses ISO text with a signed year, and a year below 1000 comes back from the
 * drivers as another one ('0001-01-01' reads as 2001).
 */
const ENDTIME_RANGE = { from: new Date('1970-01-01T00:00:00.000Z'), through: new Date('9999-12-31T23:59:59.999Z') } as const;

/**
 * An ISO 8601 date naming a real day: JavaScript moves '2030-02-30' to 2 March without a word, and
 * reads other shapes ('02/30/2030') by rules of its own, either of which would store an end the admin
 * never asked for. An extended year ('+010000-...') is left to the range check.
 */
function namesRealDay(value: string): boolean {
  if (/^[+-]\d{6}-/.test(value)) return true;
  const written = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!written) return false;
  const [year, month, day] = written.slice(1).map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

const endtimeSchema = /* @__PURE__ */ z
  .string({ error: missingOr('Endtime is required', 'Endtime must be a valid date') })
  .trim()
  .min(1, { error: 'Endtime is required' })
  .transform((value, context) => {
    const moment = new Date(value);
    if (Number.isNaN(moment.getTime()) || !namesRealDay(value)) {
      context.addIssue({ code: 'custom', message: 'Endtime must be a valid date' });
      return z.NEVER;
    }
    if (moment < ENDTIME_RANGE.from || moment > ENDTIME_RANGE.through) {
      context.addIssue({ code: 'custom', message: 'Endtime must be between the years 1970 and 9999' });
      return z.NEVER;
    }
    return moment;
  });

/**
 * An optional amount from a multipart form: empty means none (null). Left out, create sets none
 * and update keeps the stored one.
 */
const optionalRupees = (field: string) =>
  z.preprocess((value) => (value === '' ? null : value), rupeesSchema(field).nullable().optional());

/** Multipart fields of create-product; the photo travels as the `photo` file. */
export const createProductRequestSchema = /* @__PURE__ */ z
  .object({
    name: lineText('Name', PRODUCT_LIMITS.name),
    description: paragraphsText('Description', PRODUCT_LIMITS.description),
    price: rupeesSchema('Price'),
    endtime: endtimeSchema,
    category: z.uuid({ error: 'Category is required and must be a valid category id' }),
    /** No sale below it; hidden from everyone but admins. */
    reservePrice: optionalRupees('Reserve price'),
    /** Sells the lot at once to the first taker while nobody has bid. */
    buyNowPrice: optionalRupees('Buy It Now price'),
  })
  .superRefine((request, context) => {
    const problem = buyNowPriceProblem(request);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['buyNowPrice'] });
  });
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;

export const updateProductRequestSchema = createProductRequestSchema;
export type UpdateProductRequest = CreateProductRequest;

export const productReplySchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string().optional(),
  product: productSchema,
});
export type ProductReply = z.infer<typeof productReplySchema>;

/**
 * POST /product/{id}/buy-now: the buyer re-enters their username to confirm, as for a bid, and may
 * name the price they agreed to: an admin could change it between their reading and their click.
 */
export const buyNowRequestSchema = /* @__PURE__ */ z.object({
  winner: z
    .string({ error: 'Re-enter your username to confirm the purchase' })
    .trim()
    .min(1, { error: 'Re-enter your username to confirm the purchase' })
    .max(LIMITS.username, { error: `Username must be at most ${LIMITS.username} characters` }),
  price: rupeesSchema('Buy It Now price').optional(),
});
export type BuyNowRequest = z.infer<typeof buyNowRequestSchema>;

/**
 * A parameter sent twice (?page=1&page=2) arrives as a list: its message says what was wrong with
 * that, not only what the value should be.
 */
const sentOnceOr = (message: string) => (issue: { input?: unknown }) => (Array.isArray(issue.input) ? `${message}, sent once` : message);

/**
 * A whole number from a path or query string: digits only, so '1e1', '0x1' and ' 2' are refused
 * rather than read as 10, 1 and 2; an empty value (`?page=`) counts as not sent.
 */
function wholeNumber(field: string, minimum: number, maximum: number) {
  return z
    .number({ error: sentOnceOr(`${field} must be a whole number`) })
    .int({ error: `${field} must be a whole number` })
    .min(minimum, { error: `${field} must be at least ${minimum}` })
    .max(maximum, { error: `${field} must be at most ${maximum}` });
}

const fromText = (value: unknown) =>
  value === '' ? undefined : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;

const pageNumber = /* @__PURE__ */ z.preprocess(fromText, wholeNumber('Page', 1, PRODUCT_LIMITS.maxPage));
/** `?page=`, 1 when not sent. */
export const optionalPageNumber = /* @__PURE__ */ z.preprocess(fromText, wholeNumber('Page', 1, PRODUCT_LIMITS.maxPage).default(1));


const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

const sortSchema = /* @__PURE__ */ z.preprocess(blankAsAbsent, z.enum(PRODUCT_SORTS, { error: sentOnceOr(`sort must be one of ${PRODUCT_SORTS.join(', ')}`) }).optional());
const statusSchema = /* @__PURE__ */ z.preprocess(
  blankAsAbsent,
  z.enum(STATUS_FILTERS, { error: sentOnceOr(`status must be one of ${STATUS_FILTERS.join(', ')}`) }).default('all'),
);

/** A price bound from a query string, in rupees: decimal digits, with an exponent if a formatter wrote one (1e15). */
function priceBound(field: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value) ? Number(value) : value),
    z.number({ error: sentOnceOr(`${field} must be a non-negative number`) }).min(0, { error: `${field} must be a non-negative number` }).optional(),
  );
}

/** sort, status and the price range, shared by the GET lists: query strings carry minPrice/maxPrice for the body's radio. */
const catalogQueryShape = {
  sort: sortSchema,
  status: statusSchema,
  minPrice: priceBound('minPrice'),
  maxPrice: priceBound('maxPrice'),
};

/** The previous reply's nextCursor: the page after it, read by keyset whatever its depth; `page` is then ignored. */
const cursorSchema = /* @__PURE__ */ z.preprocess(blankAsAbsent, z.string({ error: 'cursor is not valid' }).max(512, { error: 'cursor is not valid' }).optional());

const priceBoundsInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceOrderError = { error: 'minPrice must not be above maxPrice' };

export const productPageQuerySchema = /* @__PURE__ */ z
  .object({
    page: optionalPageNumber,
    limit: z.preprocess(fromText, wholeNumber('Limit', 1, PRODUCT_LIMITS.maxListLimit).default(PRODUCT_LIMITS.pageSize)),
    ...catalogQueryShape,
    cursor: cursorSchema,
  })
  .refine(priceBoundsInOrder, priceOrderError);
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

export const productListPageParamsSchema = /* @__PURE__ */ z.object({ page: pageNumber });

/**
 * GET /product/product-category/{slug}?page=: PRODUCT_LIMITS.pageSize products per page; without
 * page or cursor (the original client, which shows what it gets) up to PRODUCT_LIMITS.maxListLimit.
 */
export const productCategoryQuerySchema = /* @__PURE__ */ z
  .object({ page: z.preprocess(fromText, wholeNumber('Page', 1, PRODUCT_LIMITS.maxPage).optional()), ...catalogQueryShape, cursor: cursorSchema })
  .refine(priceBoundsInOrder, priceOrderError);
export type ProductCategoryQuery = z.infer<typeof productCategoryQuerySchema>;

/** GET /product/search/{keyword}: without sort, best match first. */
export const searchQuerySchema = /* @__PURE__ */ z.object(catalogQueryShape).refine(priceBoundsInOrder, priceOrderError);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** GET /product/suggest?q=: names for the header box as the user types. */
export const suggestQuerySchema = /* @__PURE__ */ z.object({
  q: z
    // Sent twice (?q=a&q=b) it arrives as a list: not missing, but not one text either.
    .string({ error: missingOr('q is required', 'q must be one text, sent once') })
    .max(PRODUCT_LIMITS.maxSearchKeyword, { error: `q must be at most ${PRODUCT_LIMITS.maxSearchKeyword} characters` }),
});

export const suggestResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  suggestions: z.array(z.object({ name: z.string(), slug: z.string() })).max(PRODUCT_LIMITS.maxSuggestions),
});
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;

export const productSlugParamsSchema = /* @__PURE__ */ z.object({ slug: slugSchema });

/** The keyword is only ever a query parameter, so any text is safe; its length bounds the work. */
export const searchParamsSchema = /* @__PURE__ */ z.object({
  keyword: z.string({ error: 'Keyword is required' }).max(PRODUCT_LIMITS.maxSearchKeyword, {
    error: `Keyword must be at most ${PRODUCT_LIMITS.maxSearchKeyword} characters`,
  }),
});

export const productFiltersRequestSchema = /* @__PURE__ */ z.object({
  // An HTML form with one of its checkboxes ticked sends `checked=<id>`: a list of one.
  checked: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(idSchema, { error: 'checked must be a list of category ids' })
      .max(PRODUCT_LIMITS.maxFilterCategories, { error: `checked may name at most ${PRODUCT_LIMITS.maxFilterCategories} categories` })
      .default([]),
  ),
  /** Optional price range [min, max] in rupees; an empty list means no range, as the original client sends. */
  radio: z
    .array(z.number({ error: 'radio must hold two numbers: [min, max]' }).min(0, { error: 'radio prices must not be negative' }), {
      error: 'radio must be [min, max]',
    })
    .refine((range) => range.length === 0 || (range.length === 2 && range[0]! <= range[1]!), {
      error: 'radio must be [min, max] with min <= max',
    })
    // The refinement is code the document cannot carry: say it in words, and bound what it can.
    .meta({ description: 'No price range: [] (what the original client sends). A range: [min, max] in rupees, min <= max.', maxItems: 2 })
    .optional(),
  /** Absent (the original client): every match up to PRODUCT_LIMITS.maxListLimit; present: pages of pageSize. */
  page: z.preprocess(fromText, wholeNumber('Page', 1, PRODUCT_LIMITS.maxPage).optional()),
  sort: sortSchema,
  status: statusSchema,
  /** The previous reply's nextCursor (send the same filters): the next pageSize products by keyset. */
  cursor: cursorSchema,
});
export type ProductFiltersRequest = z.infer<typeof productFiltersRequestSchema>;

/** Pass as `cursor` for the next page; null after the last one (get-product, product-category and product-filters). */
const nextCursorSchema = /* @__PURE__ */ z.string().nullable().optional();

export const productListResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  total: z.number().int().nonnegative().optional(),
  nextCursor: nextCursorSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const productCountResponseSchema = /* @__PURE__ */ z.object({ success: z.literal(true), total: z.number().int().nonnegative() });
export type ProductCountResponse = z.infer<typeof productCountResponseSchema>;

export const productCategoryResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  category: categorySchema,
  products: z.array(productSchema),
  total: z.number().int().nonnegative().optional(),
  nextCursor: nextCursorSchema,
});
export type ProductCategoryResponse = z.infer<typeof productCategoryResponseSchema>;

/** GET /product/search/{keyword} replies with the bare array, as existing clients expect. */
export const searchResponseSchema = /* @__PURE__ */ z.array(productSchema);
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `?w=`: one of the widths the server keeps (an enum in the OpenAPI document); empty counts as not sent, as every query parameter's. */
export const photoQuerySchema = /* @__PURE__ */ z.object({
  w: z.preprocess(
    fromText,
    z.literal(PHOTO_WIDTHS, { error: `w must be one of ${PHOTO_WIDTHS.join(', ')}` }).optional(),
  ),
  /** The photo's version (`photoVersion`), as cards send it: naming the current one, the reply may be kept for good. */
  v: z.string({ error: 'v must be a photo version' }).max(200, { error: 'v must be a photo version' }).optional(),
});
