import { type FormEvent, useId, useState } from 'react';
import type { Product, PublicUser } from '@bidhub/contracts';
import { formatMoment, formatPrice } from '../../lib/format';
import { AmountInput } from '../../components/AmountInput';
import { AMOUNT_REQUIRED, belowMinimumWarning, parseAmount } from './bid-fields';
import { FormField } from '../../components/FormField';
import { SubmitButton } from '../../components/SubmitButton';
import { LostReplyNote } from './LostReplyNote';
import { usePlaceBid } from './use-place-bid';

interface BidProductFormProps {
  product: Product;
  bidder: PublicUser;
  onPlaced: (product: Product) => void;
}

/**
 * The spec's /bid form: the product's name, description, category and end time shown but disabled,
 * the amount editable (the minimum next bid to start with), and BID PRODUCT. It places the bid the
 * way the product page does, so a resend after a lost reply reuses its Idempotency-Key.
 */
export function BidProductForm({ product, bidder, onPlaced }: BidProductFormProps) {
  const { placeBid, sending, unconfirmed } = usePlaceBid(product._id, onPlaced);
  const [price, setPrice] = useState(String(product.minNextBid));
  const [showError, setShowError] = useState(false);
  const id = useId();
  const amount = parseAmount(price);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowError(amount === undefined);
    // The signed-in account is the bidder; the API's re-entered username is theirs.
    if (amount !== undefined) void placeBid({ price: amount, winner: bidder.email });
    else (event.currentTarget.elements.namedItem('price') as HTMLElement | null)?.focus();
  };

  return (
    <form aria-label="Bid product" className="bid-product-form" noValidate onSubmit={submit}>
      <FormField id={`${id}-name`} label="Name">
        {(control) => <input {...control} className="field field--block" value={product.name} disabled />}
      </FormField>
      <FormField id={`${id}-description`} label="Description">
        {(control) => <textarea {...control} className="field field--block bid-product-form__description" value={product.description} rows={3} disabled />}
      </FormField>
      <FormField id={`${id}-category`} label="Category">
        {(control) => <input {...control} className="field field--block" value={product.category.name} disabled />}
      </FormField>
      <FormField id={`${id}-endtime`} label="End time">
        {(control) => <input {...control} className="field field--block" value={formatMoment(product.endtime)} disabled />}
      </FormField>
      <FormField
        id={`${id}-price`}
        label="Your bid"
        error={showError && amount === undefined ? AMOUNT_REQUIRED : undefined}
        warning={belowMinimumWarning(amount, product.minNextBid)}
        hint={`Minimum bid: ${formatPrice(product.minNextBid)}`}
      >
        {(control) => <AmountInput {...control} name="price" value={price} onChange={(event) => setPrice(event.target.value)} />}
      </FormField>
      <SubmitButton sending={sending}>BID PRODUCT</SubmitButton>
      <LostReplyNote shown={unconfirmed && !sending} />
    </form>
  );
}
