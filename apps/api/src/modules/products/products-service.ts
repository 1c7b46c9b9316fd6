import { forgetProductPhotos } from '../photos/photo-cache.js';
import {
  PRODUCT_LIMITS,
  type CreateProductRequest,
  type ProductCategoryQuery,
  type ProductFiltersRequest,
  type ProductPageQuery,
  type ProductSort,
  type SearchQuery,
  type UpdateProductRequest,
} from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { AppContext } from '../../app-context.js';
import { findCategoryForProduct } from '../categories/categories-queries.js';
import { toCategoryView } from '../categories/categories-service.js';
import { writeWithUniqueSlug } from '../../db/unique-slug.js';
import { undefinedOnUniqueViolation } from '../../db/unique-violation.js';
import { preparePhoto, storePhoto } from '../photos/photo-storage.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import { findProductViewById, isAuctionOpen, toProductView, type ProductViewRow } from './product-view.js';
import { assertEndtimeInFuture, assertPriceEditable, pageWindow, priceRangeOf } from './product-rules.js';
import {
  deleteProduct,
  findProductViewBySlug,
  insertProduct,
  listProductViews,
  lockProductForUpdate,
  sortValueOf,
  updateProduct,
  type ProductFilter,
} from './products-queries.js';
import { searchProductViews } from './search-queries.js';
import { searchTerms } from './search-terms.js';

const SLUG_FALLBACK = 'product';

const productNotFound = () => AppError.notFound('Product not found');
const categoryNotFound = () => AppError.badRequest('Category not found');

const toProductViews = (rows: ProductViewRow[], now = new Date()) => rows.map((row) => toProductView(row, now));

/** Replies of the admin routes: the only ones that show the reserve amount. */
async function adminProductViewOf(db: Database, id: string) {
  const row = await findProductViewById(db, id);
  if (!row) throw productNotFound();
  return toProductView(row, new Date(), { forAdmin: true });
}

export function createProductsService(db: Database, { categories, counts, pages }: AppContext['catalog']) {
  /** A page of a GET list by offset or by cursor, with the cursor of the page after it. */
  async function keysetPage(filter: ProductFilter, wanted: ProductSort | undefined, page: number, pageSize: number, cursorText?: string) {
    const sort = wanted ?? 'newest';
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText, sort);
    const now = new Date();
    const window = cursor ? { offset: 0, limit: pageSize } : pageWindow(page, pageSize);
    const load = async () => {
      const rows = await listProductViews(db, filter, sort, window, now, cursor);
      return { rows, nextCursor: await nextCursorAfter(rows, sort, pageSize, now) };
    };
    const [listed, total] = await Promise.all([pages.page({ filter, sort, window, cursor: cursorText }, load, now), counts.count(filter, now)]);
    return { products: toProductViews(listed.rows, now), total, nextCursor: listed.nextCursor };
  }

  async function nextCursorAfter(rows: ProductViewRow[], sort: ProductSort, pageSize: number, now: Date): Promise<string | null> {
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return null;
    const value = await sortValueOf(db, sort, last.id);
    if (value === undefined) return null;
    const phase = sort === 'ending-soon' ? (isAuctionOpen(last.endtime, now) ? 'open' : 'closed') : undefined;
    return encodeCursor({ sort, value, id: last.id, phase });
  }

  async function matches(keyword: string, query: SearchQuery, limit: number) {
    // PostgreSQL text cannot hold NUL; everything else is passed on as a bound parameter.
    const terms = searchTerms(keyword.replaceAll('\u0000', ' '));
    if (terms.words.length === 0) return [];
    const now = new Date();
    const filter = { priceRange: priceRangeOf(query), status: query.status };
    return searchProductViews(db, { terms, filter, sort: query.sort, limit, now });
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
      return { total: await counts.count({}) };
    },

    async bySlug(slug: string) {
      const row = await findProductViewBySlug(db, slug);
      if (!row) throw productNotFound();
      return { product: toProductView(row) };
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
      const category = await categories.bySlug(slug);
      if (!category) throw AppError.notFound('Category not found');
      const filter = { categoryIds: [category.id], priceRange: priceRangeOf(query), status: query.status };
      return { category: toCategoryView(category), ...(await keysetPage(filter, sort, page, PRODUCT_LIMITS.pageSize, cursor)) };
    },

    async search(keyword: string, query: SearchQuery) {
      return toProductViews(await matches(keyword, query, PRODUCT_LIMITS.maxSearchResults));
    },

    async suggest(q: string) {
      const rows = await matches(q, { status: 'all' }, PRODUCT_LIMITS.maxSuggestions);
      return { suggestions: rows.map(({ name, slug }) => ({ name, slug })) };
    },

    async create(request: CreateProductRequest, upload: Buffer | undefined, adminId: string) {
      assertEndtimeInFuture(request.endtime, new Date());
      const photo = upload === undefined ? undefined : await preparePhoto(upload);
      const product = await db.transaction(async (tx) => {
        if (!(await findCategoryForProduct(tx, request.category))) throw categoryNotFound();
        const id = await writeWithUniqueSlug(request.name, SLUG_FALLBACK, (slug) =>
          insertProduct(tx, {
            name: request.name,
            slug,
            description: request.description,
            price: request.price,
            startingPrice: request.price,
            endtime: request.endtime,
            categoryId: request.category,
            createdBy: adminId,
            reservePrice: request.reservePrice ?? null,
            buyNowPrice: request.buyNowPrice ?? null,
          }),
        );
        if (photo) await storePhoto(tx, id, photo);
        return adminProductViewOf(tx, id);
      });
      counts.changed();
      return { message: 'Product Created Successfully', product };
    },

    async update(id: string, request: UpdateProductRequest, upload: Buffer | undefined) {
      // Decoded before the transaction: the product row stays locked against bids only for the writes.
      const photo = upload === undefined ? undefined : await preparePhoto(upload);
      const product = await db.transaction(async (tx) => {
        const current = await lockProductForUpdate(tx, id);
        if (!current) throw productNotFound();
        assertPriceEditable(current, request.price);
        if (!(await findCategoryForProduct(tx, request.category))) throw categoryNotFound();
        const changes = {
          name: request.name,
          description: request.description,
          endtime: request.endtime,
          // An end moved into the future reopens a closed auction; the closer settles it again later.
          ...(request.endtime.getTime() > Date.now() && { closedAt: null }),
          categoryId: request.category,
          ...(request.reservePrice !== undefined && { reservePrice: request.reservePrice }),
          ...(request.buyNowPrice !== undefined && { buyNowPrice: request.buyNowPrice }),
          // Without bids the price is still the starting price, so both move together.
          ...(current.bidCount === 0 && { price: request.price, startingPrice: request.price }),
        };
        if (current.name === request.name) {
          await updateProduct(tx, id, changes);
        } else {
          // A renamed product gets the new name's slug, as a renamed category does.
          await writeWithUniqueSlug(request.name, SLUG_FALLBACK, (slug) =>
            undefinedOnUniqueViolation(tx, (savepoint) => updateProduct(savepoint, id, { ...changes, slug })),
          );
        }
        if (photo) await storePhoto(tx, id, photo);
        return adminProductViewOf(tx, id);
      });
      counts.changed();
      return { message: 'Product Updated Successfully', product };
    },

    async forAdmin(id: string) {
      return { product: await adminProductViewOf(db, id) };
    },

    async remove(id: string) {
      if (!(await deleteProduct(db, id))) throw productNotFound();
      forgetProductPhotos(id);
      counts.changed();
      return { message: 'Product Deleted Successfully' };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
