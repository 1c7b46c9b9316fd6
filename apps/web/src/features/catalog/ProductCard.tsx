import { Card, Tag, Typography } from 'antd';
import type { Product } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { descriptionPreview, formatPrice, formatTimeLeft } from '../../lib/format';
import { useCountdown } from '../../lib/use-countdown';
import { AddToCartButton } from '../wishlist/AddToCartButton';
import { productPhotoUrl } from './product-photo-url';

const CARD_PHOTO_WIDTH = 320;

const bidCountText = (count: number) => (count === 1 ? '1 bid' : `${count} bids`);

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
        <Typography.Text type="secondary" className="product-card__bids">
          {bidCountText(product.bidCount)}
        </Typography.Text>
        {open ? (
          <Tag color="green" aria-label="Time left">
            {formatTimeLeft(left)}
          </Tag>
        ) : (
          <Tag className="product-card__ended">Ended</Tag>
        )}
      </div>
      {!open && (
        <Typography.Paragraph className="product-card__result" data-testid="auction-result">
          {product.winner ? `Won by ${product.winner}` : 'No bids'}
        </Typography.Paragraph>
      )}
      <div className="product-card__actions">
        {/* An ended auction takes no bids: the card only leads to its page. */}
        <LinkButton type={open ? 'primary' : 'default'} block to={`/product/${encodeURIComponent(product.slug)}`}>
          {open ? 'BID NOW' : 'View result'}
        </LinkButton>
        <AddToCartButton product={product} />
      </div>
    </Card>
  );
}
