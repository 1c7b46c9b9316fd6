import type { LedgerBid } from '@bidhub/contracts';
import { errorStatus } from '../../lib/api-client';
import { fetchLedger, type Ledger } from './bidding-api';

/** The rows after `seq`, oldest last, or undefined when the server has fewer rows than that (400). */
async function rowsAfter(productId: string, seq: number): Promise<{ bids: LedgerBid[]; verified: boolean } | undefined> {
  try {
    const reply = await fetchLedger(productId, seq);
    return { bids: reply.bids.filter((bid) => bid.seq > seq), verified: reply.verified };
  } catch (error) {
    if (errorStatus(error) === 400) return undefined;
    throw error;
  }
}

/**
 * The ledger as of `bidCount` bids. With a history on screen (`held`), only the rows after its newest
 * are read, and kept when they chain onto it; otherwise, or when they do not, the whole ledger. A busy
 * lot's page read its whole history again about once a second, and the server re-checked the whole
 * chain for each read (outside audit R3: 13 MB a minute per tab at 600 bids). The page still checks
 * the whole chain it shows itself.
 */
export async function readLedger(productId: string, bidCount: number, held?: Ledger): Promise<Ledger> {
  const newest = held?.bids[0];
  if (held && newest) {
    const newer = await rowsAfter(productId, newest.seq);
    const oldestNew = newer?.bids.at(-1);
    if (newer && (oldestNew === undefined || oldestNew.prevHash === newest.hash)) {
      return { bids: [...newer.bids, ...held.bids], serverVerified: held.serverVerified && newer.verified, knownBidCount: bidCount };
    }
  }
  const reply = await fetchLedger(productId);
  return { bids: reply.bids, serverVerified: reply.verified, knownBidCount: bidCount };
}
