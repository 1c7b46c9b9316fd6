import { Card, Typography } from 'antd';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyBidsTable } from '../../my-bids';

/** /dashboard/user/items: the spec's 'Own' page, listing the auctions the user has bid on. */
export function UserItemsPage() {
  useDocumentTitle('Own');
  return (
    <Card>
      <Typography.Title level={2}>Own</Typography.Title>
      <MyBidsTable />
    </Card>
  );
}
