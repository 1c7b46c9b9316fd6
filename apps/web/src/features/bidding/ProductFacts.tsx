import { Tag, Typography } from 'antd';
import type { Product } from '@bidhub/contracts';

/** Category, name and description: read-only, as text rather than disabled inputs so they stay legible. */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <section aria-label="Product">
      <Tag color="blue" className="product-facts__category">
        {product.category.name}
      </Tag>
      <Typography.Title level={1} className="product-facts__name">
        {product.name}
      </Typography.Title>
      <Typography.Paragraph className="product-facts__description">{product.description}</Typography.Paragraph>
    </section>
  );
}
