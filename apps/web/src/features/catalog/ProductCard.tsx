import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PHOTO_SLOT_SIZES, productPhotoSrcSet, productPhotoUrl, type Product } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { endedResult } from '../../lib/auction-result';
import { countOf, descriptionPreview, formatPrice, formatTimeLeft } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { AddToCartButton } from '../wishlist';

const CARD_PHOTO_WIDTH = 320;
const CARD_PHOTO_HEIGHT = 240;

/** How early a card's photo loads: the first card's is likely the page's largest paint. */
export type PhotoPriority = 'largest' | 'first-screen' | 'later';

/**
 * `photoPriority`: the first card's photo loads ahead of everything else; the rest of the first
 * screen's at once but without competing with it; the others lazily. `headingLevel`: one below the
 * page's last heading, so headings never skip a level (2 under a page's h1, 3 under the home's h2).
 */
export function ProductCard({ product, photoPriority = 'later', headingLevel = 3 }: { product: Product; photoPriority?: PhotoPriority; headingLevel?: 2 | 3 }) {
  const left = useCountdown(product.endtime, product.serverTime);
  // Closed when the server said so, whatever this device's clock counts.
  const open = left > 0 && product.status === 'open';
  // Its time is up here, but the server last said open: a late bid may have extended it, and the
  // list is asked again just after the end (useRefreshAtNextEnd). Until then no result is shown.
  const closing = left <= 0 && product.status === 'open';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Every card's buttons have the same names; the product's name describes them, so a screen
  // reader's list of links says which auction each one opens.
  const nameId = useId();
  const productPath = `/product/${encodeURIComponent(product.slug)}`;
  return (
    <article className="card product-card" data-testid="product-card">
      <CardPhoto product={product} to={productPath} priority={photoPriority} />
      <div className="product-card__body">
        <Heading id={nameId} className="product-card__name" dir="auto">
          <Link to={productPath} className="product-card__name-link">
            {product.name}
          </Link>
        </Heading>
        <p className="text-secondary product-card__description">{descriptionPreview(product.description)}</p>
        <div className="product-card__footer">
          <strong>{formatPrice(product.price)}</strong>
          <span className="text-secondary product-card__bids">{countOf(product.bidCount, 'bid')}</span>
          {open ? (
            <span className="tag tag--green" aria-label="Time left">
              {formatTimeLeft(left)}
            </span>
          ) : (
            <span className="tag product-card__ended">{closing ? 'Closing' : 'Ended'}</span>
          )}
        </div>
        {/* Offered until the first bid (the server then sends null): a buyer looks for it on the list. */}
        {open && product.buyNowPrice !== null && <p className="product-card__result">Buy It Now: {formatPrice(product.buyNowPrice)}</p>}
        {!open && !closing && (
          <p className="product-card__result" data-testid="auction-result">
            {endedResult(product)}
          </p>
        )}
        <div className="product-card__actions">
          {/* An ended auction takes no bids: the card only leads to its page. */}
          <LinkButton type={open ? 'primary' : 'default'} block to={productPath} describedBy={nameId}>
            {open ? 'BID NOW' : 'View result'}
          </LinkButton>
          <AddToCartButton product={product} describedBy={nameId} />
        </div>
      </div>
    </article>
  );
}

/**
 * The photo opens the auction, as the name does, as on every marketplace (outside audit N1): it is
 * the name's link again, so it is left out of the Tab order and of what is read out. Without a photo
 * the card keeps the photo's place, so its buttons line up with the others'.
 */
function CardPhoto({ product, to, priority }: { product: Product; to: string; priority: PhotoPriority }) {
  const photo = productPhotoUrl(product, CARD_PHOTO_WIDTH);
  if (!photo) return <div className="product-card__no-photo">No photo</div>;
  return (
    <Link to={to} className="product-card__photo-link" tabIndex={-1} aria-hidden="true">
      <img
        src={photo}
        srcSet={productPhotoSrcSet(product)}
        sizes={PHOTO_SLOT_SIZES.card}
        alt={product.name}
        loading={priority === 'later' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'largest' ? 'high' : 'auto'}
        width={CARD_PHOTO_WIDTH}
        height={CARD_PHOTO_HEIGHT}
      />
    </Link>
  );
}
