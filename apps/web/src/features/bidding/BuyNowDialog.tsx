import { type FormEvent, useId, useState } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';
import { formatPrice } from '../../lib/format';
import { requiredText } from './bid-fields';
import { UsernameConfirmField } from './UsernameConfirmField';

interface BuyNowDialogProps {
  price: number;
  sending: boolean;
  /** The server's refusal of the re-entered username, shown beside it until the next try. */
  refusal?: string | undefined;
  onConfirm: (winner: string) => void;
  onClose: () => void;
}

/** The Buy It Now confirmation as a native modal <dialog> (see useModalDialog). */
export function BuyNowDialog({ price, sending, refusal, onConfirm, onClose }: BuyNowDialogProps) {
  const { ref, onCancel } = useModalDialog(onClose);
  const [winner, setWinner] = useState('');
  const [showError, setShowError] = useState(false);
  const id = useId();
  const error = requiredText(winner, 'Re-enter your username to confirm the purchase');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowError(error !== undefined);
    if (error === undefined) onConfirm(winner);
  };

  return (
    <dialog ref={ref} className="buy-now-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-about`} onCancel={onCancel}>
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className="buy-now-dialog__title">
          Buy it now for {formatPrice(price)}?
        </h2>
        <p id={`${id}-about`}>The auction ends at once and the lot is yours.</p>
        <UsernameConfirmField id={`${id}-winner`} value={winner} error={(showError ? error : undefined) ?? refusal} onChange={setWinner} autoFocus />
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
