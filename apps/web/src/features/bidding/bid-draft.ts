import { useMemo } from 'react';
import { useKeepDraftOnSessionEnd, useRestoredDraft } from '../auth';

/** The product page's bid form as typed: the amount, the optional maximum, the re-entered username. */
export interface BidFormValues {
  price: string;
  maxBid: string;
  winner: string;
}

const formKey = (productId: string) => `bid:${productId}`;

/** The form as it opens: the minimum next bid suggested, nothing else typed. */
export const freshBidForm = (minNextBid: number): BidFormValues => ({ price: String(minNextBid), maxBid: '', winner: '' });

/** What the user had typed into this lot's bid form when their session last ended under it. */
export const useRestoredBid = (productId: string, minNextBid: number) => useRestoredDraft(formKey(productId), freshBidForm(minNextBid));

/** Keeps a typed amount, maximum or username over a session's end, for useRestoredBid after the next login. */
export function useKeepBidDraft(productId: string, values: BidFormValues, minNextBid: number) {
  const fresh = useMemo(() => freshBidForm(minNextBid), [minNextBid]);
  useKeepDraftOnSessionEnd(formKey(productId), values, fresh);
}
