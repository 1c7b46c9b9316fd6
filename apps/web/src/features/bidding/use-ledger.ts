import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { ledgerQuery } from './bidding-queries';

export type { Ledger } from './bidding-api';

/** The product's bid ledger, fetched again whenever the page learns of another bid; the old one shows meanwhile. */
export function useLedger(productId: string, bidCount: number) {
  const { data, error } = useQuery({ ...ledgerQuery(productId, bidCount), placeholderData: keepPreviousData });
  return { ledger: data, error: error ? errorMessage(error, 'Could not load the bid history') : undefined };
}
