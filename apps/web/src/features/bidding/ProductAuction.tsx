import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@bidhub/contracts';
import { useCountdown } from '../../lib/use-countdown';
import { useSession } from '../auth';
import { AuctionOutcome } from './AuctionOutcome';
import { endedBelowReserve } from '../../lib/ended-below-reserve';
import { AuctionStatus } from './AuctionStatus';
import { BidderStanding } from './BidderStanding';
import { BidForm } from './BidForm';
import { BidLedger } from './BidLedger';
import { BuyNow } from './BuyNow';
import { OwnLotNote } from './OwnLotNote';
import { atPriceCap, PriceCapNote } from './PriceCapNote';
import type { BidState } from './bid-state';
import { ProductFacts } from './ProductFacts';
import { ProductPhoto } from './ProductPhoto';
import { sameUsername } from '../../lib/same-username';
import { SignInToBid } from './SignInToBid';
import { useLedger } from './use-ledger';
import { useLiveAuction } from './use-live-auction';
import { useOwnLot } from './use-own-lot';
import { WatchButton } from '../wishlist';
import { useMyMaximum } from '../my-bids';

interface ProductAuctionProps {
  product: Product;
  onBidState: (update: BidState) => void;
  /** An admin edited the auction while the page showed it (its end time, say): read it again. */
  onEdited: (slug: string | undefined) => void;
  /** The auction was deleted while the page showed it. */
  onRemoved: (productId: string) => void;
  /** Read the auction again: the server refused a bid on what the page shows. */
  onRefused: () => void;
}

/** A loaded auction: the product, its live state, the way to bid and the bid ledger. */
export function ProductAuction({ product, onBidState, onEdited, onRemoved, onRefused }: ProductAuctionProps) {
  const { ledger, error: ledgerError, retry: retryLedger } = useLedger(product._id, product.bidCount);
  const { session } = useSession();
  const username = session?.user.email;
  const hasBid = ledger?.bids.some((bid) => sameUsername(bid.bidder, username)) ?? false;
  const { myMaximum, refresh: refreshMyMaximum, followLiveBid } = useMyMaximum(product._id, hasBid);
  const timeLeft = useCountdown(product.endtime, product.serverTime);
  const open = timeLeft > 0;
  const ownLot = useOwnLot(product._id);
  const [openedWhileOpen] = useState(open);
  const [openedSignedIn] = useState(session !== undefined);
  const liveStatus = useLiveAuction(product, open, { username, myMaximum }, { onBidState, onLiveBid: followLiveBid, onEdited, onRemoved });
  const onPlaced = useCallback(
    (placed: Product) => {
      onBidState(placed);
      refreshMyMaximum(placed.bidCount, true);
    },
    [onBidState, refreshMyMaximum],
  );

  return (
    <div className="product-page">
      <div className="product-page__columns">
        <div className="product-page__photo">
          <ProductPhoto product={product} />
        </div>
        <div className="card card__body product-page__details">
          <ProductFacts product={product} />
          <WatchButton product={product} timeLeft={timeLeft} />
          <hr className="product-page__divider" />
          <AuctionStatus product={product} timeLeft={timeLeft} liveStatus={liveStatus} username={username} />
          <BidderStanding product={product} open={open} username={username} hasBid={hasBid} myMaximum={myMaximum} topBidder={ledger?.bids[0]?.bidder} />
          <hr className="product-page__divider" />
          {open ? (
            ownLot ? (
              <OwnLotNote product={product} />
            ) : atPriceCap(product) ? (
              <PriceCapNote product={product} />
            ) : session ? (
              <>
                <BidForm product={product} bidder={session.user} onPlaced={onPlaced} onRefused={onRefused} myMaximum={myMaximum} />
                {/* The spec's own bid screen, with the product's facts beside the amount. */}
                <Link className="bid-page-link" to={`/bid?product=${encodeURIComponent(product.slug)}`}>
                  Open the BID PRODUCT form
                </Link>
                <BuyNow product={product} onBought={onBidState} onRefused={onRefused} />
              </>
            ) : (
              <SignInToBid replacedForm={openedSignedIn} />
            )
          ) : (
            <AuctionOutcome winner={product.winner} reserveNotMet={endedBelowReserve(product)} replacedForm={openedWhileOpen} boughtNow={ledger?.bids[0]?.kind === 'buy-now'} />
          )}
        </div>
      </div>
      <BidLedger productId={product._id} ledger={ledger} error={ledgerError} onRetry={retryLedger} product={product} />
    </div>
  );
}
