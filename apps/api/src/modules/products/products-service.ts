import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { createProductReads } from './product-reads.js';
import { createProductSearch } from './product-search.js';
import { createProductWrites } from './product-writes.js';

/** Everything the product routes do, in three parts: lists and pages, search, and the admin's writes. */
export function createProductsService(db: Database, catalog: AppContext['catalog']) {
  return { ...createProductReads(db, catalog), ...createProductSearch(db), ...createProductWrites(db, catalog) };
}

export type ProductsService = ReturnType<typeof createProductsService>;
