import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Product, PublicUser } from '@bidhub/contracts';
import { formatPrice, formatZonedMoment } from '../../lib/format';
import { AmountInput } from '../../components/AmountInput';
import { amountTypo, parseAmount } from '../../lib/amount';
import { AMOUNT_REQUIRED, bidAmountWarning, bidStep, maximumWarning, refusedField } from './bid-fields';
import { MaximumField } from './MaximumField';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { LostReplyNote } from './LostReplyNote';
import { RestoredDraftNote } from '../auth';
import { useKeepBidDraft, useRestoredBid } from './bid-draft';
import { usePlaceBid } from './use-place-bid';

interface BidProductFormProps {
  product: Product;
  bidder: PublicUser;
  /** Outbid: another bidder's maximum answered at once, and the form stays for the next amount. */
  onPlaced: (product: Product, outbid: boolean) => void;
  /** The server refused the bid: read the product again, as another bid has probably moved it on. */
  onRefused: () => void;
}

/**
 * The spec's /bid form: the product's name, description, category and end time shown but disabled,
 * the amount editable (the minimum next bid to start with), an optional maximum as on the product
 * page, and BID PRODUCT. It places the bid the way the product page does, so a resend after a lost
 * reply reuses its Idempotency-Key. Any refusal has the page read the auction again: it may have
 * moved, ended, or been deleted (then the page says so). The signed-in account is the bidder, so
 * the API's re-entered username is theirs.
 */
export function BidProductForm({ product, bidder, onPlaced, onRefused }: BidProductFormProps) {
  const fields = useBidProductFields(product);
  const { price, typePrice, maxBid, setMaxBid, restored } = fields;
  const { submit, sending, unconfirmed, outbidNote, amountMissing, refusal, setRefusal } = useBidProductSubmit({ ...fields, product }, bidder, onPlaced, onRefused);
  const id = useId();
  const clearingRefusal = (apply: (text: string) => void) => (text: string) => {
    setRefusal(undefined);
    apply(text);
  };

  return (
    <form aria-label="Bid product" className="bid-product-form" noValidate onSubmit={(event) => void submit(event)}>
      {restored && <RestoredDraftNote draft={restored} />}
      <DisabledFacts product={product} id={id} />
      <YourBidField
        id={`${id}-price`}
        price={price}
        product={product}
        error={amountMissing ? (amountTypo(price) ?? AMOUNT_REQUIRED) : refusal?.field === 'price' ? refusal.message : undefined}
        onChange={clearingRefusal(typePrice)}
      />
      <MaximumField
        id={`${id}-max`}
        product={product}
        value={maxBid}
        warning={maximumWarning(parseAmount(maxBid), parseAmount(price))}
        error={refusal?.field === 'maxBid' ? refusal.message : undefined}
        onChange={clearingRefusal(setMaxBid)}
      />
      <SubmitButton sending={sending}>BID PRODUCT</SubmitButton>
      <LostReplyNote shown={unconfirmed && !sending} />
      <OutbidNote note={outbidNote} />
    </form>
  );
}

/**
 * Sends the bid of the fields as the product page does, so a resend after a lost reply reuses its
 * Idempotency-Key, and keeps what is said beside the form: an empty amount once sending was tried,
 * the server's refusal beside the field it is about (the toast goes after seconds) until that field
 * changes, and an outbid-at-once note.
 */
