import { Link } from 'react-router-dom';
import type { MyBid, MyBidOutcome } from '@bidhub/contracts';
import { DataError } from '../../components/DataError';
import { Pager } from '../../components/Pager';
import { SkeletonLines } from '../../components/SkeletonLines';
import { formatPrice, formatZonedMoment } from '../../lib/format';
import { useLastPageInstead, usePageParam } from '../../lib/use-page-param';
import { MY_BIDS_PAGE_SIZE } from './my-bids-api';
import { useMyBids } from './use-my-bids';
import './my-bids.css';

const PAGE_SIZE = 20;

const OUTCOME_TAGS: Record<MyBidOutcome, { className: string; label: string }> = {
  winning: { className: 'tag tag--green', label: 'Winning' },
  outbid: { className: 'tag tag--orange', label: 'Outbid' },
  won: { className: 'tag tag--blue', label: 'Won' },
  lost: { className: 'tag', label: 'Lost' },
  'reserve-not-met': { className: 'tag', label: 'Reserve not met' },
};

/** Where a page (from 0) of twenty lies: the server's page of a hundred (from 1) that holds it, and its first row there. */
const placeOf = (page: number) => ({ serverPage: Math.floor((page * PAGE_SIZE) / MY_BIDS_PAGE_SIZE) + 1, start: (page * PAGE_SIZE) % MY_BIDS_PAGE_SIZE });

/**
 * The auctions the user has bid on, as GET /product/my-bids reports them, twenty to a page, every
 * one of them: the pages count the total the server gives, and each reads the server's page that
 * holds it. A table on wide screens; on a phone each row becomes a block of 'label value' lines
 * (the cells' data-label). The page is in the address, so Back from a lot returns to it.
 */
export function MyBidsTable() {
  const [page, setPage] = usePageParam();
  const { serverPage, start } = placeOf(page);
  const { reply, error, retry } = useMyBids(serverPage);
  const pages = Math.ceil((reply?.total ?? 0) / PAGE_SIZE);
  const beyondLast = useLastPageInstead(page, reply && pages, setPage);
  if (error) return <DataError title="Your bids could not be loaded" message={error} onRetry={retry} />;
  if (!reply || beyondLast) {
    return (
      <div role="status" aria-label="Loading your bids">
        <SkeletonLines count={5} />
      </div>
    );
  }
  if (reply.total === 0) {
    return (
      <p className="empty">
        You have not bid on anything yet. <Link to="/home">Browse the auctions</Link>
      </p>
    );
  }
  return (
    <>
      <p className="text-secondary my-bids__total">{reply.total === 1 ? 'You have bid on 1 auction.' : `You have bid on ${reply.total} auctions.`}</p>
      <table className="my-bids-table stacked-table" data-testid="my-bids">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Your highest bid</th>
            <th scope="col">Your maximum</th>
            <th scope="col">Current or final bid</th>
            <th scope="col">Status</th>
            <th scope="col">Ends</th>
          </tr>
        </thead>
        <tbody>
          {reply.bids.slice(start, start + PAGE_SIZE).map((bid) => (
            <MyBidRow key={bid.product._id} bid={bid} />
          ))}
        </tbody>
      </table>
      {pages > 1 && <Pager label="Your bids pages" page={page} pages={pages} onPage={setPage} previousText="Previous" nextText="Next" />}
    </>
  );
}

/** Leading below the reserve is no sale yet: said as the product page says it, not as a plain 'Winning'. */
const BELOW_RESERVE = { className: 'tag tag--orange', label: 'Leading, reserve not met' };

function tagOf({ outcome, product }: MyBid) {
  return outcome === 'winning' && product.hasReserve && !product.reserveMet ? BELOW_RESERVE : OUTCOME_TAGS[outcome];
}

function MyBidRow({ bid }: { bid: MyBid }) {
  const outcome = tagOf(bid);
  return (
    <tr data-row-key={bid.product._id}>
      <td data-label="Product">
        <Link to={`/product/${encodeURIComponent(bid.product.slug)}`} dir="auto">
          {bid.product.name}
        </Link>
      </td>
      <td data-label="Your highest bid">{formatPrice(bid.myHighestBid)}</td>
      <td data-label="Your maximum">{bid.myMaxBid === null ? 'None' : formatPrice(bid.myMaxBid)}</td>
      <td data-label={bid.product.status === 'open' ? 'Current bid' : 'Final bid'}>{formatPrice(bid.product.price)}</td>
      <td data-label="Status">
        <span className={outcome.className}>{outcome.label}</span>
      </td>
      <td data-label={bid.product.status === 'open' ? 'Ends' : 'Ended'}>{formatZonedMoment(bid.product.endtime)}</td>
    </tr>
  );
}
