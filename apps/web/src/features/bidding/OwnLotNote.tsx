import { Link } from 'react-router-dom';
import type { Product } from '@bidhub/contracts';
import { adminProductPath } from '../../lib/admin-product-paths';

/** In place of the bid form on a lot the signed-in admin created. */
export function OwnLotNote({ product }: { product: Product }) {
  return (
    <div className="own-lot-note" data-testid="own-lot-note">
      <p className="alert alert--info">This is your auction: a seller cannot bid on their own lot or buy it.</p>
      <Link to={adminProductPath(product)}>Edit this product</Link>
    </div>
  );
}
