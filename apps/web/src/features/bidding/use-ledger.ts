import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { Ledger } from './bidding-api';
import { ledgerQuery } from './bidding-queries';

export type { Ledger } from './bidding-api';

export const LEDGER_RETRIES = 3;

/**
 * The product's bid ledger, fetched again whenever the page learns of another bid; the old one shows
 * meanwhile, and stays when the new one fails to load (with the error and a Try again above it): the
 * page's 'You've been outbid' / 'highest bidder' line is read from it, and went blank on one failure.
 */
export function useLedger(productId: string, bidCount: number) {
  // Asked again a few times by itself (1, 2, 4 s apart) before saying it failed: on a phone the
  // history's one failed read most often comes from a moment without network.
  const { data, error, refetch } = useQuery({ ...ledgerQuery(productId, bidCount), placeholderData: keepPreviousData, retry: LEDGER_RETRIES });
  const lastLoaded = useRef<{ productId: string; ledger: Ledger }>(undefined);
  if (data) lastLoaded.current = { productId, ledger: data };
  const kept = lastLoaded.current?.productId === productId ? lastLoaded.current.ledger : undefined;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ledger: data ?? kept, error: error ? errorMessage(error, 'Could not load the bid history') : undefined, retry };
}
