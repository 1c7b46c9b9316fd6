import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DataError } from '../../components/DataError';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { Moment } from '../../components/Moment';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BidLedger } from './BidLedger';
import { removedAuctionQuery } from './bidding-queries';
import { MissingPanel } from '../../components/MissingPanel';
import './bidding.css';

/**
 * /removed/{id}: an auction an admin deleted, opened from its bidders' notice. The bids no longer
 * count, but the record of them is kept and checked here as on the live page.
 */
export function RemovedAuctionPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(removedAuctionQuery(id));
  useDocumentTitle(data ? `${data.auction.name} (removed)` : 'Removed auction');

  if (errorStatus(error) === 404 || errorStatus(error) === 400) {
    return <MissingPanel title="No record of this auction" text="Only auctions that had bids when they were removed keep their bid history." />;
  }
  if (error) return <DataError title="This record could not be loaded" message={errorMessage(error)} onRetry={() => void refetch()} wholePage />;
  return (
    <div className="removed-auction">
      <header className="removed-auction__head">
        <h1 className="removed-auction__title">{data ? data.auction.name : 'Removed auction'}</h1>
        {data && (
          <p className="alert alert--info">
            BidHub removed this auction on <Moment iso={data.auction.removedAt} />: its bids no longer
            count and nobody wins it (a sale it had ended in is cancelled). Its bid history is kept below
            as it stood, so it can still be checked.
          </p>
        )}
      </header>
      <BidLedger productId={id} ledger={data?.ledger} error={undefined} />
    </div>
  );
}
