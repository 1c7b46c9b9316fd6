import { useEffect, useRef } from 'react';
import { focusIsFree } from '../../lib/focus-is-free';

interface AuctionOutcomeProps {
  winner: string;
  reserveNotMet: boolean;
  /** The page showed the bid form before: the outcome replaced it while the viewer watched. */
  replacedForm?: boolean;
  /** The ledger's last row is a Buy It Now: the sale was a purchase, not a winning bid. */
  boughtNow?: boolean;
}

/** What replaces the bid form once the auction has ended. */
export function AuctionOutcome({ winner, reserveNotMet, replacedForm = false, boughtNow = false }: AuctionOutcomeProps) {
  const outcome = useRef<HTMLDivElement>(null);
  // The form that held the focus is gone, which leaves it on <body>, or on the main region where a
  // closed dialog (Buy It Now's, which ended the auction) put it: it comes here instead, so the
  // keyboard stays in place and a screen reader reads the result out.
  useEffect(() => {
    if (replacedForm && focusIsFree()) outcome.current?.focus();
  }, [replacedForm]);
  // Below the reserve the leader is not a winner, even before the server's closing clears the name.
  const hasWinner = winner !== '' && !reserveNotMet;
  return (
    <div ref={outcome} tabIndex={-1} className={`auction-outcome auction-outcome--${hasWinner ? 'success' : 'info'}`}>
      <span className="auction-outcome__icon" aria-hidden="true">
        {hasWinner ? '\u2713' : 'i'}
      </span>
      <p className="auction-outcome__title">
        {hasWinner ? `${winner} is the winner` : reserveNotMet ? 'Reserve not met - no sale' : 'No bids were placed'}
      </p>
      <p className="text-secondary">{hasWinner && boughtNow ? 'This auction has ended: bought with Buy It Now.' : 'This auction has ended.'}</p>
    </div>
  );
}
