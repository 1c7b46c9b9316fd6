import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PlaceBidRequest } from '@bidhub/contracts';
import { AMOUNT_REQUIRED, parseAmount, requiredText } from './bid-fields';

export interface BidFormValues {
  price: string;
  maxBid: string;
  winner: string;
}

interface BidFormErrors {
  price?: string;
  winner?: string;
}

const errorsOf = (values: BidFormValues): BidFormErrors => ({
  price: parseAmount(values.price) === undefined ? AMOUNT_REQUIRED : undefined,
  winner: requiredText(values.winner, 'Re-enter your username to confirm the bid'),
});

/**
 * The product page's bid form state: the amount follows the minimum next bid until the user types
 * one, errors show once a send was tried, and a placed bid empties the form for the next one.
 */
export function useBidForm(minNextBid: number, placeBid: (request: PlaceBidRequest) => Promise<boolean>) {
  const [values, setValues] = useState<BidFormValues>({ price: String(minNextBid), maxBid: '', winner: '' });
  const [showErrors, setShowErrors] = useState(false);
  const minNextBidRef = useRef(minNextBid);
  // Set once the user typed an amount or sent one: from then on the amount no longer follows the minimum.
  const amountKept = useRef(false);

  useEffect(() => {
    minNextBidRef.current = minNextBid;
    // Anyone's bid raises the minimum: the suggested amount follows it, an amount the user typed stays.
    if (!amountKept.current) setValues((current) => ({ ...current, price: String(minNextBid) }));
  }, [minNextBid]);

  const change = (field: keyof BidFormValues, text: string) => {
    if (field === 'price') amountKept.current = true;
    setValues((current) => ({ ...current, [field]: text }));
  };

  const errors = errorsOf(values);
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (errors.price || errors.winner) {
      setShowErrors(true);
      // The fields are named as the values are: the first one to correct takes the focus.
      const firstInvalid = event.currentTarget.elements.namedItem(errors.price ? 'price' : 'winner');
      if (firstInvalid instanceof HTMLElement) firstInvalid.focus();
      return;
    }
    // From the moment it is sent the amount stays, even a suggested one: the live event of this very
    // bid can arrive before its lost reply is reported, and resending exactly that bid is what lets
    // the retry reuse its Idempotency-Key.
    amountKept.current = true;
    const maxBid = parseAmount(values.maxBid);
    const request = { price: parseAmount(values.price)!, winner: values.winner };
    if (await placeBid(maxBid === undefined ? request : { ...request, maxBid })) {
      amountKept.current = false;
      setShowErrors(false);
      // The reply may already have moved the minimum: the suggestion is the newest one, not the form's first.
      setValues({ price: String(minNextBidRef.current), maxBid: '', winner: '' });
    }
    // On failure the amount sent stays (amountKept is still set).
  };

  const shownErrors: BidFormErrors = showErrors ? errors : {};
  return { values, change, errors: shownErrors, submit };
}
