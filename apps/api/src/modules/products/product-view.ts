import { minimumNextBidPaise, toPaise, toRupees, type AuctionClosedEvent, type Product } from '@bidhub/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';
import { categories, products } from '../../db/schema.js';

/** Every product column a reply needs, the category embedded; never the search document or photo bytes. */
export const productViewColumns = {
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
  winnerId: products.winnerId,
  reservePrice: products.reservePrice,
  buyNowPrice: products.buyNowPrice,
  closedAt: products.closedAt,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** A product as read for replies; also carries createdBy and winnerId, which rules need: replies never show winnerId, and createdBy only to admins. */
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
  winnerId: string | null;
  /** Shown only to admins (see toProductView). */
  reservePrice: number | null;
  buyNowPrice: number | null;
  /** When the closer settled the ended auction; a bid that reaches a closed row is refused. */
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  category: { id: string; name: string; slug: string };
}

/** The base query for product replies: add where, order and limit. */
export function selectProductViews(db: Database) {
  return db.select(productViewColumns).from(products).innerJoin(categories, eq(products.categoryId, categories.id));
}

/** Read for every ledger view and every live stream opened: prepared, as the product page's read is. */
const productViewById = preparedPerDatabase((db) =>
  selectProductViews(db).where(eq(products.id, sql.placeholder('id'))).limit(1).prepare('product_view_by_id'),
);

export async function findProductViewById(db: Database, id: string): Promise<ProductViewRow | undefined> {
  const [row] = await productViewById(db).execute({ id });
  return row;
}

export function isAuctionOpen(endtime: Date, now: Date): boolean {
  return now.getTime() < endtime.getTime();
}

/** True without a reserve; with one, once a bid has brought the price to it. */
export function isReserveMet(row: Pick<ProductViewRow, 'reservePrice' | 'price' | 'bidCount'>): boolean {
  return row.reservePrice === null || (row.bidCount > 0 && toPaise(row.price) >= toPaise(row.reservePrice));
}

/**
 * The `closed` live event of a settled auction: its final state, the winner '' when nobody won (no
 * bid, or the reserve not met). Sent by the closer, and to a stream opened after the close.
 */
export function closedEventOf(auction: Pick<ProductViewRow, 'id' | 'winner' | 'price' | 'bidCount' | 'reservePrice' | 'endtime'>): AuctionClosedEvent {
  const reserveMet = isReserveMet(auction);
  return {
    productId: auction.id,
    winner: auction.bidCount > 0 && reserveMet ? auction.winner : '',
    price: auction.price,
    bidCount: auction.bidCount,
    reserveMet,
    endtime: auction.endtime.toISOString(),
  };
}

/** Buy It Now is offered only while the auction is open and nobody has bid. */
export function isBuyNowAvailable(row: Pick<ProductViewRow, 'buyNowPrice' | 'bidCount' | 'endtime'>, now: Date): boolean {
  return row.buyNowPrice !== null && row.bidCount === 0 && isAuctionOpen(row.endtime, now);
}

export interface ProductViewOptions {
  /**
   * Admins see the reserve amount (everyone else only whether there is one and whether it is met)
   * and who created the lot, so a client can tell its seller that they cannot bid on it.
   */
  forAdmin?: boolean;
}

/** The reply shape of a product: the API's document-style names, money in rupees, times in ISO UTC. */
export function toProductView(row: ProductViewRow, now: Date = new Date(), { forAdmin = false }: ProductViewOptions = {}): Product {
  const open = isAuctionOpen(row.endtime, now);
  const reserveMet = isReserveMet(row);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    price: row.price,
    startingPrice: row.startingPrice,
    endtime: row.endtime.toISOString(),
    category: { _id: row.category.id, name: row.category.name, slug: row.category.slug },
    // An auction that closed below its reserve has no winner.
    winner: open || reserveMet ? row.winner : '',
    bidCount: row.bidCount,
    watchers: row.watchers,
    minNextBid: toRupees(minimumNextBidPaise(toPaise(row.price), row.bidCount)),
    status: open ? 'open' : 'closed',
    serverTime: now.toISOString(),
    photoVersion: row.photoVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hasReserve: row.reservePrice !== null,
    reserveMet,
    buyNowPrice: isBuyNowAvailable(row, now) ? row.buyNowPrice : null,
    ...(forAdmin && { reservePrice: row.reservePrice, createdBy: row.createdBy }),
  };
}
