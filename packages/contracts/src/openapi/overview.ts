/** The document's introduction: what every route shares, which a client needs before the first call. */
export const API_OVERVIEW = [
  'The JSON API of BidHub, an auction marketplace. Amounts are rupees; times are ISO-8601 UTC.',
  '',
  '- **Errors**: every failure is `{ success: false, message }` with its status; the message of a 400 names the field at fault. A 500 carries a `requestId` (also in `X-Request-Id`).',
  '- **Sign-in**: `POST /auth/login` gives a token valid 7 days, sent in `Authorization` with or without `Bearer `. A signed-in reply may carry a fresh token in `X-Session-Token`: keep it instead.',
  '- **Lists**: `get-product`, `product-category` and a paged `product-filters` give 12 products a page (`get-product` takes `limit` up to 100); their `nextCursor` goes back as `cursor` for the next page. They and search take `sort` and `status`; the GET lists take `minPrice` and `maxPrice`, `product-filters` its `radio` price range.',
  '- **Caching**: every read but the event streams sends an `ETag`; sent back in `If-None-Match` it gets a 304 while nothing changed.',
  '- **Bids**: the server decides each one: the first bid at least the starting price, later ones at least `minNextBid` (the price plus its increment). A `maxBid` bids for you up to it; a bid in the last minutes moves the end past it (2 minutes by default).',
  '- **Live**: `GET /product/{id}/live` and `GET /notifications/live` are server-sent event streams; close a product stream after its `closed` event.',
  '- **Limits**: rate-limited routes send `RateLimit` and `RateLimit-Policy`; a 429 says in `Retry-After` when to try again.',
  '- **Browsers on other sites**: cannot read the replies unless the operator sets `CORS_ORIGIN` (no `Access-Control-*` headers are sent otherwise).',
].join('\n');
