import type { Product } from '@bidhub/contracts';

/** Category, name and description: read-only, as text rather than disabled inputs so they stay legible. */
export function ProductFacts({ product }: { product: Product }) {
  return (
    <section aria-label="Product">
      <span className="tag tag--blue product-facts__category">{product.category.name}</span>
      <h1 className="product-facts__name">{product.name}</h1>
      <p className="product-facts__description">{product.description}</p>
    </section>
  );
}