function useBidProductSubmit(
  { product, price, maxBid, followMinimum }: ReturnType<typeof useBidProductFields> & { product: Product },
  bidder: PublicUser,
  onPlaced: BidProductFormProps['onPlaced'],
  onRefused: () => void,
) {
  const { placeBid, sending, unconfirmed } = usePlaceBid(
    product._id,
    (placed, outbid) => {
      if (outbid) followMinimum(placed.minNextBid);
      onPlaced(placed, outbid);
    },
    onRefused,
  );
  const [outbidNote, setOutbidNote] = useState<string>();
  const [showError, setShowError] = useState(false);
  const [refusal, setRefusal] = useState<{ field: 'price' | 'maxBid'; message: string }>();
  const amount = parseAmount(price);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    setShowError(amount === undefined);
    setRefusal(undefined);
    setOutbidNote(undefined);
    if (amount === undefined) return (fields.namedItem('price') as HTMLElement | null)?.focus();
    // Sent without a maximum it cannot read, the bid would not be the one meant.
    const maximumTypo = amountTypo(maxBid);
    if (maximumTypo) {
      setRefusal({ field: 'maxBid', message: maximumTypo });
      return (fields.namedItem('maxBid') as HTMLElement | null)?.focus();
    }
    const maximum = parseAmount(maxBid);
    const outcome = await placeBid({ price: amount, winner: bidder.email, ...(maximum !== undefined && { maxBid: maximum }) });
    if (outcome.placed && outcome.outbid) setOutbidNote(outcome.message);
    if (outcome.placed || 'unanswered' in outcome || outcome.refusal === undefined) return;
    const field = refusedField(outcome.refusal.message) === 'maxBid' ? 'maxBid' : 'price';
    setRefusal({ field, message: outcome.refusal.message });
    (fields.namedItem(field) as HTMLElement | null)?.focus();
  };
  return { submit, sending, unconfirmed, outbidNote, amountMissing: showError && amount === undefined, refusal, setRefusal };
}

/** Always in the page, so screen readers announce the note when it appears. */
function OutbidNote({ note }: { note: string | undefined }) {
  return <p role="status" className={note ? 'alert alert--warning' : undefined}>{note}</p>;
}

interface YourBidFieldProps {
  id: string;
  price: string;
  product: Product;
  error: string | undefined;
  onChange: (text: string) => void;
}

function YourBidField({ id, price, product, error, onChange }: YourBidFieldProps) {
  return (
    <FormField id={id} label="Your bid" error={error} warning={amountTypo(price) ?? bidAmountWarning(parseAmount(price), product)} hint={`Minimum bid: ${formatPrice(product.minNextBid)}`}>
      {(control) => <AmountInput {...control} name="price" step={bidStep(product)} value={price} onValueChange={onChange} />}
    </FormField>
  );
}

/**
 * The amount starts at the minimum next bid and follows it when it moves, until the user types one;
 * an amount outbid at once gives way to the new minimum. What was typed when the session ended
 * under the form (here or in another tab) comes back after the next login, as on the product page.
 */
function useBidProductFields({ _id: productId, minNextBid }: Product) {
  const restored = useRestoredBid(productId, minNextBid);
  const [price, setPrice] = useState(restored?.values.price ?? String(minNextBid));
  const [maxBid, setMaxBid] = useState(restored?.values.maxBid ?? '');
  const typed = useRef(restored !== undefined);
  useEffect(() => {
    if (!typed.current) setPrice(String(minNextBid));
  }, [minNextBid]);
  const typePrice = (value: string) => {
    typed.current = true;
    setPrice(value);
  };
  const followMinimum = (minimum: number) => {
    typed.current = false;
    setPrice(String(minimum));
  };
  // This form has no username field: the signed-in account bids.
  useKeepBidDraft(productId, useMemo(() => ({ price, maxBid, winner: '' }), [price, maxBid]), minNextBid);
  return { price, typePrice, followMinimum, maxBid, setMaxBid, restored };
}

/** What the bid is for, shown as the spec's disabled fields. */
function DisabledFacts({ product, id }: { product: Product; id: string }) {
  return (
    <>
      <FormField id={`${id}-name`} label="Name">
        {(control) => <input {...control} className="field field--block" value={product.name} dir="auto" disabled />}
      </FormField>
      <FormField id={`${id}-description`} label="Description">
        {(control) => <textarea {...control} className="field field--block bid-product-form__description" value={product.description} rows={3} dir="auto" disabled />}
      </FormField>
      <FormField id={`${id}-category`} label="Category">
        {(control) => <input {...control} className="field field--block" value={product.category.name} disabled />}
      </FormField>
      <FormField id={`${id}-endtime`} label="End time">
        {(control) => <input {...control} className="field field--block" value={formatZonedMoment(product.endtime)} disabled />}
      </FormField>
    </>
  );
}
