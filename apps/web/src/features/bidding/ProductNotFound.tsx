import { Link } from 'react-router-dom';
import { MissingPanel } from '../../components/MissingPanel';
import type { RemovedLot } from './use-product';

/** The tab's name for the page ProductNotFound shows, so that it says what the heading says (outside audit N1). */
export const notFoundTitle = (removed: RemovedLot | undefined) => (removed ? `${removed.name} was removed` : 'Product not found');

/**
 * No such lot; or (`removed`) the one on screen, which an admin deleted meanwhile: the page says which,
 * and opens the bid history kept of it when it had bids.
 */
export function ProductNotFound({ removed }: { removed?: RemovedLot | undefined }) {
  if (!removed) return <MissingPanel title={notFoundTitle(removed)} text="This auction does not exist, or it has been removed." />;
  return (
    <MissingPanel title={notFoundTitle(removed)} text="BidHub removed this auction while you were looking at it: its bids no longer count and nobody wins it.">
      {removed.bidCount > 0 && (
        <Link className="btn" to={`/removed/${removed._id}`}>
          See its bid history
        </Link>
      )}
    </MissingPanel>
  );
}
