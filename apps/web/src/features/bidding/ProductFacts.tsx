import { Link } from 'react-router-dom';
import type { Product } from '@bidhub/contracts';

/**
 * Category, name and description: read-only, as text rather than disabled inputs so they stay
 * legible. The category leads to its other auctions, as a marketplace's breadcrumb does. A name in
 * a right-to-left script (Hebrew, Arabic) runs from the right: `dir="auto"` reads its direction.
 */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <section aria-label="Product">
      <Link to={`/category/${encodeURIComponent(product.category.slug)}`} className="tag tag--blue product-facts__category">
        {product.category.name}
      </Link>
      <h1 className="product-facts__name" dir="auto">
        {product.name}
      </h1>
      <p className="product-facts__description" dir="auto">
        {product.description}
      </p>
    </section>
  );
}
