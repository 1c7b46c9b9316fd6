import { Card, Tag, Typography } from 'antd';
import type { Product } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { descriptionPreview, formatPrice, formatTimeLeft } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { AddToCartButton } from '../wishlist/AddToCartButton';
import { productPhotoUrl } from './product-photo-url';

const CARD_PHOTO_WIDTH = 320;

export function ProductCard({ product }: { product: Product }) {
  const left = useCountdown(product.endtime, product.serverTime);
  const open = left > 0;
  const photo = productPhotoUrl(product, CARD_PHOTO_WIDTH);
  return (
    <Card
      className="product-card"
      data-testid="product-card"
      cover={photo ? <img src={photo} alt={product.name} loading="lazy" width={CARD_PHOTO_WIDTH} height={240} /> : undefined}
    >
      <Typography.Title level={5} className="product-card__name">
        {product.name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{descriptionPreview(product.description)}</Typography.Paragraph>
      <div className="product-card__footer">
        <Typography.Text strong>{formatPrice(product.price)}</Typography.Text>
        {open ? (
          <Tag color="green" aria-label="Time left">
            {formatTimeLeft(left)}
          </Tag>
        ) : (
          <Tag>{product.winner ? `${product.winner} is the winner` : 'Ended'}</Tag>
        )}
      </div>
      <div className="product-card__actions">
        <LinkButton type="primary" block to={`/product/${encodeURIComponent(product.slug)}`}>
          BID NOW
        </LinkButton>
        <AddToCartButton product={product} />
      </div>
    </Card>
  );
}
