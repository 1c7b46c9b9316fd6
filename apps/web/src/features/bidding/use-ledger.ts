import { useEffect, useState } from 'react';
import type { BidLedgerResponse, LedgerBid } from '@bidhub/contracts';
import { apiClient, errorMessage } from '../../lib/api-client';

export interface Ledger {
  /** Newest first. */
  bids: LedgerBid[];
  /** The server's own check of the chain. */
  serverVerified: boolean;
  /** The bids the page knew of when it asked: the ledger must hold at least these. */
  knownBidCount: number;
}

/** The product's bid ledger, fetched again whenever the page learns of another bid. */
export function useLedger(productId: string, bidCount: number) {
  const [ledger, setLedger] = useState<Ledger>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    apiClient
      .get<BidLedgerResponse>(`/product/${encodeURIComponent(productId)}/bids`)
      .then((response) => {
        if (cancelled) return;
        setLedger({ bids: response.data.bids, serverVerified: response.data.verified, knownBidCount: bidCount });
        setError(undefined);
      })
      .catch((failure: unknown) => !cancelled && setError(errorMessage(failure, 'Could not load the bid history')));
    return () => {
      cancelled = true;
    };
  }, [productId, bidCount]);

  return { ledger, error };
}
