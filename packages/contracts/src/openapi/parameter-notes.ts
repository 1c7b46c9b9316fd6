/**
 * What each path, query and header parameter means, by name: a name means the same on every route
 * that takes it, unless an entry for `<path> <name>` says otherwise (search's own default sort).
 */
const SEARCH_SORT = 'Without it, the best match first; otherwise as on the lists: `newest`, `ending-soon`, `price-asc`, `price-desc`, `most-bids`';
const OFFSET_OR_CURSOR = 'The page, counted from 1 (offset paging; `cursor` is faster for deep pages and wins when both are sent)';

export const PARAMETER_NOTES: Record<string, string> = {
  id: "The item's `_id` (a UUID)",
  '/product/get-product/{slug} slug': "The product's slug, or its `_id`; a slug from before a rename still finds it",
  '/product/product-category/{slug} slug': "The category's slug; one from before a rename still finds it",
  productId: "The product's `_id` (a UUID)",
  page: 'The page, counted from 1',
  '/product/get-product page': OFFSET_OR_CURSOR,
  '/product/product-category/{slug} page': OFFSET_OR_CURSOR,
  limit: 'Products per page, 1 to 100 (default 12)',
  sort:
    '`newest` (default), `ending-soon` (open auctions soonest first, then ended ones, the latest ended first), `price-asc`, `price-desc`, `most-bids`. Ties go by id, so pages never repeat or skip a product while the sorted values stay put',
  '/product/search/{keyword} sort': SEARCH_SORT,
  '/product/search sort': SEARCH_SORT,
  status: '`open` (the end is still ahead), `closed` (ended) or `all` (default)',
  minPrice: 'Lowest current price in rupees, included',
  maxPrice: 'Highest current price in rupees, included',
  cursor: "The previous page's `nextCursor`, sent with the same sort and filters: the page after it. Opaque; null after the last page",
  keyword: 'The words to look for in names and descriptions; small typos are tolerated. At most 50 results, best match first unless `sort`',
  q: 'What has been typed so far',
  w: 'A smaller width in pixels, for cards and phones; the full photo without it',
  v: "The product's `photoVersion`: naming the current one, the reply may be cached for good",
  after: 'Only the ledger rows after the nth (a client that holds and checked the first n); `verified` then says they continue its hash chain',
  lastEventId: 'As the Last-Event-ID header, for a client that cannot set headers',
  'Last-Event-ID': 'The last ledger `seq` this client received: the missed bids are replayed first, then live ones follow, each exactly once',
  heartbeat: '`event`: the 15-second heartbeat also as an event `ping` with empty data, which EventSource shows to the page where it hides comments',
  'X-Heartbeat': 'As `?heartbeat=`',
  'Idempotency-Key': 'Any text of 1 to 200 characters naming this attempt: sent again by the same user, it gets the first reply and places nothing twice. Use a new key for each new bid',
  before: 'The `_id` of the last notice listed: the page of older ones',
};
