import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyBidsTable } from '../../my-bids';

/** /dashboard/user/items: the spec's 'Own' page, listing the auctions the user has bid on. */
export function UserItemsPage() {
  useDocumentTitle('Own');
  return (
    <section className="card dashboard-card" aria-labelledby="own-heading">
      <h1 id="own-heading" className="dashboard-card__title">
        Own
      </h1>
      <div className="dashboard-card__body">
        <MyBidsTable />
      </div>
    </section>
  );
}
