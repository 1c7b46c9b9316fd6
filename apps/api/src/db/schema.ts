import type { LedgerBid } from '@bidhub/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Rupees with paise; drizzle hands them to TypeScript as numbers. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The username; the original app called it email and so does the API. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    answerHash: text('answer_hash').notNull(),
    /**
     * The session that last changed the password on the profile, as '{iat}.{pv}' of its token: it
     * stays signed in, as clients that never read the renewed token (the original one) expect.
     */
    keptSession: text('kept_session'),
    role: smallint('role').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('categories_name_lower_unique').on(sql`lower(${table.name})`),
    uniqueIndex('categories_slug_unique').on(table.slug),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    /** The starting price until a bid arrives, then the current bid. */
    price: money('price').notNull(),
    startingPrice: money('starting_price').notNull(),
    endtime: timestamp('endtime', { withTimezone: true }).notNull(),
    /**
     * The end as the admin last set it (migration 0030), before late bids extended endtime: an edit
     * that sends it back leaves the end as the bids made it. Null on rows inserted without it.
     */
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Username of the current highest bidder, empty while nobody has bid. */
    winner: text('winner').notNull().default(''),
    winnerId: uuid('winner_id').references(() => users.id, { onDelete: 'set null' }),
    bidCount: integer('bid_count').notNull().default(0),
    /** Accounts watching the product, kept by a trigger on watchlist_items (migration 0004). */
    watcherCount: integer('watcher_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** ETag of the current photo, null without one: the reference cards use to cache-bust. */
    photoVersion: text('photo_version'),
    /** No sale below it; null without one. Never shown except to admins. */
    reservePrice: money('reserve_price'),
    /** Null without one; offered only while the product has no bid and is open. */
    buyNowPrice: money('buy_now_price'),
    /** Set once the closer has notified everyone about the ended auction (migration 0006). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // The text's words, and where it holds accented Latin letters, its words without them too
    // (latin_unaccented_extra, migration 0028), so 'creme' finds Crème as search folds the keyword.
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, latin_unaccented_extra(name)), 'A') || setweight(to_tsvector('english'::regconfig, latin_unaccented_extra(description)), 'B')`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_unique').on(table.slug),
    index('products_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('products_category_created_at_idx').on(table.categoryId, table.createdAt.desc(), table.id.desc()),
    // This and products_category_price_idx also carry the end time (INCLUDE, migration 0010, which
    // drizzle cannot declare): a filter's open or ended total is counted from the index alone.
    index('products_price_id_idx').on(table.price, table.id),
    index('products_endtime_id_idx').on(table.endtime, table.id),
    index('products_bid_count_id_idx').on(table.bidCount, table.id),
    index('products_category_price_idx').on(table.categoryId, table.price, table.id),
    index('products_category_endtime_idx').on(table.categoryId, table.endtime, table.id),
    index('products_category_bid_count_idx').on(table.categoryId, table.bidCount, table.id),
    index('products_search_document_idx').using('gin', table.searchDocument).with({ fastupdate: false }),
    index('products_due_to_close_idx').on(table.endtime).where(sql`${table.closedAt} is null`),
  ],
);

/**
 * Every word of every product name (lower case), kept by a trigger (migration 0003): search corrects
 * a typo against this vocabulary, then finds the corrected words through the full-text index.
 */
export const productWords = pgTable('product_words', { word: text('word').primaryKey() }, (table) => [
  index('product_words_trigram_idx').using('gin', table.word.op('gin_trgm_ops')).with({ fastupdate: false }),
]);

/**
 * Slugs a product had before a rename: a shared link, a bookmark or a search result still leads to
 * the lot, and no other product takes the address while the lot exists.
 */
export const productFormerSlugs = pgTable(
  'product_former_slugs',
  {
    slug: text('slug').primaryKey(),
    ownerId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [index('product_former_slugs_product_idx').on(table.ownerId)],
);

/** Slugs a category had before a rename, kept for the same reasons as a product's. */
export const categoryFormerSlugs = pgTable(
  'category_former_slugs',
  {
    slug: text('slug').primaryKey(),
    ownerId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [index('category_former_slugs_category_idx').on(table.ownerId)],
);

/**
 * Photo bytes live apart from products so that no product query ever reads them. Width 0 is the
 * re-encoded original; other widths are resized WebP variants made once, on first request.
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.width] })],
);

/** The append-only bid ledger: rows are inserted, never updated or deleted by the code. */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    sequence: integer('sequence').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Version of the canonical text the hash covers: 1 for rows written before automatic bids. */
    v: smallint('v').notNull().default(1),
    /** Placed for the bidder by their maximum, not sent by them. */
    auto: boolean('auto').notNull().default(false),
    /** 'bid' or 'buy-now'. */
    kind: text('kind').notNull().default('bid'),
  },
  (table) => [
    uniqueIndex('bids_product_sequence_unique').on(table.productId, table.sequence),
    index('bids_bidder_product_idx').on(table.bidderId, table.productId),
  ],
);

/**
 * The ledger of an auction an admin deleted, as the public ledger served it then (oldest first):
 * no foreign key, so the proof of what was bid outlives the product and its bid rows.
 */
export const removedAuctions = pgTable('removed_auctions', {
  productId: uuid('product_id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  bidCount: integer('bid_count').notNull(),
  ledger: jsonb('ledger').$type<LedgerBid[]>().notNull(),
});

/**
 * Each bidder's standing maximum per product: the highest maxBid or price they sent. Only the
 * bidding rules read it; no reply shows another bidder's row.
 */
export const maxBids = pgTable(
  'max_bids',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The latest price the bidder sent themselves: the leader's price never falls below it. */
    latestPrice: money('latest_price').notNull(),
    /** Ledger sequence of the bid that set the maximum: equal maxima go to the earlier one. */
    setSeq: integer('set_seq').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.bidderId] })],
);

/** Replies to bids sent with an Idempotency-Key, so a retried request places nothing twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** express-rate-limit counters on the server engine, so every API process counts the same hits. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Auctions whose "ends within the hour" reminder was sent (migration 0016): once per auction. */
export const auctionReminders = pgTable('auction_reminders', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/** Products an account watches: the watchlist that follows a user across devices. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] }), index('watchlist_items_product_idx').on(table.productId)],
);

/** What a user is told about auctions they bid on or created (kinds: contracts' notificationKinds). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign key: a notice outlives the auction it is about (migration 0011), so it keeps the
    // product's name and slug from when it was written.
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    productSlug: text('product_slug').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_closing_once').on(table.userId, table.productId, table.kind).where(sql`${table.kind} not in ('outbid', 'ending-soon', 'rescheduled')`),
  ],
);
