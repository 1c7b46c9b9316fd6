import type { Product } from '@bidhub/contracts';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { productPhotoUrl } from '../../catalog/product-photo-url';
import { adminProductPath } from './admin-product-paths';

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
        <Typography.Title level={5} className="admin-product-card__name">
          {product.name}
        </Typography.Title>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className="admin-product-card__description">
          {product.description}
        </Typography.Paragraph>
      </Card>
    </Link>
  );
}
