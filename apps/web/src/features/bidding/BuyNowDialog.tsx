import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { formatPrice } from '../../lib/format';
import { requiredText } from './bid-fields';
import { UsernameConfirmField } from './UsernameConfirmField';

interface BuyNowDialogProps {
  price: number;
  sending: boolean;
  onConfirm: (winner: string) => void;
  onClose: () => void;
}

/**
 * The Buy It Now confirmation as a native modal <dialog>: the browser keeps focus inside it, sends
 * Escape to its cancel event and makes the rest of the page inert while it is open.
 */
export function BuyNowDialog({ price, sending, onConfirm, onClose }: BuyNowDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [winner, setWinner] = useState('');
  const [showError, setShowError] = useState(false);
  const id = useId();
  const error = requiredText(winner, 'Re-enter your username to confirm the purchase');

  // A layout effect: its cleanup closes the dialog while it is still in the page, so the page stops
  // being inert before the opener takes the focus back.
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowError(error !== undefined);
    if (error === undefined) onConfirm(winner);
  };

  return (
    <dialog
      ref={dialog}
      className="buy-now-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className="buy-now-dialog__title">
          Buy it now for {formatPrice(price)}?
        </h2>
        <p>The auction ends at once and the lot is yours.</p>
        <UsernameConfirmField id={`${id}-winner`} value={winner} error={showError ? error : undefined} onChange={setWinner} autoFocus />
        <div className="buy-now-dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" aria-busy={sending || undefined}>
            {sending && <span className="spinner spinner--small" aria-hidden="true" />}
            Confirm purchase
          </button>
        </div>
      </form>
    </dialog>
  );
}
