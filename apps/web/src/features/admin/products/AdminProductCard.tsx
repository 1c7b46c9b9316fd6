import type { Product } from '@bidhub/contracts';
import { Card, Descriptions, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatMoment, formatPrice } from '../../../lib/format';
import { productPhotoUrl } from '../../../lib/product-photo-url';
import { adminProductPath } from './admin-product-paths';

/** What the admin checks at a glance: the price (the current bid once there is one), open or closed, the end, the bids. */
function auctionFacts(product: Product) {
  return [
    { key: 'price', label: 'Price', children: formatPrice(product.price) },
    {
      key: 'status',
      label: 'Status',
      children: <Tag color={product.status === 'open' ? 'green' : 'default'}>{product.status === 'open' ? 'Open' : 'Closed'}</Tag>,
    },
    { key: 'ends', label: 'Ends', children: formatMoment(product.endtime) },
    { key: 'bids', label: 'Bids', children: product.bidCount },
  ];
}

/** A product in the admin's list; the whole card is the link to its edit page. */
export function AdminProductCard({ product }: { product: Product }) {
  const photo = productPhotoUrl(product, 320);
  return (
    <Link to={adminProductPath(product)} className="admin-product-card" data-testid="admin-product-card">
      <Card
        hoverable
        className="admin-product-card__card"
        cover={
          photo ? (
            <img src={photo} alt="" loading="lazy" width={320} height={200} />
          ) : (
            <div className="admin-product-card__no-photo">No photo</div>
          )
        }
      >
        <Typography.Title level={3} className="admin-product-card__name">
          {product.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className="admin-product-card__description">
          {product.description}
        </Typography.Paragraph>
        <Descriptions size="small" column={1} items={auctionFacts(product)} className="admin-product-card__facts" data-testid="admin-product-facts" />
      </Card>
    </Link>
  );
}
