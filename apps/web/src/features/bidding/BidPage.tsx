import type { Product } from '@bidhub/contracts';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { formatPrice } from '../../lib/format';
import { sameUsername } from '../../lib/same-username';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../auth';
import { AuctionOutcome } from './AuctionOutcome';
import { endedBelowReserve } from '../../lib/ended-below-reserve';
import type { BidState } from './bid-state';
import { BidProductForm } from './BidProductForm';
import { DataError } from '../../components/DataError';
import { OwnLotNote } from './OwnLotNote';
import { atPriceCap, PriceCapNote } from './PriceCapNote';
import { notFoundTitle, ProductNotFound } from './ProductNotFound';
import { SignInToBid } from './SignInToBid';
import { useOwnLot } from './use-own-lot';
import { useLiveAuction } from './use-live-auction';
import { useProduct } from './use-product';
import './bidding.css';

const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;

/** /bid?product={slug}: the spec's bid screen, reached from the product page; without a product it sends the user home. */
export function BidPage() {
  const [searchParams] = useSearchParams();
  const slug = searchParams.get('product')?.trim() ?? '';
  if (!slug) return <Navigate to="/home" replace />;
  return <BidScreen slug={slug} />;
}

function BidScreen({ slug }: { slug: string }) {
  const { load, applyBidState, retry, forgetRemoved } = useProduct(slug);
  useDocumentTitle(load.status === 'not-found' ? notFoundTitle(load.removed) : 'Bid Product');
  if (load.status === 'loading') return <BidScreenSkeleton />;
  if (load.status === 'not-found') return <ProductNotFound removed={load.removed} />;
  if (load.status === 'failed') return <DataError title="This auction could not be loaded" message={load.message} onRetry={retry} wholePage />;
  return <LiveBidScreen product={load.product} applyBidState={applyBidState} retry={retry} forgetRemoved={forgetRemoved} />;
}

interface LiveBidScreenProps {
  product: Product;
  applyBidState: (update: BidState) => void;
  retry: () => void;
  forgetRemoved: (productId: string) => void;
}

/**
 * A loaded auction's bid screen, following its live stream as the product page does: rivals' bids
 * move the minimum, the end shows its outcome, and a lot deleted meanwhile says so at once instead
 * of when BID PRODUCT is pressed.
 */
function LiveBidScreen({ product, applyBidState, retry, forgetRemoved }: LiveBidScreenProps) {
  const { session } = useSession();
  const [openedSignedIn] = useState(session !== undefined);
  const ownLot = useOwnLot(product._id);
  const navigate = useNavigate();
  const open = product.status === 'open';
  useLiveAuction(product, open, { username: session?.user.email, myMaximum: undefined }, { onBidState: applyBidState, onLiveBid: ignoreLiveBid, onEdited: retry, onRemoved: forgetRemoved });
  const capped = atPriceCap(product);
  const withForm = open && !ownLot && !capped && session !== undefined;
  return (
    <section className="card card__body bid-page">
      <h1 className="page-heading">Bid Product</h1>
      {/* The form names the product in its fields; without it the page still says which auction this is. */}
      {!withForm && <BidScreenProduct product={product} />}
      {!open ? (
        <AuctionOutcome winner={product.winner} reserveNotMet={endedBelowReserve(product)} />
      ) : ownLot ? (
        <OwnLotNote product={product} />
      ) : capped ? (
        <PriceCapNote product={product} />
      ) : session ? (
        <>
          {sameUsername(product.winner, session.user.email) && <LeaderNote slug={product.slug} />}
          <BidProductForm
            product={product}
            bidder={session.user}
            onPlaced={(placed, outbid) => {
              applyBidState(placed);
              // The spec goes home after a bid; one outbid at once stays, so the user can bid again.
              if (!outbid) navigate('/');
            }}
            onRefused={retry}
          />
        </>
      ) : (
        <SignInToBid replacedForm={openedSignedIn} />
      )}
      <p className="bid-page__back">
        <Link to={productPath(product.slug)}>Back to the auction</Link>
      </p>
    </section>
  );
}

/** This screen shows no maximum of the bidder's own to follow. */
const ignoreLiveBid = () => {};

/** The spec's screen has no raise of the maximum alone: a leader bidding here outbids themselves. */
function LeaderNote({ slug }: { slug: string }) {
  return (
    <p className="alert alert--success">
      You're the highest bidder: a bid here raises the price you pay. To raise only your maximum, use{' '}
      <Link to={productPath(slug)}>the auction's page</Link>.
    </p>
  );
}

function BidScreenProduct({ product }: { product: Product }) {
  return (
    <div className="bid-page__product">
      <h2 className="bid-page__product-name">{product.name}</h2>
      <p>
        {product.status === 'open' ? 'Current bid' : 'Final price'}: {formatPrice(product.price)}
        {product.status === 'open' && !atPriceCap(product) && ` · Minimum bid: ${formatPrice(product.minNextBid)}`}
      </p>
    </div>
  );
}

function BidScreenSkeleton() {
  return (
    <div className="card card__body bid-page" role="status" aria-busy="true" aria-label="Loading the auction">
      <div className="skeleton-line skeleton-line--title" />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((line) => (
        <div key={line} className="skeleton-line" />
      ))}
    </div>
  );
}
