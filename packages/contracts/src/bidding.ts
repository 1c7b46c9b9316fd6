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

/** Headers of a bid: a retry with the same Idempotency-Key gets the first reply and places nothing. */
export const placeBidHeadersSchema = z.object({
  'Idempotency-Key': z
    .string()
    .min(1, { error: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters` })
    .max(IDEMPOTENCY_KEY_MAX, { error: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters` })
    .optional(),
});

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

/** GET /product/{id}/live: the last ledger sequence a client has seen (Last-Event-ID header or ?lastEventId=). */
export const liveStreamHeadersSchema = z.object({
  'Last-Event-ID': z.coerce
    .number({ error: 'Last-Event-ID must be a whole number' })
    .int({ error: 'Last-Event-ID must be a whole number' })
    .min(0, { error: 'Last-Event-ID must not be negative' })
    .optional(),
});

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

/** SHA-256 of UTF-8 text as lowercase hex: node:crypto on the server, Web Crypto in browsers. */
export type Sha256Hex = (text: string) => string | Promise<string>;

export interface LedgerToVerify {
  productId: string;
  /** Any order; they are checked in sequence order. */
  entries: readonly Pick<LedgerBid, 'seq' | 'amount' | 'bidderId' | 'createdAt' | 'prevHash' | 'hash'>[];
  /** The product's bidCount: catches bids removed from the end of the chain. */
  expectedCount?: number;
}

/**
 * True when the entries form one unbroken chain: sequences 1..n, each row pointing at the hash of
 * the one before (the first at GENESIS_HASH), and every hash recomputed from its row's own fields.
 */
export async function verifyLedger({ productId, entries, expectedCount }: LedgerToVerify, sha256Hex: Sha256Hex): Promise<boolean> {
  if (expectedCount !== undefined && entries.length !== expectedCount) return false;
  const inOrder = [...entries].sort((first, second) => first.seq - second.seq);
  let previousHash = GENESIS_HASH;
  for (const [index, entry] of inOrder.entries()) {
    if (entry.seq !== index + 1 || entry.prevHash !== previousHash) return false;
    const text = ledgerCanonicalText({ ...entry, productId });
    if ((await sha256Hex(text)) !== entry.hash) return false;
    previousHash = entry.hash;
  }
  return true;
}
