import {
  PRODUCT_LIMITS,
  type CreateProductRequest,
  type ProductFiltersRequest,
  type ProductPageQuery,
  type UpdateProductRequest,
} from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findCategoryBySlug, findCategoryForProduct } from '../categories/categories-queries.js';
import { toCategoryView } from '../categories/categories-service.js';
import { writeWithUniqueSlug } from '../../db/unique-slug.js';
import { undefinedOnUniqueViolation } from '../../db/unique-violation.js';
import { preparePhoto, storePhoto } from '../photos/photo-storage.js';
import { findProductViewById, toProductView, type ProductViewRow } from './product-view.js';
import { assertEndtimeInFuture, assertPriceEditable, pageWindow } from './product-rules.js';
import {
  countProducts,
  deleteProduct,
  findProductViewBySlug,
  insertProduct,
  listProductViews,
  lockProductForUpdate,
  searchProductViews,
  updateProduct,
  type ProductFilter,
} from './products-queries.js';

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

export function createProductsService(db: Database) {
  async function productPage(filter: ProductFilter, page: number, pageSize: number) {
    const [rows, total] = await Promise.all([listProductViews(db, filter, pageWindow(page, pageSize)), countProducts(db, filter)]);
    return { products: toProductViews(rows), total };
  }

  return {
    list({ page, limit }: ProductPageQuery) {
      return productPage({}, page, limit);
    },

    async listPage(page: number) {
      const rows = await listProductViews(db, {}, pageWindow(page, PRODUCT_LIMITS.pageSize));
      return { products: toProductViews(rows) };
    },

    async count() {
      return { total: await countProducts(db) };
    },

    async bySlug(slug: string) {
      const row = await findProductViewBySlug(db, slug);
      if (!row) throw productNotFound();
      return { product: toProductView(row) };
    },

    filter({ checked, radio, page }: ProductFiltersRequest) {
      const priceRange = radio && radio.length === 2 ? ([radio[0]!, radio[1]!] as const) : undefined;
      return productPage({ categoryIds: checked, priceRange }, page, PRODUCT_LIMITS.pageSize);
    },

    async inCategory(slug: string, page: number) {
      const category = await findCategoryBySlug(db, slug);
      if (!category) throw AppError.notFound('Category not found');
      return { category: toCategoryView(category), ...(await productPage({ categoryIds: [category.id] }, page, PRODUCT_LIMITS.pageSize)) };
    },

    async search(keyword: string) {
      // PostgreSQL text cannot hold NUL; everything else is passed on as a bound parameter.
      const cleaned = keyword.replaceAll('\u0000', ' ').trim();
      if (cleaned === '') return [];
      return toProductViews(await searchProductViews(db, cleaned, PRODUCT_LIMITS.maxSearchResults));
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
      return { message: 'Product Updated Successfully', product };
    },

    async forAdmin(id: string) {
      return { product: await adminProductViewOf(db, id) };
    },

    async remove(id: string) {
      if (!(await deleteProduct(db, id))) throw productNotFound();
      return { message: 'Product Deleted Successfully' };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
