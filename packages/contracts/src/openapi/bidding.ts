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

export const biddingRoutes: ApiRoute[] = [
  { method: 'get', path: '/product/my-bids', tag, summary: 'Auctions you bid on, with your standing: 100 a page (?page=), latest bidding first, and how many in all', auth: 'user', query: myBidsQuerySchema, replies: { 200: myBidsResponseSchema } },
  { method: 'put', path: '/product/bid-product/{id}', tag, summary: 'Place a bid', auth: 'user', params: idParamsSchema, headers: placeBidHeadersSchema, body: { schema: placeBidRequestSchema, multipart: 'fields' }, replies: { 200: placeBidResponseSchema }, errors: [403, 404, 409, 429], renewsSession: false },
  { method: 'post', path: '/product/{id}/buy-now', tag, summary: 'Buy It Now: closes the auction at once while it has no bid', auth: 'user', params: idParamsSchema, body: { schema: buyNowRequestSchema }, replies: { 200: productReplySchema }, errors: [403, 404, 409] },
  { method: 'get', path: '/product/{id}/bids', tag, summary: "An auction's verifiable bid ledger; ?after=n for only the rows after the nth", params: idParamsSchema, query: ledgerQuerySchema, replies: { 200: bidLedgerResponseSchema }, errors: [400, 404] },
  { method: 'get', path: '/product/removed/{id}', tag, summary: "The bid ledger of an auction an admin deleted, kept as it stood", params: idParamsSchema, replies: { 200: removedAuctionResponseSchema }, errors: [404] },
  { method: 'get', path: '/product/{id}/live', tag, summary: 'Live bids as server-sent `bid` events, and a `closed` event when the auction closes', params: idParamsSchema, query: liveStreamQuerySchema, headers: liveStreamHeadersSchema, replies: { 200: { description: 'An event stream of bids', contentType: 'text/event-stream' } }, errors: [404, 429] },
];
