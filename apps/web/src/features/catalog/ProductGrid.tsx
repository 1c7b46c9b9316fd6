import type { Product } from '@bidhub/contracts';
import { ProductCard } from './ProductCard';

/** The cards of the home, search and category pages, in rows of 18rem cards. */
export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
