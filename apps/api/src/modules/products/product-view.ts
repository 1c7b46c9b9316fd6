import { minimumNextBidPaise, toPaise, toRupees, type Product } from '@bidhub/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products } from '../../db/schema.js';

/** Every product column a reply needs, the category embedded; never the search document or photo bytes. */
const productViewColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  price: products.price,
  startingPrice: products.startingPrice,
  endtime: products.endtime,
  winner: products.winner,
  bidCount: products.bidCount,
  watchers: products.watcherCount,
  photoVersion: products.photoVersion,
  createdBy: products.createdBy,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** A product as read for replies; also carries createdBy, which rules need and replies never show. */
export interface ProductViewRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  startingPrice: number;
  endtime: Date;
  winner: string;
  bidCount: number;
  watchers: number;
  photoVersion: string | null;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  category: { id: string; name: string; slug: string };
}

/** The base query for product replies: add where, order and limit. */
export function selectProductViews(db: Database) {
  return db.select(productViewColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
}

export async function findProductViewById(db: Database, id: string): Promise<ProductViewRow | undefined> {
  const [row] = await selectProductViews(db).where(eq(products.id, id)).limit(1);
  return row;
}

export function isAuctionOpen(endtime: Date, now: Date): boolean {
  return now.getTime() < endtime.getTime();
}

/** The reply shape of a product: the API's document-style names, money in rupees, times in ISO UTC. */
export function toProductView(row: ProductViewRow, now: Date = new Date()): Product {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    startingPrice: row.startingPrice,
    endtime: row.endtime.toISOString(),
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    winner: row.winner,
    bidCount: row.bidCount,
    watchers: row.watchers,
    minNextBid: toRupees(minimumNextBidPaise(toPaise(row.price), row.bidCount)),
    status: isAuctionOpen(row.endtime, now) ? 'open' : 'closed',
    serverTime: now.toISOString(),
    photoVersion: row.photoVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
