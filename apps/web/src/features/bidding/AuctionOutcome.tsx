/** What replaces the bid form once the auction has ended. */
export function AuctionOutcome({ winner, reserveNotMet }: { winner: string; reserveNotMet: boolean }) {
  // Below the reserve the leader is not a winner, even before the server's closing clears the name.
  const hasWinner = winner !== '' && !reserveNotMet;
  return (
    <div className={`auction-outcome auction-outcome--${hasWinner ? 'success' : 'info'}`}>
      <span className="auction-outcome__icon" aria-hidden="true">
        {hasWinner ? '\u2713' : 'i'}
      </span>
      <p className="auction-outcome__title">
        {hasWinner ? `${winner} is the winner` : reserveNotMet ? 'Reserve not met - no sale' : 'No bids were placed'}
      </p>
      <p className="text-secondary">This auction has ended.</p>
    </div>
  );
}
