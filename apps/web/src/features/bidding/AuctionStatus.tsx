import { useState } from 'react';
import type { Product } from '@bidhub/contracts';
import { countOf, formatPrice, formatTimeLeft } from '../../lib/format';
import { AuctionEnd } from './AuctionEnd';
import { endedBelowReserve } from '../../lib/ended-below-reserve';
import { LiveIndicator } from './LiveIndicator';
import { sameUsername } from '../../lib/same-username';
import type { LiveStatus } from './use-live-bids';

interface AuctionStatusProps {
  product: Product;
  /** Milliseconds until the end on the server's clock. */
  timeLeft: number;
  liveStatus: LiveStatus;
  /** The signed-in user's username, if any. */
  username?: string;
}

function priceLabel({ bidCount, hasReserve, reserveMet }: Product, open: boolean): string {
  if (bidCount === 0) return 'Starting price';
  if (open) return 'Current bid';
  // Below the reserve nothing was sold: the top bid did not win.
  return hasReserve && !reserveMet ? 'Highest bid' : 'Winning bid';
}

/** How an auction that closed while the page was open came out, as its outcome box says it. */
function resultOf(product: Product): string {
  const { winner, price } = product;
  if (endedBelowReserve(product)) return 'Reserve not met - no sale';
  return winner ? `Sold to ${winner} for ${formatPrice(price)}` : 'No bids were placed';
}

function newBidText(product: Product, username: string | undefined, previousWinner: string): string {
  // The signed-in user's own bid (from this tab or another) is said by its toast and by their
  // standing ("You're the highest bidder"); reading it out a third time as news would be noise.
  const tookTheLead = sameUsername(product.winner, username) && !sameUsername(previousWinner, username);
  return tookTheLead ? '' : `New bid: ${formatPrice(product.price)}, ${countOf(product.bidCount, 'bid')}`;
}

/**
 * What changed while the page was open (not the state it opened with): a watcher who has not bid
 * hears each bid too, and the end, a Buy It Now included, as the sale it was rather than a bid.
 */
function useAnnouncement(product: Product, username: string | undefined): string {
  const [atOpen] = useState({ status: product.status });
  const [heard, setHeard] = useState({ bidCount: product.bidCount, winner: product.winner, text: '' });
  if (product.bidCount !== heard.bidCount) {
    const text = product.bidCount > heard.bidCount ? newBidText(product, username, heard.winner) : '';
    setHeard({ bidCount: product.bidCount, winner: product.winner, text });
  }
  if (atOpen.status === 'open' && product.status === 'closed') return `Auction ended. ${resultOf(product)}`;
  return heard.text;
}

export function AuctionStatus({ product, timeLeft, liveStatus, username }: AuctionStatusProps) {
  const open = timeLeft > 0;
  const announcement = useAnnouncement(product, username);
  return (
    <section aria-label="Auction" className="auction-status">
      <p className="visually-hidden" role="status" data-testid="bid-announcement">
        {announcement}
      </p>
      <dl className="auction-status__figures">
        <div className="statistic" data-testid="current-price">
          <dt className="statistic__title">{priceLabel(product, open)}</dt>
          <dd className="statistic__value">{formatPrice(product.price)}</dd>
        </div>
        <div className="statistic" data-testid="bid-count">
          <dt className="statistic__title">Bids</dt>
          <dd className="statistic__value">{product.bidCount}</dd>
        </div>
        {/* For everyone, as the card shows it: a visitor or the seller sees no Buy It Now button. */}
        {open && product.buyNowPrice !== null && (
          <div className="statistic" data-testid="buy-now-price">
            <dt className="statistic__title">Buy It Now</dt>
            <dd className="statistic__value">{formatPrice(product.buyNowPrice)}</dd>
          </div>
        )}
      </dl>
      <div className="auction-status__clock">
        <strong className={open ? undefined : 'text-secondary'} data-testid="time-left">
          Time Left: {formatTimeLeft(timeLeft)}
        </strong>
        <LiveIndicator status={liveStatus} closing={!open && product.status === 'open'} />
      </div>
      <AuctionEnd endtime={product.endtime} bidCount={product.bidCount} timeLeft={timeLeft} />
    </section>
  );
}
