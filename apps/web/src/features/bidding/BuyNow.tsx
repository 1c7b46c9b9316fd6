import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { BuyNowRequest, PlaceBidResponse, Product } from '@bidhub/contracts';
import { apiClient, errorMessage, isNetworkError } from '../../lib/api-client';
import { formatPrice } from '../../lib/format';
import { sameUsername } from '../../lib/same-username';
import { toldOnThisPage } from '../../lib/toast-ids';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useSession } from '../auth';
import { refusedField } from './bid-fields';
import { BuyNowDialog } from './BuyNowDialog';

interface BuyNowProps {
  product: Product;
  onBought: (product: Product) => void;
  /** The purchase failed or its reply got lost: the page reads the lot again, which tells whose it is now. */
  onRefused?: () => void;
}

const BUY_NOW_WITHDRAWN = 'Buy It Now is no longer available: someone has bid on this lot';
/** A lost reply: the purchase may have gone through, and the page says so once it can read the lot again. */
export const PURCHASE_NOT_CONFIRMED = 'Your purchase could not be confirmed: it may have gone through. This page shows whose the lot is as soon as BidHub can be reached.';
const boughtMessage = (product: Product) => `You bought ${product.name} for ${formatPrice(product.price)}`;
/** Closed on this user's name, without an offer left: a purchase whose reply got lost went through after all. */
const isBoughtBy = (product: Product, username: string | undefined) => product.buyNowPrice === null && product.status === 'closed' && sameUsername(product.winner, username);

function announceBought(product: Product) {
  toast.success(boughtMessage(product), { id: 'buy-now' });
  toldOnThisPage(product._id, 'won');
}

/**
 * A live bid withdraws the offer: an open dialog says why it closes rather than vanishing. Not while
 * our purchase is on its way (then `awaitingUser` is false): its own live event may come first, and its
 * reply tells.
 */
function useCloseWhenWithdrawn(product: Product, username: string | undefined, awaitingUser: boolean, setOpen: (open: boolean) => void) {
  const withdrawn = product.buyNowPrice === null;
  const boughtHere = isBoughtBy(product, username);
  useEffect(() => {
    if (!withdrawn || !awaitingUser) return;
    setOpen(false);
    if (boughtHere) announceBought(product);
    else toast.error(BUY_NOW_WITHDRAWN, { id: 'buy-now' });
  }, [withdrawn, awaitingUser, boughtHere, product, setOpen]);
}

/** Buy It Now, confirmed by re-entering the username as a bid is; shown only while the server offers it. */
export function BuyNow({ product, onBought, onRefused }: BuyNowProps) {
  const username = useSession().session?.user.email;
  const [open, setOpen] = useState(false);
  // A refusal about the re-entered username shows beside that field too, as the bid form's does.
  const [usernameRefusal, setUsernameRefusal] = useState<string>();
  // One purchase at a time: a double click on Confirm purchase would buy, then be told it failed.
  const { submit, submitting } = useAwaitedSubmit(
    // The price the dialog showed goes with it: changed by an admin since, the server refuses the sale.
    (purchase: BuyNowRequest) => apiClient.post<PlaceBidResponse>(`/product/${encodeURIComponent(product._id)}/buy-now`, purchase).then(({ data }) => data),
    (data: PlaceBidResponse) => {
      // One toast for this form: the success replaces an earlier attempt's error.
      toast.success(data.message, { id: 'buy-now' });
      toldOnThisPage(product._id, 'won');
      setOpen(false);
      onBought(data.product);
    },
    'buy-now',
  );
  // The lot as last shown: the closing its live events bring can take this form off the page before a
  // lost reply is reported, and the report must then say what the page says.
  const shown = useRef(product);
  useEffect(() => {
    shown.current = product;
  });
  useCloseWhenWithdrawn(product, username, open && !submitting, setOpen);
  if (product.buyNowPrice === null) return null;
  const price = product.buyNowPrice;

  const confirm = async (winner: string, price: number) => {
    setUsernameRefusal(undefined);
    const failure = await submit({ winner, price });
    if (failure === undefined) return;
    if (isBoughtBy(shown.current, username)) return announceBought(shown.current);
    onRefused?.();
    if (isNetworkError(failure)) return void toast.error(PURCHASE_NOT_CONFIRMED, { id: 'buy-now' });
    const message = errorMessage(failure);
    if (refusedField(message) === 'winner') setUsernameRefusal(message);
  };

  return (
    <>
      <button type="button" className="btn btn--large btn--block buy-now__button" onClick={() => setOpen(true)}>
        Buy It Now for {formatPrice(price)}
      </button>
      {open && (
        <BuyNowDialog
          price={price}
          sending={submitting}
          refusal={usernameRefusal}
          onConfirm={(winner) => void confirm(winner, price)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
