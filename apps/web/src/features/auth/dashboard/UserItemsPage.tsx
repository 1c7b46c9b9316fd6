import { Card, Typography } from 'antd';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/user/items: the spec's page with only the heading 'Own'. */
export function UserItemsPage() {
  useDocumentTitle('Own');
  return (
    <Card>
      <Typography.Title level={3}>Own</Typography.Title>
    </Card>
  );
}
