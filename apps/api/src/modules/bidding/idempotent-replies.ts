import { errorResponseSchema, placeBidResponseSchema, type ErrorResponse, type PlaceBidResponse } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findStoredReply, storeReplyUnlessTaken } from './bidding-queries.js';

export interface BidReply {
  statusCode: number;
  body: PlaceBidResponse | ErrorResponse;
  /** True when an Idempotency-Key retry got the stored first reply. */
  replayed: boolean;
}

/**
 * Refusals by the auction's rules (own product, unknown product, ended, too low) are the outcome of
 * the attempt and are remembered with its key like a success. Bad input (400) was never an attempt:
 * it may be corrected and sent again under the same key.
 */
const REMEMBERED_REFUSALS: ReadonlySet<number> = new Set([403, 404, 409]);

const storedReplySchema = placeBidResponseSchema.or(errorResponseSchema);

export const replayOf = (stored: { statusCode: number; responseBody: unknown }): BidReply => ({
  statusCode: stored.statusCode,
  body: storedReplySchema.parse(stored.responseBody),
  replayed: true,
});

/**
 * What a failed attempt under an Idempotency-Key answers: the first request's reply when one has
 * committed meanwhile (its bid now looks too low, or its key collided on another product's lock),
 * else this refusal, remembered when the rules made it. Undefined: the failure stands unremembered.
 */
export async function replyToFailedAttempt(db: Database, bidderId: string, key: string, error: unknown): Promise<BidReply | undefined> {
  const stored = await findStoredReply(db, bidderId, key);
  if (stored) return replayOf(stored);
  if (!(error instanceof AppError) || !REMEMBERED_REFUSALS.has(error.status)) return undefined;
  const refusal = { statusCode: error.status, responseBody: { success: false as const, message: error.message } };
  if (await storeReplyUnlessTaken(db, bidderId, key, refusal)) return { statusCode: refusal.statusCode, body: refusal.responseBody, replayed: false };
  const racing = await findStoredReply(db, bidderId, key);
  return racing ? replayOf(racing) : undefined;
}
