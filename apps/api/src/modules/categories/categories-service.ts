import type { Category, CategoryRequest } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import type { CategoriesCache } from './categories-cache.js';
import { AppError } from '../../http/app-error.js';
import {
  categoryNameTaken,
  countProductsInCategory,
  deleteCategory,
  insertCategory,
  lockCategory,
  updateCategory,
  type CategoryRow,
} from './categories-queries.js';
import { keepFormerSlug } from '../../db/former-slugs.js';
import { categoryFormerSlugs } from '../../db/schema.js';
import { writeWithUniqueSlug } from '../../db/unique-slug.js';
import { undefinedOnUniqueViolation } from '../../db/unique-violation.js';

const SLUG_FALLBACK = 'category';

export function toCategoryView(row: Pick<CategoryRow, 'id' | 'name' | 'slug'>): Category {
  return { _id: row.id, name: row.name, slug: row.slug };
}

export function categoryInUseMessage(productCount: number): string {
  return productCount === 1
    ? 'Cannot delete category: 1 product uses it'
    : `Cannot delete category: ${productCount} products use it`;
}

const categoryExists = () => AppError.conflict('Category already exists');
const categoryNotFound = () => AppError.notFound('Category not found');

export function createCategoriesService(db: Database, cache: CategoriesCache) {
  return {
    async list() {
      return { category: (await cache.list()).map(toCategoryView) };
    },

    async create({ name }: CategoryRequest) {
      const created = await writeWithUniqueSlug(name, SLUG_FALLBACK, { db, formerSlugs: categoryFormerSlugs }, async (slug) => {
        const inserted = await insertCategory(db, { name, slug });
        // The insert skips on any unique index; only the name is the caller's problem, a slug gets a suffix.
        if (!inserted && (await categoryNameTaken(db, name))) throw categoryExists();
        return inserted;
      });
      cache.changed();
      return { message: `${created.name} is created`, category: toCategoryView(created) };
    },

    async update(id: string, { name }: CategoryRequest) {
      const updated = await db.transaction(async (tx) => {
        const current = await lockCategory(tx, id);
        if (!current) throw categoryNotFound();
        if (await categoryNameTaken(tx, name, id)) throw categoryExists();
        // Saving the same name keeps the slug: links to the category page stay valid.
        if (current.name === name) return updateCategory(tx, id, { name, slug: current.slug });
        const renamed = await writeWithUniqueSlug(name, SLUG_FALLBACK, { db: tx, formerSlugs: categoryFormerSlugs, ownerId: id }, async (slug) => {
          const written = await undefinedOnUniqueViolation(tx, (savepoint) => updateCategory(savepoint, id, { name, slug }));
          if (!written && (await categoryNameTaken(tx, name, id))) throw categoryExists();
          return written;
        });
        // Links to the category page under its old name keep working.
        await keepFormerSlug(tx, categoryFormerSlugs, id, current.slug, renamed.slug);
        return renamed;
      });
      if (!updated) throw categoryNotFound();
      cache.changed();
      return { message: `${updated.name} is updated`, category: toCategoryView(updated) };
    },

    async remove(id: string) {
      const deleted = await db.transaction(async (tx) => {
        const category = await lockCategory(tx, id);
        if (!category) throw categoryNotFound();
        const productCount = await countProductsInCategory(tx, id);
        if (productCount > 0) throw AppError.conflict(categoryInUseMessage(productCount));
        await deleteCategory(tx, id);
        return category;
      });
      cache.changed();
      return { message: `${deleted.name} is deleted` };
    },
  };
}
