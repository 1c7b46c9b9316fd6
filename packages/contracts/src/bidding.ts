import { z } from 'zod';
import { heartbeatKindSchema, optionalWhenEmpty } from './common.js';
import { rupeesSchema } from './money.js';
import { optionalPageNumber, productSchema } from './products.js';
import { LIMITS } from './limits.js';

/**
 * PUT /product/bid-product/{id}. Clients may send the whole product (multipart or JSON), as the
 * original app did; only these two fields are read, everything else is dropped.
 */
export const placeBidRequestSchema = /* @__PURE__ */ z.object({
  price: rupeesSchema('Bid amount'),
  /** The bidder re-enters their username to confirm. */
  winner: z
    .string({ error: 'Re-enter your username to confirm the bid' })
    .trim()
    .min(1, { error: 'Re-enter your username to confirm the bid' })
    .max(LIMITS.username, { error: `Username must be at most ${LIMITS.username} characters` }),
  /**
   * Optional maximum (proxy) bid: the server bids for this bidder, one increment at a time, up to it.
   * Empty (a multipart form's blank field) counts as not sent.
   */
  maxBid: optionalWhenEmpty(rupeesSchema('Maximum bid')),
}).refine((request) => request.maxBid === undefined || request.maxBid >= request.price, {
  error: 'Maximum bid must be at least the bid amount',
  path: ['maxBid'],
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

export const IDEMPOTENCY_KEY_MAX = 200;

/** Headers of a bid: a retry with the same Idempotency-Key gets the first reply and places nothing. */
export const placeBidHeadersSchema = /* @__PURE__ */ z.object({
  'Idempotency-Key': z
    .string()
    .min(1, { error: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters` })
    .max(IDEMPOTENCY_KEY_MAX, { error: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters` })
    .optional(),
});

export const placeBidResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  message: z.string(),
  product: productSchema,
  /** True when the bid was placed but another bidder's maximum answered it at once. */
  outbid: z.boolean().optional(),
});
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>;

/** One accepted bid in the append-only ledger. */
export const ledgerBidSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  seq: z.number().int(),
  amount: z.number(),
  /** The bidder's username. */
  bidder: z.string(),
  /** The bidder's id, part of the hashed text. */
  bidderId: z.string(),
  /** ISO-8601 UTC, millisecond precision: exactly the text that was hashed. */
  createdAt: z.string(),
  prevHash: z.string(),
  hash: z.string(),
  /** Version of the hashed canonical text: 1 for rows written before automatic bids existed. */
  v: z.union([z.literal(1), z.literal(2)]).default(1),
  /** An automatic bid placed for the bidder by their maximum. */
  auto: z.boolean().default(false),
  kind: z.enum(['bid', 'buy-now']).default('bid'),
});
export type LedgerBid = z.infer<typeof ledgerBidSchema>;

export const bidLedgerResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  /** Newest first; with `?after=n`, only the rows after the nth. */
  bids: z.array(ledgerBidSchema),
  /** The server's own check of the whole hash chain; with `?after=n`, that the rows after the nth continue it. */
  verified: z.boolean(),
});
export type BidLedgerResponse = z.infer<typeof bidLedgerResponseSchema>;

/**
 * GET /product/removed/{id}: the ledger of an auction an admin deleted, kept as it stood then, with
 * the server's check of its hash chain (the bids no longer count; the record of them stays).
 */
export const removedAuctionResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  auction: z.object({ _id: z.string(), name: z.string(), slug: z.string(), removedAt: z.string() }),
  /** Newest first, as on the live auction's page. */
  bids: z.array(ledgerBidSchema),
  verified: z.boolean(),
});
export type RemovedAuctionResponse = z.infer<typeof removedAuctionResponseSchema>;

export const myBidOutcomeSchema = /* @__PURE__ */ z.enum(['winning', 'outbid', 'won', 'lost', 'reserve-not-met']);
export type MyBidOutcome = z.infer<typeof myBidOutcomeSchema>;

export const myBidSchema = /* @__PURE__ */ z.object({
  product: productSchema,
  /** The user's own highest bid on this product (rupees). */
  myHighestBid: z.number(),
  /** The user's own standing maximum on this product (rupees): the highest maximum or bid they sent, as far as automatic bids for them go; null when none is stored. */
  myMaxBid: z.number().nullable(),
  outcome: myBidOutcomeSchema,
});
export type MyBid = z.infer<typeof myBidSchema>;

/** GET /product/my-bids?page=: PRODUCT_LIMITS.myBidsPageSize lots per page, latest bidding first. */
export const myBidsQuerySchema = /* @__PURE__ */ z.object({ page: optionalPageNumber });

