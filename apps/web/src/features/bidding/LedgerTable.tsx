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
 * The page number a start shows: new bids leave it between two, and Newer and Older must stay
 * offered while rows lie above or below it.
 */
function pageShown(start: number, count: number, pages: number): number {
  if (start === 0) return 0;
  if (start + PAGE_SIZE >= count) return pages - 1;
  return Math.min(Math.max(Math.round(start / PAGE_SIZE), 1), pages - 2);
}

/** Where a ledger page starts, newest first: the page asked for, counted from the one shown. */
function startOfPage(page: number, shown: { page: number; start: number }, pages: number): number {
  if (page === 0) return 0;
  if (page === pages - 1) return page * PAGE_SIZE;
  return Math.min(Math.max(shown.start + (page - shown.page) * PAGE_SIZE, 0), (pages - 1) * PAGE_SIZE);
}

/**
 * The ledger's rows, ten to a page. Each time names the viewer's zone, as the end time above it does:
 * a last-second bid is read against that end. A table on wide screens; on a phone each row becomes a
 * block of 'label value' lines (the cells' data-label), so nothing scrolls sideways. The first page
 * takes new bids as they come; any other holds the rows it opened on, which new bids at the top
 * shifted under the reader's eyes (outside audit X3).
 */
export function LedgerTable({ bids, ended = false }: { bids: LedgerBid[]; ended?: boolean }) {
  // The newest row shown, by its sequence number; undefined on the first page.
  const [topSeq, setTopSeq] = useState<number>();
  // An ended lot takes no first bid any more.
  if (bids.length === 0) return <p className="empty">{ended ? 'No bids were placed.' : 'No bids yet: the first one may equal the starting price.'}</p>;
  const pages = Math.ceil(bids.length / PAGE_SIZE);
  const anchored = topSeq === undefined ? 0 : bids.findIndex((bid) => bid.seq <= topSeq);
  const start = Math.min(Math.max(anchored, 0), (pages - 1) * PAGE_SIZE);
  const shown = { page: pageShown(start, bids.length, pages), start };
  const turnTo = (page: number) => {
    const next = startOfPage(page, shown, pages);
    setTopSeq(next === 0 ? undefined : bids[next]?.seq);
  };
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
          {bids.slice(start, start + PAGE_SIZE).map((bid) => (
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
      {pages > 1 && (
        <Pager label="Bid history pages" page={shown.page} pages={pages} onPage={turnTo} previousText="Newer bids" nextText="Older bids" ends={{ firstText: 'Newest', lastText: 'Oldest' }} />
      )}
      {/* Two rows of one amount, the later one automatic, read as a tie the wrong bidder won. */}
      {bids.some((bid) => bid.auto) && <p className="text-secondary bid-ledger__note">{AUTOMATIC_EXPLAINED}</p>}
    </>
  );
}
