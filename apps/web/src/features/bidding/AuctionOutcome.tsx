import { Result } from 'antd';

/** What replaces the bid form once the auction has ended. */
export function AuctionOutcome({ winner, reserveNotMet }: { winner: string; reserveNotMet: boolean }) {
  return (
    <Result
      className="auction-outcome"
      status={winner ? 'success' : 'info'}
      title={winner ? `${winner} is the winner` : reserveNotMet ? 'Reserve not met - no sale' : 'No bids were placed'}
      subTitle="This auction has ended."
    />
  );
}