export const myBidsResponseSchema = /* @__PURE__ */ z.object({
  success: z.literal(true),
  bids: z.array(myBidSchema),
  /** Every lot the user has bid on, on this page and the others. */
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type MyBidsResponse = z.infer<typeof myBidsResponseSchema>;

/** Data of each `bid` event on GET /product/{id}/live; the SSE id is the ledger sequence. */
export const liveBidEventSchema = /* @__PURE__ */ z.object({
  productId: z.string(),
  seq: z.number().int(),
  price: z.number(),
  winner: z.string(),
  endtime: z.string(),
  bidCount: z.number().int(),
  minNextBid: z.number(),
  /** As the product's reserveMet after this row; absent from servers before reserves existed. */
  reserveMet: z.boolean().optional(),
  /** The row is an automatic bid, or a Buy It Now that closed the auction. */
  auto: z.boolean().optional(),
  kind: z.enum(['bid', 'buy-now']).optional(),
});
export type LiveBidEvent = z.infer<typeof liveBidEventSchema>;

/** The last ledger sequence a client has seen; the stream resends every bid after it. */
const lastEventIdSchema = /* @__PURE__ */ z.coerce
  .number({ error: 'Last-Event-ID must be a whole number' })
  .int({ error: 'Last-Event-ID must be a whole number' })
  .min(0, { error: 'Last-Event-ID must not be negative' })
  .optional();

/** GET /product/{id}/live: the header a reconnecting EventSource sends by itself. */
export const liveStreamHeadersSchema = /* @__PURE__ */ z.object({ 'Last-Event-ID': lastEventIdSchema });

/** GET /product/{id}/live: the same, for a first connection that already holds the ledger (the header wins). */
export const liveStreamQuerySchema = /* @__PURE__ */ z.object({ lastEventId: lastEventIdSchema, heartbeat: heartbeatKindSchema });

const afterRowMessage = 'after must be a whole number of ledger rows';

/**
 * GET /product/{id}/bids?after=n: only the rows after the nth, for a page that holds the first n
 * already and was told of newer bids; without it (or 0), the whole ledger.
 */
export const ledgerQuerySchema = /* @__PURE__ */ z.object({
  // Digits only: Number() would read '0x2', '1e0' and ' 1' as numbers too (outside audit R4).
  after: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value),
    z
      .number({ error: afterRowMessage })
      .int({ error: afterRowMessage })
      .min(0, { error: 'after must not be negative' })
      .max(2_147_483_647, { error: afterRowMessage })
      .optional(),
  ),
});

/**
 * The canonical text a ledger row's hash is computed over (SHA-256, lowercase hex).
 * v1: `prevHash|productId|bidderId|amount with 2 decimals|createdAt ISO UTC|seq`.
 * v2: `v2|` + the v1 text + `|kind|auto` (auto is 1 or 0), so an automatic bid or a Buy It Now
 * cannot be passed off as a plain bid. Rows keep the version they were written with, so ledgers
 * written before v2 still verify. The first row of a product chains to GENESIS_HASH. Shared so that
 * every client can re-check the chain itself.
 */
export const GENESIS_HASH = '0'.repeat(64);

export interface CanonicalLedgerEntry {
  prevHash: string;
  productId: string;
  bidderId: string;
  amount: number;
  createdAt: string;
  seq: number;
  v?: 1 | 2;
  auto?: boolean;
  kind?: 'bid' | 'buy-now';
}

export function ledgerCanonicalText(entry: CanonicalLedgerEntry): string {
  const v1 = [entry.prevHash, entry.productId, entry.bidderId, entry.amount.toFixed(2), entry.createdAt, entry.seq].join('|');
  if ((entry.v ?? 1) === 1) return v1;
  return ['v2', v1, entry.kind ?? 'bid', entry.auto ? 1 : 0].join('|');
}

/** SHA-256 of UTF-8 text as lowercase hex: node:crypto on the server, Web Crypto in browsers. */
export type Sha256Hex = (text: string) => string | Promise<string>;

export interface LedgerToVerify {
  productId: string;
  /** Any order; they are checked in sequence order. */
  entries: readonly (Pick<LedgerBid, 'seq' | 'amount' | 'bidderId' | 'createdAt' | 'prevHash' | 'hash'> &
    Partial<Pick<LedgerBid, 'v' | 'auto' | 'kind'>>)[];
  /** The product's bidCount: catches bids removed from the end of the chain. */
  expectedCount?: number;
  /**
   * The row the entries continue (its seq and hash), when they are the rows after it only (`?after=`):
   * the chain before it was checked when it was read. Absent: the entries start the chain.
   */
  after?: { seq: number; hash: string };
}

const CHAIN_START = { seq: 0, hash: GENESIS_HASH };

/**
 * True when the entries form one unbroken chain: sequences 1..n (or after.seq + 1..n), each row
 * pointing at the hash of the one before (the first at GENESIS_HASH, or at after.hash), and every hash
 * recomputed from its row's own fields.
 */
export async function verifyLedger({ productId, entries, expectedCount, after = CHAIN_START }: LedgerToVerify, sha256Hex: Sha256Hex): Promise<boolean> {
  if (expectedCount !== undefined && entries.length !== expectedCount - after.seq) return false;
  const inOrder = [...entries].sort((first, second) => first.seq - second.seq);
  let previousHash = after.hash;
  for (const [index, entry] of inOrder.entries()) {
    if (entry.seq !== after.seq + index + 1 || entry.prevHash !== previousHash) return false;
    const text = ledgerCanonicalText({ ...entry, productId });
    if ((await sha256Hex(text)) !== entry.hash) return false;
    previousHash = entry.hash;
  }
  return true;
}
