import { toPaise, type LedgerBid, type Product } from '@bidhub/contracts';

/**
 * The hash covers each row's bidder id, not the name shown beside it. Usernames are unique, so one id
 * under two names, or one name under two ids, means a name was changed on the way.
 */
export function namesAreConsistent(bids: readonly LedgerBid[]): boolean {
  const nameOfId = new Map<string, string>();
  const idOfName = new Map<string, string>();
  return bids.every(({ bidderId, bidder }) => {
    const [name, id] = [nameOfId.get(bidderId) ?? bidder, idOfName.get(bidder) ?? bidderId];
    nameOfId.set(bidderId, bidder);
    idOfName.set(bidder, bidderId);
    return name === bidder && id === bidderId;
  });
}

/**
 * The auction as the page shows it agrees with the ledger's newest row: its price, and its winner
 * when there is one (none while a reserve is not met). Checked only when both tell of the same
 * number of bids; a bid landing between the two reads is not a disagreement.
 */
export function agreesWithProduct(bids: readonly LedgerBid[], product: Pick<Product, 'bidCount' | 'price' | 'winner'>): boolean {
  const newest = bids[0];
  if (newest === undefined || bids.length !== product.bidCount) return true;
  return toPaise(newest.amount) === toPaise(product.price) && (product.winner === '' || product.winner === newest.bidder);
}
