import { type KeyboardEvent, type RefObject, useId, useRef } from 'react';
import type { Product, PublicUser } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';
import { sameUsername } from '../../lib/same-username';
import { AmountInput } from '../../components/AmountInput';
import { Price } from '../../components/Price';
import { FormField } from '../../components/FormField';
import { amountTypo, parseAmount } from '../../lib/amount';
import { bidAmountWarning, bidStep, maximumWarning, raisedMaximumWarning } from './bid-fields';
import { MaximumField } from './MaximumField';
import { SubmitButton } from '../../components/SubmitButton';
import { RAISE_MAXIMUM, useBidForm } from './use-bid-form';
import { UsernameConfirmField } from './UsernameConfirmField';
import { LostReplyNote } from './LostReplyNote';
import { RestoredDraftNote } from '../auth';
import { usePlaceBid } from './use-place-bid';

interface BidFormProps {
  product: Product;
  bidder: PublicUser;
  onPlaced: (product: Product) => void;
  /** The server refused the bid: the page reads the auction again, as a bid it has not heard of has probably moved it on. */
  onRefused: () => void;
  /** The bidder's standing maximum (null: none; undefined: not known yet), which a leader's raise must pass. */
  myMaximum?: number | null | undefined;
}

function incrementRule(product: Product): string {
  if (product.bidCount === 0) return 'The first bid may equal the starting price.';
  return `Each bid must beat the current one by at least ${formatPrice(bidStep(product))}; the step grows with the price.`;
}

/** The leader's CONFIRM QUOTE bids against themselves: the safe button leads, and the note says why. */
const LEADER_NOTE =
  'You lead already: RAISE MAXIMUM ONLY (or Enter) keeps the price as low as the other bids allow; CONFIRM QUOTE raises it to your bid.';

export function BidForm({ product, bidder, onPlaced, onRefused, myMaximum }: BidFormProps) {
  const { placeBid, sending, unconfirmed, clearLastMessage } = usePlaceBid(product._id, onPlaced, onRefused);
  const { minNextBid } = product;
  const { values, change, errors, submit, restored } = useBidForm(product, placeBid);
  const leading = sameUsername(product.winner, bidder.email) && product.bidCount > 0;
  const raiseButton = useRef<HTMLButtonElement>(null);
  // Enter sends the form with its first button, CONFIRM QUOTE: the leader would bid against themselves
  // with the amount prefilled. For them Enter in a field means the raise, the button shown as the one
  // to press; with no maximum typed it asks for one.
  const enterRaises = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || !raiseButton.current) return;
    event.preventDefault();
    event.currentTarget.requestSubmit(raiseButton.current);
  };
  const id = useId();
  const amount = parseAmount(values.price);
  // An amount kept for the resend of a bid that may have counted: 'lower than the minimum' (its own
  // live event may have raised it) would invite a second, higher bid instead of the safe resend.
  const amountWarning = unconfirmed ? undefined : (amountTypo(values.price) ?? bidAmountWarning(amount, product));
  const maximum = parseAmount(values.maxBid ?? '');
  // A leader's raise goes with the current price, not the amount box's.
  const maxWarning = leading ? raisedMaximumWarning(maximum, myMaximum, product.price) : maximumWarning(maximum, amount);

  return (
    <form className="bid-form" aria-label={`Bid as ${bidder.name}`} noValidate onKeyDown={enterRaises} onSubmit={(event) => {
        clearLastMessage();
        void submit(event);
      }}
    >
      {restored && <RestoredDraftNote draft={restored} />}
      <FormField
        id={`${id}-price`}
        label="Your bid"
        error={errors.price}
        warning={errors.price ? undefined : amountWarning}
        hint={
          <div className="bid-form__hint">
            <div className="bid-form__minimum" data-testid="minimum-bid">
              Minimum bid: <Price value={minNextBid} />
            </div>
            <div>{incrementRule(product)}</div>
          </div>
        }
      >
        {(control) => (
          <AmountInput {...control} name="price" step={bidStep(product)} value={values.price} onValueChange={(text) => change('price', text)} />
        )}
      </FormField>
      <MaximumField id={`${id}-max`} product={product} value={values.maxBid ?? ''} warning={maxWarning} error={errors.maxBid} onChange={(text) => change('maxBid', text)} />
      <UsernameConfirmField id={`${id}-winner`} value={values.winner} error={errors.winner} onChange={(text) => change('winner', text)} />
      <BidButtons leading={leading} sending={sending} unconfirmed={unconfirmed} raiseButton={raiseButton} noteId={`${id}-leader`} />
    </form>
  );
}

interface BidButtonsProps {
  leading: boolean;
  sending: boolean;
  unconfirmed: boolean;
  raiseButton: RefObject<HTMLButtonElement | null>;
  noteId: string;
}

/** CONFIRM QUOTE for everyone; the leader also gets RAISE MAXIMUM ONLY, as the button to press. */
function BidButtons({ leading, sending, unconfirmed, raiseButton, noteId }: BidButtonsProps) {
  return (
    <>
      {leading && (
        <p id={noteId} className="bid-form__leader-note">
          {LEADER_NOTE}
        </p>
      )}
      <SubmitButton sending={sending} secondary={leading}>
        CONFIRM QUOTE
      </SubmitButton>
      <LostReplyNote shown={unconfirmed && !sending} />
      {leading && (
        <button ref={raiseButton} type="submit" value={RAISE_MAXIMUM} aria-describedby={noteId} className="btn btn--primary btn--large btn--block bid-form__raise">
          RAISE MAXIMUM ONLY
        </button>
      )}
    </>
  );
}
