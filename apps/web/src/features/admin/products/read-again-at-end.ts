import type { Product } from '@bidhub/contracts';
import { serverNow } from '../../../lib/server-clock';

/** The server closes on its clock; a moment's margin finds the auction read as ended. */
const AFTER_END_MS = 500;
/** Longer waits are read hourly instead: a browser timer past 24.8 days fires at once. */
const LONGEST_WAIT_MS = 3_600_000;

/**
 * When the edit form should read its product again: as the auction ends, so an auction that ends
 * with bids locks its fields on the open form, not only after a reload. A late bid that moved the
 * end shows in that read, which waits for the new end in turn; an ended auction is not read again.
 */
export function readAgainAtEnd(product: Product | undefined, now = serverNow().getTime()): number | false {
  if (product === undefined || product.status === 'closed') return false;
  return Math.min(Math.max(Date.parse(product.endtime) - now, 0) + AFTER_END_MS, LONGEST_WAIT_MS);
}
