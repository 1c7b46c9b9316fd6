import type { Request } from 'express';
import type { Database } from '../../db/database.js';
import { toProductView } from '../products/product-view.js';
import { findProductViewBySlug } from '../products/products-queries.js';
import { injectPreview, productPreviewTags } from './preview-meta.js';
import { originOf } from './site-router.js';

/** index.html with the product's preview tags, or undefined for an unknown slug (the plain page then). */
export async function productPreviewPage(db: Database, indexHtml: string, request: Request): Promise<string | undefined> {
  const slug = request.params.slug;
  if (typeof slug !== 'string' || slug.includes('\u0000')) return undefined;
  const row = await findProductViewBySlug(db, slug);
  return row ? injectPreview(indexHtml, productPreviewTags(toProductView(row), originOf(request))) : undefined;
}
