import type { Product } from '@bidhub/contracts';
import { queryOptions, replaceEqualDeep, type QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { withNewerBidState } from './bid-state';
import { fetchProduct, fetchRemovedAuction, type Ledger } from './bidding-api';
import { readLedger } from './read-ledger';

const keepingNewerBids = (shown: Product | undefined, fetched: Product) =>
  shown !== undefined && shown.bidCount > fetched.bidCount ? withNewerBidState(fetched, shown) : fetched;

/** The product behind /product/{slug}; live bids are written into this entry. */
export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.product, 'by-slug', slug],
    queryFn: () => fetchProduct(slug),
    // A reply read before a live bid that arrived first keeps that bid: the rest of the reply is news.
    structuralSharing: (shown: unknown, fetched: unknown) => replaceEqualDeep(shown, keepingNewerBids(shown as Product | undefined, fetched as Product)),
  });

/**
 * The bid ledger as of `bidCount` bids: a new count (anyone's bid) is a new entry, so the history is
 * read again when the page asks at a newer count, only its new rows when the page holds the rest
 * (`held`). An entry the page has moved on from is dropped at once: a busy lot's long history, kept
 * for the default five minutes per count, filled the tab's memory.
 */
export const ledgerQuery = (productId: string, bidCount: number, held?: Ledger) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.product, 'ledger', productId, bidCount],
    gcTime: 0,
    queryFn: () => readLedger(productId, bidCount, held),
  });

/** The kept ledger of an auction an admin deleted: it never changes, so it is fetched once. */
export const removedAuctionQuery = (productId: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.product, 'removed', productId],
    queryFn: async () => {
      const { auction, bids, verified } = await fetchRemovedAuction(productId);
      const ledger: Ledger = { bids, serverVerified: verified, knownBidCount: bids.length };
      return { auction, ledger };
    },
    staleTime: Infinity,
  });

/** A product as the server wrote it into its page: the page shows it without a request. */
export function seedProduct(queryClient: QueryClient, product: Product) {
  queryClient.setQueryData(productQuery(product.slug).queryKey, product);
}
