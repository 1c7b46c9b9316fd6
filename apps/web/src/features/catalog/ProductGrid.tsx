import type { Product } from '@bidhub/contracts';
import type { Ref } from 'react';
import { ProductCard, type PhotoPriority } from './ProductCard';
import { useRefreshAtNextEnd } from './use-refresh-at-next-end';

/** Cards likely in the first screen (one row on a wide screen, the first card on a phone). */
const FIRST_SCREEN_CARDS = 3;

const photoPriorityAt = (index: number): PhotoPriority => (index === 0 ? 'largest' : index < FIRST_SCREEN_CARDS ? 'first-screen' : 'later');

/** The cards of the home, search and category pages, in rows of 18rem cards. */
export function ProductGrid({ products, label, cardHeadingLevel, ref }: { products: Product[]; label: string; cardHeadingLevel?: 2 | 3; ref?: Ref<HTMLUListElement> }) {
  useRefreshAtNextEnd(products);
  return (
    <ul ref={ref} className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} photoPriority={photoPriorityAt(index)} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders of the cards' own size while the first page loads, so nothing moves when they arrive. */
export function ProductGridSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <ul className="product-grid" aria-busy="true" aria-label="Loading auctions">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index}>
          <div className="product-card product-card--placeholder" />
        </li>
      ))}
    </ul>
  );
}
