/**
 * Limits and fixed value lists shared by the API and the web app. No zod here: a screen that only
 * needs a maximum length or the list of sorts does not download the schema library with it.
 */

export const LIMITS = {
  name: 100,
  username: 100,
  passwordMin: 6,
  passwordMax: 200,
  phone: 30,
  address: 300,
  answer: 100,
} as const;

export const ROLE = { user: 0, admin: 1 } as const;

export const CATEGORY_NAME_MAX = 60;

export const PRODUCT_LIMITS = {
  name: 120,
  description: 5000,
  /** Cards per page of GET /product/product-list/{page}. */
  pageSize: 12,
  maxListLimit: 100,
  /** Lots per page of GET /product/my-bids. */
  myBidsPageSize: 100,
  /** Far beyond the last page of a million products; bounds the offset the database is asked for. */
  maxPage: 1_000_000,
  maxSearchResults: 50,
  maxSuggestions: 8,
  maxSearchKeyword: 500,
  maxFilterCategories: 200,
  photoBytes: 5 * 1024 * 1024,
} as const;

/** Widths (px) of the WebP variants GET /product/product-photo/{id}?w= serves. */
export const PHOTO_WIDTHS = [320, 640] as const;

/** Orders a list can take; `newest` is the default, the order lists had before sorting existed. */
export const PRODUCT_SORTS = ['ending-soon', 'newest', 'price-asc', 'price-desc', 'most-bids'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `open`: taking bids (end time in the future); `closed`: ended; `all`: both. */
export const STATUS_FILTERS = ['open', 'closed', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * An auction's watchers and outbid bidders get an ending-soon notice this long before its end. Here,
 * among the schema-free constants, so that the web's first chunk can read it without building schemas
 * before zod is told not to compile (see apps/web/src/zod-jitless.ts).
 */
export const ENDING_SOON_REMINDER_MINUTES = 60;

/**
 * Here, among the schema-free constants: the web's first chunk (the header's wishlist) splits a
 * saved cart into merges of this size, and a schema module imported there would build its schemas
 * before zod is told not to compile (apps/web/src/zod-jitless.ts).
 */
export const WISHLIST_LIMITS = {
  /** Ids one merge may send: a browser cart far beyond what anyone keeps, and a bounded insert. */
  maxMergeIds: 200,
  /** Products one account may watch: far more than a person follows, and every reply holds them all. */
  maxWatched: 500,
} as const;
