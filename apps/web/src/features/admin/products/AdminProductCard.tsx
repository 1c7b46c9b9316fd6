import { productPhotoUrl, type Product } from '@bidhub/contracts';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatPrice, formatZonedMoment } from '../../../lib/format';
import { adminProductPath } from '../../../lib/admin-product-paths';
import { saleOutcome } from './admin-product-texts';

/** What the admin checks at a glance: the price (the current bid once there is one), open or closed, the end, the bids. */
function AuctionFacts({ product, id }: { product: Product; id: string }) {
  const open = product.status === 'open';
  const outcome = saleOutcome(product);
  return (
    <dl id={id} className="admin-product-card__facts" data-testid="admin-product-facts">
      <dt>Price</dt>
      <dd>{formatPrice(product.price)}</dd>
      <dt>Status</dt>
      <dd>
        <span className={open ? 'tag tag--green' : 'tag'}>{open ? 'Open' : 'Closed'}</span>
        {outcome && ` ${outcome}`}
      </dd>
      <dt>{open ? 'Ends' : 'Ended'}</dt>
      <dd>{formatZonedMoment(product.endtime)}</dd>
      <dt>Bids</dt>
      <dd>{product.bidCount}</dd>
    </dl>
  );
}

/**
 * A product in the admin's list, opened by clicking anywhere on it: its name is the link, stretched
 * over the card, and the facts describe it. A whole-card link read name, description and every fact
 * as its name, 40 to 60 words, and its visible text was not its name.
 */
export function AdminProductCard({ product }: { product: Product }) {
  const photo = productPhotoUrl(product, 320);
  const factsId = useId();
  // The list's search goes with the link, so a saved edit returns to it.
  const { pathname, search } = useLocation();
  return (
    <article className="card admin-product-card" data-testid="admin-product-card">
      {photo ? (
        // One width only: with a srcset, a tiny photo's density-corrected naturalWidth rounds to 0, which
        // reads as a broken image to anything checking that the photo loaded.
        <img src={photo} alt="" loading="lazy" width={320} height={200} className="admin-product-card__photo" />
      ) : (
        <div className="admin-product-card__photo admin-product-card__no-photo">No photo</div>
      )}
      <div className="admin-product-card__body">
        <h2 className="admin-product-card__name">
          <Link to={adminProductPath(product)} state={{ adminList: pathname + search }} aria-describedby={factsId} className="admin-product-card__link">
            {product.name}
          </Link>
        </h2>
        <p className="text-secondary admin-product-card__description">{product.description}</p>
        <AuctionFacts product={product} id={factsId} />
      </div>
    </article>
  );
}
