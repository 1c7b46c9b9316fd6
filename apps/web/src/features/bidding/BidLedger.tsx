import type { Product } from '@bidhub/contracts';
import { DataError } from '../../components/DataError';
import { LedgerVerificationNote } from './LedgerVerificationNote';
import { LedgerTable } from './LedgerTable';
import type { Ledger } from './use-ledger';
import { useLedgerVerification } from './use-ledger-verification';

interface BidLedgerProps {
  productId: string;
  ledger: Ledger | undefined;
  error: string | undefined;
  /** Asks for the ledger again after a failed load. */
  onRetry?: (() => void) | undefined;
  /** The auction the page shows, checked against the ledger's newest row; none for a removed one. */
  product?: Pick<Product, 'bidCount' | 'price' | 'winner' | 'status'>;
}

/** Every accepted bid, newest first, with the hash chain re-checked in this browser. */
export function BidLedger({ productId, ledger, error, onRetry, product }: BidLedgerProps) {
  const verification = useLedgerVerification(productId, ledger, product);
  return (
    <section className="card bid-ledger" data-testid="bid-ledger" aria-labelledby="bid-ledger-title">
      <h2 id="bid-ledger-title" className="bid-ledger__title">
        Bid history
      </h2>
      <div className="card__body">
        {error && <DataError title="The newest bids could not be loaded" message={error} onRetry={onRetry} />}
        {!ledger ? (
          !error && <LedgerSkeleton />
        ) : (
          <>
            <LedgerVerificationNote browser={verification} server={ledger.serverVerified} checked={product && { rows: ledger.bids.length, unread: product.bidCount - ledger.bids.length }} />
            <LedgerTable bids={ledger.bids} ended={product?.status === 'closed'} />
            <p className="text-secondary bid-ledger__note">
              Each bid stores the SHA-256 hash of the bid before it, so no bid can be changed or removed without breaking the chain.
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function LedgerSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the bid history">
      {[0, 1, 2, 3, 4].map((line) => (
        <div key={line} className="skeleton-line" />
      ))}
    </div>
  );
}
