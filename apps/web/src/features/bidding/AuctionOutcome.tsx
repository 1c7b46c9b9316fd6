import { Result } from 'antd';

/** What replaces the bid form once the auction has ended. */
export function AuctionOutcome({ winner }: { winner: string }) {
  return (
    <Result
      className="auction-outcome"
      status={winner ? 'success' : 'info'}
      title={winner ? `${winner} is the winner` : 'No bids were placed'}
      subTitle="This auction has ended."
    />
  );
}
