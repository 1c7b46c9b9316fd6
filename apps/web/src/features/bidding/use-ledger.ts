import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { Ledger } from './bidding-api';
import { ledgerQuery } from './bidding-queries';

export type { Ledger } from './bidding-api';

export const LEDGER_RETRIES = 3;

/** The least time between two reads of one history: a busy lot's bids come faster than a long history loads. */
export const LEDGER_READ_GAP_MS = 1_000;

/**
 * The bid count the history is asked for: the newest the page knows, but only once the last read has
 * settled and a second after the one before. Asked at every bid, a lot taking several bids a second
 * started a new read of its whole history before the last one arrived, so the table stood still
 * while every copy was kept in memory (outside audit E: 500 MB in a tab after 900 bids).
 */
function useAskedBidCount(productId: string, bidCount: number, settled: boolean): number {
  const [asked, setAsked] = useState({ productId, bidCount });
  const lastAsked = useRef(0);
  const current = asked.productId === productId;
  useEffect(() => {
    if (current && (!settled || asked.bidCount === bidCount)) return;
    const ask = () => {
      lastAsked.current = Date.now();
      setAsked({ productId, bidCount });
    };
    const wait = current ? lastAsked.current + LEDGER_READ_GAP_MS - Date.now() : 0;
    if (wait <= 0) return ask();
    const timer = setTimeout(ask, wait);
    return () => clearTimeout(timer);
  }, [current, settled, asked.bidCount, productId, bidCount]);
  return current ? asked.bidCount : bidCount;
}

/**
 * The product's bid ledger, fetched again when the page learns of another bid (useAskedBidCount); the
 * old one shows meanwhile, and stays when the new one fails to load (with the error and a Try again
 * above it): the page's 'You've been outbid' / 'highest bidder' line is read from it, and went blank
 * on one failure.
 */
export function useLedger(productId: string, bidCount: number) {
  const [settled, setSettled] = useState(true);
  const askedCount = useAskedBidCount(productId, bidCount, settled);
  // Asked again a few times by itself (1, 2, 4 s apart) before saying it failed: on a phone the
  // history's one failed read most often comes from a moment without network.
  const lastLoaded = useRef<{ productId: string; ledger: Ledger }>(undefined);
  const held = lastLoaded.current?.productId === productId ? lastLoaded.current.ledger : undefined;
  const { data, error, refetch, isFetching } = useQuery({ ...ledgerQuery(productId, askedCount, held), placeholderData: keepPreviousData, retry: LEDGER_RETRIES });
  useEffect(() => setSettled(!isFetching), [isFetching]);
  if (data) lastLoaded.current = { productId, ledger: data };
  const kept = lastLoaded.current?.productId === productId ? lastLoaded.current.ledger : undefined;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { ledger: data ?? kept, error: error ? errorMessage(error, 'Could not load the bid history') : undefined, retry };
}
