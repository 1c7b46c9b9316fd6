import {
  idSchema,
  PRODUCT_LIMITS,
  type ProductCategoryQuery,
  type ProductFiltersRequest,
  type ProductPageQuery,
} from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { ownerOfFormerSlug } from '../../db/former-slugs.js';
import { productFormerSlugs } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { toCategoryView } from '../categories/index.js';
import { createProductPager, toProductViews } from './product-pages.js';
import { pageWindow, priceRangeOf, productNotFound } from './product-rules.js';
import { toProductView } from './product-view.js';
import { findProductViewById, findProductViewBySlug, listProductViews } from './products-queries.js';

/** Every way a visitor lists or opens products, except search. */
export function createProductReads(db: Database, catalog: AppContext['catalog']) {
  const keysetPage = createProductPager(db, catalog);

  /**
   * By slug, by a slug it had before a rename (a shared link), or by id: a client holding the id
   * (from a live event, a bid) still finds it. The reply carries the current slug.
   */
  async function findBySlug(slug: string) {
    const row = (await findProductViewBySlug(db, slug)) ?? (await findByOtherAddress(slug));
    return row && toProductView(row);
  }

  async function findByOtherAddress(slug: string) {
    const formerlyOf = await ownerOfFormerSlug(db, productFormerSlugs, slug);
    if (formerlyOf !== undefined) return findProductViewById(db, formerlyOf);
    return idSchema.safeParse(slug).success ? findProductViewById(db, slug) : undefined;
  }

  return {
    list({ page, limit, sort, cursor, ...query }: ProductPageQuery) {
      return keysetPage({ priceRange: priceRangeOf(query), status: query.status }, sort, page, limit, cursor);
    },

    async listPage(page: number) {
      const rows = await listProductViews(db, {}, 'newest', pageWindow(page, PRODUCT_LIMITS.pageSize), new Date());
      return { products: toProductViews(rows) };
    },

    async count() {
      return { total: await catalog.counts.count({}) };
    },

    findBySlug,

    async bySlug(slug: string) {
      const product = await findBySlug(slug);
      if (!product) throw productNotFound();
      return { product };
    },

    async filter({ checked, radio, page, sort, status, cursor }: ProductFiltersRequest) {
      const priceRange = radio && radio.length === 2 ? ([radio[0]!, radio[1]!] as const) : undefined;
      // The original client sends no page and shows everything it gets: up to the list limit at once.
      const unpaged = page === undefined && cursor === undefined;
      const pageSize = unpaged ? PRODUCT_LIMITS.maxListLimit : PRODUCT_LIMITS.pageSize;
      const { nextCursor, ...listed } = await keysetPage({ categoryIds: checked, priceRange, status }, sort, page ?? 1, pageSize, cursor);
      // The original client's reply keeps its original shape; pages carry the cursor of the next one.
      return unpaged ? listed : { ...listed, nextCursor };
    },

    async inCategory(slug: string, { page, sort, cursor, ...query }: ProductCategoryQuery) {
      const category = await catalog.categories.bySlug(slug);
      if (!category) throw AppError.notFound('Category not found');
      const filter = { categoryIds: [category.id], priceRange: priceRangeOf(query), status: query.status };
      // As product-filters: the original client's category page shows one reply, so it gets them all.
      const pageSize = page === undefined && cursor === undefined ? PRODUCT_LIMITS.maxListLimit : PRODUCT_LIMITS.pageSize;
      return { category: toCategoryView(category), ...(await keysetPage(filter, sort, page ?? 1, pageSize, cursor)) };
    },
  };
}
