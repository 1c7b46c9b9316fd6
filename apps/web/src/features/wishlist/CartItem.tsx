import { Button, Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Product } from '@bidhub/contracts';
import { descriptionPreview, formatPrice, formatTimeLeft } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { productPhotoUrl } from '../../lib/product-photo-url';

const THUMBNAIL_WIDTH = 320;

/** One wishlist entry: photo, name (a link to its auction), short description, price and Remove. */
export function CartItem({ product, onRemove }: { product: Product; onRemove: (productId: string) => Promise<void> }) {
  const photo = productPhotoUrl(product, THUMBNAIL_WIDTH);
  const timeLeft = useCountdown(product.endtime, product.serverTime);
  return (
    <Card className="cart-item" data-testid="cart-item" size="small">
      <div className="cart-item__body">
        {photo ? (
          <img className="cart-item__photo" src={photo} alt={product.name} width={160} height={120} loading="lazy" />
        ) : (
          <div className="cart-item__photo cart-item__photo--missing">No photo</div>
        )}
        <div className="cart-item__details">
          <Typography.Title level={3} className="cart-item__name">
            <Link to={`/product/${encodeURIComponent(product.slug)}`}>{product.name}</Link>
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="cart-item__description">
            {descriptionPreview(product.description)}
          </Typography.Paragraph>
          <Typography.Text strong data-testid="cart-item-price">
            Minimum Bid : {formatPrice(product.price)}
          </Typography.Text>
          <Typography.Text type="secondary" className="cart-item__state">
            {product.bidCount} {product.bidCount === 1 ? 'bid' : 'bids'} ·{' '}
            {timeLeft > 0 ? `${formatTimeLeft(timeLeft)} left` : 'Ended'}
          </Typography.Text>
        </div>
        <Button danger className="cart-item__remove" onClick={() => void onRemove(product._id)} aria-label={`Remove ${product.name}`}>
          Remove
        </Button>
      </div>
    </Card>
  );
}
