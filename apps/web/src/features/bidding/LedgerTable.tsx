import { useState } from 'react';
import type { LedgerBid } from '@bidhub/contracts';
import { Pager } from '../../components/Pager';
import { formatPrice } from '../../lib/format';
import { Moment } from '../../components/Moment';

const PAGE_SIZE = 10;

export const AUTOMATIC_EXPLAINED =
  '(automatic) marks a bid placed by a bidder\'s maximum. One equal to the bid before it means that maximum was set first: at the same amount, the earlier bid leads.';

// Automatic bids (placed by a bidder's maximum) and Buy It Now are marked; the maximum never shows.
const bidderText = (bid: LedgerBid) => (bid.kind === 'buy-now' ? `${bid.bidder} (Buy It Now)` : bid.auto ? `${bid.bidder} (automatic)` : bid.bidder);

/**
 * The ledger's rows, ten to a page. Each time names the viewer's zone, as the end time above it does:
 * a last-second bid is read against that end. A table on wide screens; on a phone each row becomes a block of
 * 'label value' lines (the cells' data-label), so nothing scrolls sideways.
 */
export function LedgerTable({ bids, ended = false }: { bids: LedgerBid[]; ended?: boolean }) {
  const [page, setPage] = useState(0);
  // An ended lot takes no first bid any more.
  if (bids.length === 0) return <p className="empty">{ended ? 'No bids were placed.' : 'No bids yet: the first one may equal the starting price.'}</p>;
  const pages = Math.ceil(bids.length / PAGE_SIZE);
  // New bids arrive at the top and can shorten nothing, but a page past the end shows the last one.
  const shown = Math.min(page, pages - 1);
  return (
    <>
      <table className="ledger-table stacked-table">
        <thead>
          <tr>
            <th scope="col" className="ledger-table__seq">
              #
            </th>
            <th scope="col">Bidder</th>
            <th scope="col">Amount</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody>
          {bids.slice(shown * PAGE_SIZE, (shown + 1) * PAGE_SIZE).map((bid) => (
            <tr key={bid._id} data-row-key={bid._id}>
              <td className="ledger-table__seq" data-label="#">
                {bid.seq}
              </td>
              <td data-label="Bidder">{bidderText(bid)}</td>
              <td data-label="Amount">{formatPrice(bid.amount)}</td>
              <td data-label="Time">
                <Moment iso={bid.createdAt} zoned />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && <Pager label="Bid history pages" page={shown} pages={pages} onPage={setPage} previousText="Newer bids" nextText="Older bids" />}
      {/* Two rows of one amount, the later one automatic, read as a tie the wrong bidder won. */}
      {bids.some((bid) => bid.auto) && <p className="text-secondary bid-ledger__note">{AUTOMATIC_EXPLAINED}</p>}
    </>
  );
}
