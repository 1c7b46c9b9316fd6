// The catalog's public surface: what other features may use. Everything else is internal.
export { seedHomeFirstScreen } from './catalog-queries';
export { useCategories } from './categories/use-categories';
export { ListControls } from './ListControls';
export { LoadMoreButton } from './LoadMoreButton';
export { ProductGrid, ProductGridSkeleton } from './ProductGrid';
export { listQuery, PLAIN_LIST, useListOptions, type ListOptions } from './list-options';
