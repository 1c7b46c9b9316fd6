import type { AppContext } from '../../app-context.js';
import { createProductReads } from './product-reads.js';
import { createProductSearch } from './product-search.js';
import { createProductWrites } from './product-writes.js';

/** Everything the product routes do, in three parts: lists and pages, search, and the admin's writes. */
export function createProductsService({ db, catalog, bidEvents }: Pick<AppContext, 'db' | 'catalog' | 'bidEvents'>) {
  return { ...createProductReads(db, catalog), ...createProductSearch(db), ...createProductWrites(db, catalog, bidEvents) };
}

export type ProductsService = ReturnType<typeof createProductsService>;
