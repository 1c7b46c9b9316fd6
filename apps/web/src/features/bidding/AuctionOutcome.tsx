import { Result } from 'antd';

/** What replaces the bid form once the auction has ended. */
export function AuctionOutcome({ winner, reserveNotMet }: { winner: string; reserveNotMet: boolean }) {
  // Below the reserve the leader is not a winner, even before the server's closing clears the name.
  const hasWinner = winner !== '' && !reserveNotMet;
  return (
    <Result
      className="auction-outcome"
      status={hasWinner ? 'success' : 'info'}
      title={hasWinner ? `${winner} is the winner` : reserveNotMet ? 'Reserve not met - no sale' : 'No bids were placed'}
      subTitle="This auction has ended."
    />
  );
}
