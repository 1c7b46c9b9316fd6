import { Link } from 'react-router-dom';
import { productPhotoUrl, type Product } from '@bidhub/contracts';
import { endedResult } from '../../lib/auction-result';
import { countOf, descriptionPreview, formatAmount, formatTimeLeft } from '../../lib/format';
import { sameUsername } from '../../lib/same-username';
import { useCountdown } from '../../lib/use-countdown';
import { useSession } from '../auth';

const THUMBNAIL_WIDTH = 320;

/** One wishlist entry: photo, name (a link to its auction), short description, price and Remove. */
interface CartItemProps {
  product: Product;
  /** One below the cart's summary heading, wherever the cart stands. */
  headingLevel: number;
  onRemove: (productId: string) => Promise<void>;
}

/** Time left; once the server has closed it, what the auction came to: a watched lot that ended said only 'Ended', won or not (outside audit X2). */
function stateOf(product: Product, timeLeft: number, username: string | undefined): string {
  if (timeLeft > 0) return `${formatTimeLeft(timeLeft)} left`;
  if (product.status !== 'closed') return 'Ended';
  // '0 bids' already says nobody bid; the winner reads of their own win as the lot's page says it.
  if (product.bidCount === 0) return 'Ended · No sale';
  return sameUsername(product.winner, username) ? 'Ended · You won' : `Ended · ${endedResult(product)}`;
}

export function CartItem({ product, headingLevel, onRemove }: CartItemProps) {
  const photo = productPhotoUrl(product, THUMBNAIL_WIDTH);
  const Name = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const timeLeft = useCountdown(product.endtime, product.serverTime);
  const username = useSession().session?.user.email;
  return (
    <article className="card card__body cart-item" data-testid="cart-item">
      <div className="cart-item__body">
        {photo ? (
          <img className="cart-item__photo" src={photo} alt={product.name} width={160} height={120} loading="lazy" />
        ) : (
          <div className="cart-item__photo cart-item__photo--missing">No photo</div>
        )}
        <div className="cart-item__details">
          <Name className="cart-item__name" dir="auto">
            <Link to={`/product/${encodeURIComponent(product.slug)}`}>{product.name}</Link>
          </Name>
          <p className="text-secondary cart-item__description">{descriptionPreview(product.description)}</p>
          <strong data-testid="cart-item-price">Minimum Bid : {formatAmount(product.price)}</strong>
          <span className="text-secondary cart-item__state">
            {countOf(product.bidCount, 'bid')} · {stateOf(product, timeLeft, username)}
          </span>
        </div>
        <button type="button" className="btn btn--danger cart-item__remove" onClick={() => void onRemove(product._id)} aria-label={`Remove ${product.name}`}>
          Remove
        </button>
      </div>
    </article>
  );
}
