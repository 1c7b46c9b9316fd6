import {
  bidLedgerResponseSchema,
  ledgerQuerySchema,
  liveStreamHeadersSchema,
  liveStreamQuerySchema,
  myBidsQuerySchema,
  myBidsResponseSchema,
  placeBidHeadersSchema,
  placeBidRequestSchema,
  placeBidResponseSchema,
  removedAuctionResponseSchema,
} from '../bidding.js';
import { idParamsSchema } from '../common.js';
import { buyNowRequestSchema, productReplySchema } from '../products.js';
import type { ApiRoute } from './api-route.js';

const tag = 'Bidding';

const PLACING_A_BID = [
  '`price` is your bid in rupees and `winner` your username, re-entered (trimmed, any case). The first bid must be at least the starting price, every later one at least `minNextBid`: the price plus its increment (below Rs. 100: 1; below 1,000: 10; below 10,000: 50; below 1,00,000: 100; then 500). A second bid of the same amount is below the new minimum, so ties cannot happen.',
  '',
  '`maxBid` (at least `price`) bids for you up to it: the leader holds the highest maximum (on equal maxima, the one set first) at the least price the other bids allow. `outbid: true` says another maximum answered at once. The leader raises their own maximum by sending a higher `maxBid` with any `price` under `minNextBid`. No reply, ledger row or event shows another bidder\'s maximum.',
  '',
  'A bid accepted in the auction\'s last minutes (2 by default) moves its end that long past the bid. Failures: 403 on your own product, 404 no such product, 409 ended or below the minimum (the message says the minimum), 429 too many bids (30 per 10 s by default). Send an `Idempotency-Key` to retry safely after a lost reply.',
].join('\n');

const BID_EVENTS = [
  'Server-sent events: `retry: 3000`, a `: ping` comment every 15 s, and:',
  '',
  '- `bid`, with `id:` the ledger `seq`, one per ledger row: `{ productId, seq, price, winner, endtime, bidCount, minNextBid, reserveMet, auto, kind }`;',
  '- `closed` (no id) when the auction closes: `{ productId, winner, price, bidCount, reserveMet, endtime }`, `winner` empty when nobody won. Close the stream then: it stays open, and counts against your open streams;',
  '- `updated` (no id) when an admin edits the lot: `{ productId, endtime, slug }`; read the product again;',
  '- `removed` (no id) when an admin deletes it: `{ productId }`; the stream ends.',
  '',
  'Reconnect with `Last-Event-ID` (EventSource does it for you): the missed bids come first, each exactly once. A stream opened after the close gets the `closed` event again.',
].join('\n');

export const biddingRoutes: ApiRoute[] = [
  { method: 'get', path: '/product/my-bids', tag, summary: 'Auctions you bid on, with your standing: 100 a page (?page=), latest bidding first, and how many in all', auth: 'user', query: myBidsQuerySchema, replies: { 200: myBidsResponseSchema } },
  { method: 'put', path: '/product/bid-product/{id}', tag, summary: 'Place a bid, optionally with a maximum (proxy) bid', description: PLACING_A_BID, auth: 'user', params: idParamsSchema, headers: placeBidHeadersSchema, body: { schema: placeBidRequestSchema, multipart: 'fields' }, replies: { 200: placeBidResponseSchema }, errors: [403, 404, 409, 429], renewsSession: false },
  { method: 'post', path: '/product/{id}/buy-now', tag, summary: 'Buy It Now: closes the auction at once while it has no bid', auth: 'user', params: idParamsSchema, body: { schema: buyNowRequestSchema }, replies: { 200: productReplySchema }, errors: [403, 404, 409] },
  { method: 'get', path: '/product/{id}/bids', tag, summary: "An auction's verifiable bid ledger; ?after=n for only the rows after the nth", params: idParamsSchema, query: ledgerQuerySchema, replies: { 200: bidLedgerResponseSchema }, errors: [400, 404] },
  { method: 'get', path: '/product/removed/{id}', tag, summary: "The bid ledger of an auction an admin deleted, kept as it stood", params: idParamsSchema, replies: { 200: removedAuctionResponseSchema }, errors: [404] },
  { method: 'get', path: '/product/{id}/live', tag, summary: 'Live bids as server-sent `bid` events, and a `closed` event when the auction closes', description: BID_EVENTS, params: idParamsSchema, query: liveStreamQuerySchema, headers: liveStreamHeadersSchema, replies: { 200: { description: 'An event stream of bids', contentType: 'text/event-stream' } }, errors: [404, 429] },
];
