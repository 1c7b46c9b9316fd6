// The catalog's public surface: what other features may use. Everything else is internal.
export { seedHomeFirstScreen } from './catalog-queries';
export { useCategories } from './categories/use-categories';
export { ListControls } from './ListControls';
export { ListEnd } from './LoadMoreButton';
export { useLoadMoreFocus } from './use-load-more-focus';
export { ProductGrid, ProductGridSkeleton } from './ProductGrid';
export { BEST_MATCH, listQuery, SEARCH_LIST, SEARCH_SORTS, useListOptions, type ListOptions, type ListSort } from './list-options';
