import { toRupees } from '@bidhub/contracts';
import type { Logger } from 'pino';
import slugify from 'slugify';
import type { Database } from '../../db/database.js';
import { storePhoto, type PreparedPhoto } from '../photos/index.js';
import { credentialsBlock, insertDemoAccounts, prepareDemoAccounts, type DemoAccount, type DemoUser } from './demo-accounts.js';
import { planAuction } from './demo-auctions.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalog.js';
import { insertBids, insertCategories, insertMaxBids, insertProducts, isCatalogEmpty, lockDemoSeeding } from './demo-data-queries.js';
import { chainBids, standingMaxima, type LedgerRow } from './demo-ledger.js';
import { renderDemoPhoto } from './demo-photo.js';

export interface DemoSeedOptions {
  /** The moment the market is built around; auctions end before and after it. */
  now?: Date;
  /** Where the demo accounts' passwords are shown, once. */
  print?: (text: string) => void;
}

export interface DemoSeedSummary {
  categories: number;
  products: number;
  endedProducts: number;
  bids: number;
  accounts: DemoUser[];
}

const slugOf = (name: string) => slugify(name, { lower: true, strict: true });

/** Fills an empty catalog with a believable market; does nothing (undefined) when the catalog has data. */
export async function seedDemoData(db: Database, logger: Logger, options: DemoSeedOptions = {}): Promise<DemoSeedSummary | undefined> {
  const { now = new Date(), print = (text: string) => process.stdout.write(text) } = options;
  if (!(await isCatalogEmpty(db))) {
    logger.info('The catalog already has data: no demo data added');
    return undefined;
  }
  // Said first: drawing and hashing take seconds, in which the server is neither listening nor stuck.
  logger.info('The catalog is empty: adding the demo market');
  // The slow work (drawing photos, hashing passwords) happens before the transaction holds any lock.
  const [photos, accounts] = await Promise.all([renderDemoPhotos(), prepareDemoAccounts()]);
  const summary = await db.transaction(async (tx) => {
    await lockDemoSeeding(tx);
    // Another server process may have seeded while this one drew the photos.
    if (!(await isCatalogEmpty(tx))) return undefined;
    return writeDemoMarket(tx, photos, accounts, now);
  });
  if (!summary) return undefined;

  const { accounts: created, ...counts } = summary;
  logger.info({ ...counts, usernames: created.map(({ user }) => user.email) }, 'Demo data added: an empty catalog became a demo market');
  print(credentialsBlock(created));
  return summary;
}

function renderDemoPhotos(): Promise<PreparedPhoto[]> {
  return Promise.all(
    DEMO_PRODUCTS.map((product) => {
      const category = DEMO_CATEGORIES.find((candidate) => candidate.name === product.category);
      if (!category) throw new Error(`Demo product ${product.name} names an unknown category ${product.category}`);
      return renderDemoPhoto(product.name, category.name, category.gradient);
    }),
  );
}

async function writeDemoMarket(tx: Database, photos: PreparedPhoto[], accounts: DemoAccount[], now: Date): Promise<DemoSeedSummary> {
  const created = await insertDemoAccounts(tx, accounts);
  const [admin, ...bidders] = created.map(({ user }) => user);
  const categoryRows = await insertCategories(tx, DEMO_CATEGORIES.map(({ name }) => ({ name, slug: slugOf(name) })));
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const auctions = DEMO_PRODUCTS.map((product, position) => {
    const plan = planAuction(product, position, now);
    const bids = plan.bids.map((bid) => ({ bidder: bidders[bid.bidderIndex]!, amount: toRupees(bid.amountPaise), createdAt: bid.at }));
    return { product, plan, bids, lastBid: bids.at(-1) };
  });
  const productRows = await insertProducts(
    tx,
    auctions.map(({ product, plan, bids, lastBid }) => ({
      name: product.name,
      slug: slugOf(product.name),
      description: product.description,
      price: lastBid?.amount ?? product.startingPrice,
      startingPrice: product.startingPrice,
      reservePrice: product.reservePrice ?? null,
      buyNowPrice: product.buyNowPrice ?? null,
      endtime: plan.endtime,
      scheduledEnd: plan.endtime,
      categoryId: categoryIds.get(product.category)!,
      winner: lastBid?.bidder.email ?? '',
      winnerId: lastBid?.bidder.id ?? null,
      bidCount: bids.length,
      createdBy: admin!.id,
      createdAt: plan.listedAt,
    })),
  );

  const ledger: LedgerRow[] = [];
  for (const [position, { id }] of productRows.entries()) {
    await storePhoto(tx, id, photos[position]!);
    ledger.push(...chainBids(id, auctions[position]!.bids.map(({ bidder, amount, createdAt }) => ({ bidderId: bidder.id, amount, createdAt }))));
  }
  await insertBids(tx, ledger);
  await insertMaxBids(tx, standingMaxima(ledger));

  return {
    categories: categoryRows.length,
    products: productRows.length,
    endedProducts: auctions.filter(({ plan }) => plan.endtime.getTime() <= now.getTime()).length,
    bids: ledger.length,
    accounts: created,
  };
}
