import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PlaceBidRequest, Product } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';
import { amountTypo, parseAmount } from '../../lib/amount';
import { AMOUNT_REQUIRED, requiredText, type BidField } from './bid-fields';
import { freshBidForm, useKeepBidDraft, useRestoredBid, type BidFormValues } from './bid-draft';
import type { BidOutcome } from './use-place-bid';

interface BidFormErrors {
  price?: string | undefined;
  maxBid?: string | undefined;
  winner?: string | undefined;
}

/** The server's refusal of the last send, shown beside its field until that field is changed. */
interface Refusal {
  field: BidField;
  message: string;
}

const focusField = (form: HTMLFormElement, name: BidField) => {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLElement) field.focus();
};

/** What a send asks: a bid of the amount (with a maximum, if given), or, for the leader, only a higher maximum. */
type Intent = 'bid' | 'raise';
/** The value of the leader's second submit button, which sends only a higher maximum. */
export const RAISE_MAXIMUM = 'raise-maximum';

const intentOf = (event: FormEvent<HTMLFormElement>): Intent =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === RAISE_MAXIMUM ? 'raise' : 'bid';

/** What a raise's maximum still lacks: a raise sends the current price, which the maximum must reach. */
function raiseProblem(maxBid: string, currentPrice: number): string | undefined {
  const maximum = parseAmount(maxBid);
  if (maximum === undefined) return amountTypo(maxBid) ?? 'Enter your new maximum';
  return maximum < currentPrice ? `Your new maximum must be at least the current bid of ${formatPrice(currentPrice)}` : undefined;
}

/** The fields a send of this kind still misses; a raise sends no amount of its own. */
const errorsOf = (values: BidFormValues, intent: Intent, currentPrice: number): BidFormErrors => ({
  price: intent === 'bid' && parseAmount(values.price) === undefined ? (amountTypo(values.price) ?? AMOUNT_REQUIRED) : undefined,
  // An optional maximum that cannot be read blocks the bid: sent without it, the bid would not be the one meant.
  maxBid: intent === 'raise' ? raiseProblem(values.maxBid, currentPrice) : amountTypo(values.maxBid),
  winner: requiredText(values.winner, 'Re-enter your username to confirm the bid'),
});

const firstMissing = (errors: BidFormErrors): BidField | undefined => (['price', 'maxBid', 'winner'] as const).find((field) => errors[field] !== undefined);

/**
 * The form's values and the server's last refusal. The amount follows the minimum next bid until
 * the user types one; a placed bid empties the form for the next one.
 */
function useBidFormValues(productId: string, minNextBid: number) {
  // What was typed when the session ended under the form comes back after the login, as typed.
  const restored = useRestoredBid(productId, minNextBid);
  const [values, setValues] = useState<BidFormValues>(restored?.values ?? freshBidForm(minNextBid));
  useKeepBidDraft(productId, values, minNextBid);
  const [refusal, setRefusal] = useState<Refusal>();
  const minNextBidRef = useRef(minNextBid);
  // Set while the user's own amount stands (typed) or a sent one awaits its answer: the amount then
  // no longer follows the minimum.
  const restoredAmount = restored !== undefined && restored.values.price !== String(minNextBid);
  const amountKept = useRef(restoredAmount);
  const amountTyped = useRef(restoredAmount);

  useEffect(() => {
    minNextBidRef.current = minNextBid;
    // Anyone's bid raises the minimum: the suggested amount follows it (a refusal of the one before
    // is then out of date), an amount the user typed stays.
    if (amountKept.current) return;
    setValues((current) => ({ ...current, price: String(minNextBid) }));
    setRefusal((current) => (current?.field === 'price' ? undefined : current));
  }, [minNextBid]);

  const change = (field: keyof BidFormValues, text: string) => {
    if (field === 'price') amountKept.current = amountTyped.current = true;
    if (refusal?.field === field) setRefusal(undefined);
    setValues((current) => ({ ...current, [field]: text }));
  };

  const reset = () => {
    setRefusal(undefined);
    amountKept.current = amountTyped.current = false;
    // The reply may already have moved the minimum: the suggestion is the newest one, not the form's first.
    setValues(freshBidForm(minNextBidRef.current));
  };

  const refused = (form: HTMLFormElement, refusal: Refusal | undefined) => {
    setRefusal(refusal);
    // The field the server refused takes the focus, its message beside it (not only in a toast).
    if (refusal) focusField(form, refusal.field);
  };
  return { restored, values, setValues, refusal, change, reset, refused, minNextBidRef, amountKept, amountTyped };
}

/**
 * The product page's bid form state: the amount follows the minimum next bid until the user types
 * one, errors show once a send was tried, and a placed bid empties the form for the next one. A
 * leader's raise sends the current price, which the server takes as a raise of the maximum only.
 */
export function useBidForm({ _id: productId, minNextBid, price: currentPrice }: Product, placeBid: (request: PlaceBidRequest) => Promise<BidOutcome>) {
  const { restored, values, setValues, refusal, change, reset, refused, minNextBidRef, amountKept, amountTyped } = useBidFormValues(productId, minNextBid);
  // The kind of send last tried with fields missing: their errors show from then on.
  const [tried, setTried] = useState<Intent>();
  const placed = () => {
    setTried(undefined);
    reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const form = event.currentTarget;
    const intent = intentOf(event);
    const missing = firstMissing(errorsOf(values, intent, currentPrice));
    if (missing) {
      setTried(intent);
      // The fields are named as the values are: the first one to correct takes the focus.
      return focusField(form, missing);
    }
    const maxBid = parseAmount(values.maxBid);
    if (intent === 'raise') {
      const outcome = await placeBid({ price: currentPrice, maxBid: maxBid!, winner: values.winner });
      if (outcome.placed) return placed();
      return 'unanswered' in outcome ? undefined : refused(form, outcome.refusal);
    }
    // From the moment it is sent the amount stays, even a suggested one: the live event of this very
    // bid can arrive before its lost reply is reported, and resending exactly that bid is what lets
    // the retry reuse its Idempotency-Key.
    amountKept.current = true;
    const request = { price: parseAmount(values.price)!, winner: values.winner };
    const outcome = await placeBid(maxBid === undefined ? request : { ...request, maxBid });
    if (outcome.placed) return placed();
    // Unanswered, the amount sent stays for the retry (amountKept is still set).
    if ('unanswered' in outcome) return;
    // A suggested amount someone else's bid overtook gives way to the newest minimum and follows it
    // again (the toast has said why); an amount the user typed stays, with the refusal beside it.
    const overtaken = !amountTyped.current && minNextBidRef.current > request.price;
    if (!amountTyped.current) amountKept.current = false;
    if (overtaken) setValues((current) => ({ ...current, price: String(minNextBidRef.current) }));
    refused(form, overtaken && outcome.refusal?.field === 'price' ? undefined : outcome.refusal);
  };

  const shownErrors: BidFormErrors = { ...(tried ? errorsOf(values, tried, currentPrice) : {}), ...(refusal && { [refusal.field]: refusal.message }) };
  return { values, change, errors: shownErrors, submit, restored };
}
