import type { AppContext } from '../../app-context.js';
import { createProductReads } from './product-reads.js';
import { createProductSearch } from './product-search.js';

/** What the catalog's routes do, in two parts: lists and pages, and search (the admin's writes are in listings). */
export function createProductsService({ db, catalog }: Pick<AppContext, 'db' | 'catalog'>) {
  return { ...createProductReads(db, catalog), ...createProductSearch(db) };
}

export type ProductsService = ReturnType<typeof createProductsService>;
