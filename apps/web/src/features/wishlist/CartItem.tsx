import { Button, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Product } from '@bidhub/contracts';
import { descriptionPreview, formatPrice } from '../../lib/format';
import { productPhotoUrl } from '../catalog/product-photo-url';

const THUMBNAIL_WIDTH = 320;

/** One wishlist entry: photo, name (a link to its auction), short description, price and Remove. */
export function CartItem({ product, onRemove }: { product: Product; onRemove: (productId: string) => void }) {
  const photo = productPhotoUrl(product, THUMBNAIL_WIDTH);
  return (
    <Card className="cart-item" data-testid="cart-item" size="small">
      <div className="cart-item__body">
        {photo ? (
          <img className="cart-item__photo" src={photo} alt={product.name} width={160} height={120} loading="lazy" />
        ) : (
          <div className="cart-item__photo cart-item__photo--missing">No photo</div>
        )}
        <div className="cart-item__details">
          <Typography.Title level={5} className="cart-item__name">
            <Link to={`/product/${encodeURIComponent(product.slug)}`}>{product.name}</Link>
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="cart-item__description">
            {descriptionPreview(product.description)}
          </Typography.Paragraph>
          <Typography.Text strong>Minimum Bid : {formatPrice(product.price)}</Typography.Text>
        </div>
        <Button danger className="cart-item__remove" onClick={() => onRemove(product._id)} aria-label={`Remove ${product.name}`}>
          Remove
        </Button>
      </div>
    </Card>
  );
}
