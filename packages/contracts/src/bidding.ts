import { z } from 'zod';
import { rupeesSchema } from './money.js';
import { productSchema } from './products.js';
import { LIMITS } from './auth.js';

/**
 * PUT /product/bid-product/{id}. Clients may send the whole product (multipart or JSON), as the
 * original app did; only these two fields are read, everything else is dropped.
 */
export const placeBidRequestSchema = z.object({
  price: rupeesSchema('Bid amount'),
  /** The bidder re-enters their username to confirm. */
  winner: z
    .string({ error: 'Re-enter your username to confirm the bid' })
    .trim()
    .min(1, { error: 'Re-enter your username to confirm the bid' })
    .max(LIMITS.username, { error: `Username must be at most ${LIMITS.username} characters` }),
});
export type PlaceBidRequest = z.infer<typeof placeBidRequestSchema>;

export const IDEMPOTENCY_KEY_MAX = 200;

export const placeBidResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  product: productSchema,
});
export type PlaceBidResponse = z.infer<typeof placeBidResponseSchema>;

/** One accepted bid in the append-only ledger. */
export const ledgerBidSchema = z.object({
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
});
export type LedgerBid = z.infer<typeof ledgerBidSchema>;

export const bidLedgerResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  bids: z.array(ledgerBidSchema),
  /** The server's own check of the whole hash chain. */
  verified: z.boolean(),
});
export type BidLedgerResponse = z.infer<typeof bidLedgerResponseSchema>;

export const myBidOutcomeSchema = z.enum(['winning', 'outbid', 'won', 'lost']);
export type MyBidOutcome = z.infer<typeof myBidOutcomeSchema>;

export const myBidSchema = z.object({
  product: productSchema,
  /** The user's own highest bid on this product (rupees). */
  myHighestBid: z.number(),
  outcome: myBidOutcomeSchema,
});
export type MyBid = z.infer<typeof myBidSchema>;

export const myBidsResponseSchema = z.object({
  success: z.literal(true),
  bids: z.array(myBidSchema),
});
export type MyBidsResponse = z.infer<typeof myBidsResponseSchema>;

/** Data of each `bid` event on GET /product/{id}/live; the SSE id is the ledger sequence. */
export const liveBidEventSchema = z.object({
  productId: z.string(),
  seq: z.number().int(),
  price: z.number(),
  winner: z.string(),
  endtime: z.string(),
  bidCount: z.number().int(),
  minNextBid: z.number(),
});
export type LiveBidEvent = z.infer<typeof liveBidEventSchema>;

/**
 * The canonical text a ledger row's hash is computed over (SHA-256, lowercase hex):
 * `prevHash|productId|bidderId|amount with 2 decimals|createdAt ISO UTC|seq`. The first bid of a
 * product chains to GENESIS_HASH. Shared so that every client can re-check the chain itself.
 */
export const GENESIS_HASH = '0'.repeat(64);

export function ledgerCanonicalText(entry: {
  prevHash: string;
  productId: string;
  bidderId: string;
  amount: number;
  createdAt: string;
  seq: number;
}): string {
  return [entry.prevHash, entry.productId, entry.bidderId, entry.amount.toFixed(2), entry.createdAt, entry.seq].join('|');
}
