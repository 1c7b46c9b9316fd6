import { MAX_AMOUNT_RUPEES, type Product } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';

/** Past the most any bid may name, the next minimum cannot be met: no form invites a bid the server must refuse. */
export const atPriceCap = (product: Pick<Product, 'minNextBid'>) => product.minNextBid > MAX_AMOUNT_RUPEES;

/** In place of the bid form on a lot whose price has reached the cap. */
export function PriceCapNote({ product }: { product: Pick<Product, 'price'> }) {
  return (
    <p className="alert alert--info" data-testid="price-cap-note">
      The price has reached {formatPrice(product.price)}, the most BidHub takes: no higher bid is possible.
    </p>
  );
}
