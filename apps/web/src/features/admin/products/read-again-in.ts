import type { Product } from '@bidhub/contracts';
import { serverNow } from '../../../lib/server-clock';

/** The server closes on its clock; a moment's margin finds the auction read as ended. */
const AFTER_END_MS = 500;
/** Meanwhile it is read this often: bids go on, and a late one moves the end. */
const LONGEST_WAIT_MS = 10_000;

/**
 * When the edit form should read its product again: every ten seconds while it is open, so its
 * locks, notes and early-end warning follow the bids (the warning quoted a price two bids old,
 * outside audit R5), and just after it ends, so an auction that ends with bids locks its fields on
 * the open form, not only after a reload. An ended auction is not read again.
 */
export function readAgainIn(product: Product | undefined, now = serverNow().getTime()): number | false {
  if (product === undefined || product.status === 'closed') return false;
  return Math.min(Math.max(Date.parse(product.endtime) - now, 0) + AFTER_END_MS, LONGEST_WAIT_MS);
}
