import type { BidLedgerResponse, LedgerBid, Product, ProductReply, RemovedAuctionResponse } from '@bidhub/contracts';
import { apiClient } from '../../lib/api-client';

export async function fetchProduct(slug: string): Promise<Product> {
  return (await apiClient.get<ProductReply>(`/product/get-product/${encodeURIComponent(slug)}`)).data.product;
}

/** The admins' read of a product, with its reserve and creator, which public reads never show; refused to anyone else. */
export async function fetchProductForAdmin(productId: string): Promise<Product> {
  return (await apiClient.get<ProductReply>(`/product/admin-product/${encodeURIComponent(productId)}`)).data.product;
}

/** The whole ledger, or only the rows after the `after`th. */
export async function fetchLedger(productId: string, after?: number): Promise<BidLedgerResponse> {
  return (await apiClient.get<BidLedgerResponse>(`/product/${encodeURIComponent(productId)}/bids`, after === undefined ? {} : { params: { after } })).data;
}

export async function fetchRemovedAuction(productId: string): Promise<RemovedAuctionResponse> {
  return (await apiClient.get<RemovedAuctionResponse>(`/product/removed/${encodeURIComponent(productId)}`)).data;
}

export interface Ledger {
  /** Newest first. */
  bids: LedgerBid[];
  /** The server's own check of the chain. */
  serverVerified: boolean;
  /** The bids the page knew of when it asked: the ledger must hold at least these. */
  knownBidCount: number;
}
