import { Alert, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { MyBid, MyBidOutcome } from '@bidhub/contracts';
import { formatMoment, formatPrice } from '../../lib/format';
import { useMyBids } from './use-my-bids';
import { withStackedLabels } from '../../components/stacked-columns';

const OUTCOME_TAGS: Record<MyBidOutcome, { color: string; label: string }> = {
  winning: { color: 'green', label: 'Winning' },
  outbid: { color: 'orange', label: 'Outbid' },
  won: { color: 'blue', label: 'Won' },
  lost: { color: 'default', label: 'Lost' },
  'reserve-not-met': { color: 'default', label: 'Reserve not met' },
};

const COLUMNS = [
  {
    title: 'Product',
    key: 'product',
    render: (_: unknown, bid: MyBid) => <Link to={`/product/${encodeURIComponent(bid.product.slug)}`}>{bid.product.name}</Link>,
  },
  { title: 'Your highest bid', key: 'mine', render: (_: unknown, bid: MyBid) => formatPrice(bid.myHighestBid) },
  { title: 'Current bid', key: 'current', render: (_: unknown, bid: MyBid) => formatPrice(bid.product.price) },
  {
    title: 'Status',
    key: 'outcome',
    render: (_: unknown, bid: MyBid) => <Tag color={OUTCOME_TAGS[bid.outcome].color}>{OUTCOME_TAGS[bid.outcome].label}</Tag>,
  },
  { title: 'Ends', key: 'endtime', render: (_: unknown, bid: MyBid) => formatMoment(bid.product.endtime) },
];

/** The auctions the user has bid on, as GET /product/my-bids reports them. */
const STACKED_COLUMNS = withStackedLabels(COLUMNS);

export function MyBidsTable() {
  const { bids, error, retry } = useMyBids();
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        message={error}
        action={
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        }
      />
    );
  }
  if (!bids) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (bids.length === 0) return <Empty description="You have not bid on anything yet" />;
  return (
    <Table<MyBid>
      rowKey={(bid) => bid.product._id}
      size="small"
      columns={STACKED_COLUMNS}
      className="stacked-table"
      dataSource={bids}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      data-testid="my-bids"
    />
  );
}
