import { ENDING_SOON_REMINDER_MINUTES, type CreateProductRequest, type UpdateProductRequest } from '@bidhub/contracts';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import type { LiveBus } from '../../live/live-bus.js';
import { findBidderIds, findWatcherIds, rearmEndingSoonReminder, settleEndingSoonReminderOfNewListing } from '../auction-closing/index.js';
import { keepLedgerOfRemovedAuction } from '../bidding/index.js';
import { keepFormerSlug } from '../../db/former-slugs.js';
import { productFormerSlugs } from '../../db/schema.js';
import { writeWithUniqueSlug } from '../../db/unique-slug.js';
import { undefinedOnUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { findCategoryForProduct } from '../categories/index.js';
import { deleteClosingNotices, recordNotifications, removalNotices, rescheduleNotices } from '../notifications/index.js';
import { forgetProductPhotos, preparePhoto, storePhoto, type PreparedPhoto } from '../photos/index.js';
import { findProductViewById, productNotFound, toProductView } from '../products/index.js';
import { assertEndtimeInFuture, assertUpdateAllowed, buyerOf, earlierEndsOf, endAsMeant, endNotBeforeLastBid } from './listing-rules.js';
import { deleteProduct, findBidTimesAfter, insertProduct, lockProductForUpdate, updateProduct, type ProductChanges } from './listings-queries.js';

const SLUG_FALLBACK = 'product';

const categoryNotFound = () => AppError.badRequest('Category not found');

/** Replies of the admin routes: the only ones that show the reserve amount. */
async function adminProductViewOf(db: Database, id: string) {
  const row = await findProductViewById(db, id);
  if (!row) throw productNotFound();
  return toProductView(row, new Date(), { forAdmin: true });
}

function changesOf(request: UpdateProductRequest, current: { bidCount: number; endtime: Date; lastBidAt: Date | null }, now: Date): ProductChanges {
  const endtime = endNotBeforeLastBid(request.endtime, current.lastBidAt);
  return {
    name: request.name,
    description: request.description,
    endtime,
    // A new end is the admin's own; one sent back unchanged keeps the end they set before.
    ...(endtime.getTime() !== current.endtime.getTime() && { scheduledEnd: endtime }),
    // An end moved into the future reopens a closed auction without bids; the closer settles it again later.
    ...(endtime.getTime() > now.getTime() && { closedAt: null }),
    categoryId: request.category,
    ...(request.reservePrice !== undefined && { reservePrice: request.reservePrice }),
    ...(request.buyNowPrice !== undefined && { buyNowPrice: request.buyNowPrice }),
    // Without bids the price is still the starting price, so both move together.
    ...(current.bidCount === 0 && { price: request.price, startingPrice: request.price }),
  };
}

/** A renamed product gets the new name's slug, as a renamed category does, and keeps its old one as an address. */
async function writeChanges(tx: Database, current: { id: string; slug: string }, newName: string | undefined, changes: ProductChanges) {
  if (newName === undefined) return updateProduct(tx, current.id, changes);
  const slug = await writeWithUniqueSlug(newName, SLUG_FALLBACK, { db: tx, formerSlugs: productFormerSlugs, ownerId: current.id }, async (slug) => {
    const updated = await undefinedOnUniqueViolation(tx, (savepoint) => updateProduct(savepoint, current.id, { ...changes, slug }));
    return updated && slug;
  });
  await keepFormerSlug(tx, productFormerSlugs, current.id, current.slug, slug);
  return current.id;
}

/**
 * An open auction with bids whose end moved tells its bidders (stored with the edit, published once
 * it commits) while the new end lies beyond the last hour. Within it, the ending-soon reminder tells
 * whoever must act (each bidder not leading), and an end moved into the past closes the auction,
 * whose closing notices say so: a second notice would only repeat them.
 */
async function tellBiddersOfMovedEnd(tx: Database, before: { id: string; endtime: Date; bidCount: number }, after: { name: string; slug: string; endtime: string }, now: Date) {
  const end = new Date(after.endtime);
  const beyondLastHour = end.getTime() > now.getTime() + ENDING_SOON_REMINDER_MINUTES * 60_000;
  if (before.bidCount === 0 || before.endtime <= now || !beyondLastHour || end.getTime() === before.endtime.getTime()) return [];
  const bidderIds = (await findBidderIds(tx, [before.id])).get(before.id) ?? [];
  const notices = rescheduleNotices(after.name, bidderIds, end < before.endtime);
  return recordNotifications(tx, notices, { id: before.id, name: after.name, slug: after.slug }, now);
}

/** Inserts a new product under a free slug, with its ending-soon reminder settled; its id. */
async function insertListing(tx: Database, request: CreateProductRequest, adminId: string): Promise<string> {
  if (!(await findCategoryForProduct(tx, request.category))) throw categoryNotFound();
  const { name, description, price, endtime, category } = request;
  const reserves = { reservePrice: request.reservePrice ?? null, buyNowPrice: request.buyNowPrice ?? null };
  const id = await writeWithUniqueSlug(name, SLUG_FALLBACK, { db: tx, formerSlugs: productFormerSlugs }, (slug) =>
    insertProduct(tx, { name, slug, description, price, startingPrice: price, endtime, scheduledEnd: endtime, categoryId: category, createdBy: adminId, ...reserves }),
  );
  await settleEndingSoonReminderOfNewListing(tx, id);
  return id;
}

/** An update under the product's row lock: the new view, and the notices of a moved end to publish. */
async function updateLocked(tx: Database, id: string, sent: UpdateProductRequest, photo: PreparedPhoto | undefined, extensionSeconds: number) {
  const current = await lockProductForUpdate(tx, id);
  if (!current) throw productNotFound();
  // Only a bid placed less than the extension before the end the admin set can have extended it.
  const since = new Date((current.scheduledEnd?.getTime() ?? 0) - extensionSeconds * 1000);
  const earlierEnds = earlierEndsOf(current.scheduledEnd, await findBidTimesAfter(tx, id, since), extensionSeconds);
  const request = { ...sent, endtime: endAsMeant(sent.endtime, current.endtime, earlierEnds) };
  const now = new Date();
  assertUpdateAllowed(current, request, { photoSent: photo !== undefined, now });
  if (!(await findCategoryForProduct(tx, request.category))) throw categoryNotFound();
  const changes = changesOf(request, current, now);
  if (current.closedAt !== null && changes.closedAt === null) await deleteClosingNotices(tx, id);
  await writeChanges(tx, current, current.name === request.name ? undefined : request.name, changes);
  await rearmEndingSoonReminder(tx, id);
  if (photo) await storePhoto(tx, id, photo);
  const view = await adminProductViewOf(tx, id);
  return { view, notices: await tellBiddersOfMovedEnd(tx, current, view, now) };
}

/** The admin's listings: create, update and delete a lot, each emptying the catalog's cached totals and pages, and the admin's read of one. */
export function createListingsService(db: Database, { counts }: Pick<AppContext['catalog'], 'counts'>, liveBus: LiveBus, extensionSeconds: number) {
  return {
    async create(request: CreateProductRequest, upload: Buffer | undefined, adminId: string) {
      assertEndtimeInFuture(request.endtime, new Date());
      const photo = upload === undefined ? undefined : await preparePhoto(upload);
      const product = await db.transaction(async (tx) => {
        const id = await insertListing(tx, request, adminId);
        if (photo) await storePhoto(tx, id, photo);
        return adminProductViewOf(tx, id);
      });
      counts.changed();
      return { message: 'Product Created Successfully', product };
    },

    async update(id: string, request: UpdateProductRequest, upload: Buffer | undefined) {
      // Decoded before the transaction: the product row stays locked against bids only for the writes.
      const photo = upload === undefined ? undefined : await preparePhoto(upload);
      const product = await db.transaction((tx) => updateLocked(tx, id, request, photo, extensionSeconds));
      counts.changed();
      // Watchers re-read it: a moved end above all, which no bid event would tell them.
      liveBus.publishUpdated({ productId: id, endtime: product.view.endtime, slug: product.view.slug });
      for (const notice of product.notices) notice.publish(liveBus);
      return { message: 'Product Updated Successfully', product: product.view };
    },

    async forAdmin(id: string) {
      return { product: await adminProductViewOf(db, id) };
    },

    async remove(id: string) {
      const notices = await db.transaction(async (tx) => {
        const product = await lockProductForUpdate(tx, id);
        if (!product) throw productNotFound();
        const now = new Date();
        // Whoever has a row in the kept ledger bid on it, and is told; so is whoever watched it.
        const kept = await keepLedgerOfRemovedAuction(tx, product, now);
        const watcherIds = (await findWatcherIds(tx, [id])).get(id) ?? [];
        const people = { bidderIds: kept.map((bid) => bid.bidderId), buyerId: buyerOf(product, now), watcherIds };
        const pending = await recordNotifications(tx, removalNotices(product.name, people), product, now);
        await deleteProduct(tx, id);
        return pending;
      });
      forgetProductPhotos(id);
      counts.changed();
      // Anyone watching it live learns at once that it is gone, instead of seeing it still open.
      liveBus.publishRemoved({ productId: id });
      for (const notice of notices) notice.publish(liveBus);
      return { message: 'Product Deleted Successfully' };
    },
  };
}
