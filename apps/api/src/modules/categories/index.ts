export type { CategoriesCache } from './categories-cache.js';
export { findCategoryForProduct } from './categories-queries.js';
export { toCategoryView } from './categories-service.js';
