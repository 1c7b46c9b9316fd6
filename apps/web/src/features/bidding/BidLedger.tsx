import { Alert, type Breakpoint, Card, Skeleton, Table, Typography } from 'antd';
import type { LedgerBid } from '@bidhub/contracts';
import { formatMoment, formatPrice } from '../../lib/format';
import { LedgerVerificationNote } from './LedgerVerificationNote';
import type { Ledger } from './use-ledger';
import { useLedgerVerification } from './use-ledger-verification';
import { withStackedLabels } from '../../components/stacked-columns';

const COLUMNS = [
  // Phones need the width for bidder, amount and time more than for the sequence number.
  { title: '#', dataIndex: 'seq', key: 'seq', width: 64, responsive: ['sm'] as Breakpoint[] },
  {
    title: 'Bidder',
    dataIndex: 'bidder',
    key: 'bidder',
    // Automatic bids (placed by a bidder's maximum) and Buy It Now are marked; the maximum never shows.
    render: (bidder: string, bid: LedgerBid) => (bid.kind === 'buy-now' ? `${bidder} (Buy It Now)` : bid.auto ? `${bidder} (automatic)` : bidder),
  },
  { title: 'Amount', dataIndex: 'amount', key: 'amount', render: (amount: number) => formatPrice(amount) },
  { title: 'Time', dataIndex: 'createdAt', key: 'createdAt', render: (createdAt: string) => formatMoment(createdAt) },
];

interface BidLedgerProps {
  productId: string;
  ledger: Ledger | undefined;
  error: string | undefined;
}

/** Every accepted bid, newest first, with the hash chain re-checked in this browser. */
const STACKED_COLUMNS = withStackedLabels(COLUMNS);

export function BidLedger({ productId, ledger, error }: BidLedgerProps) {
  const verification = useLedgerVerification(productId, ledger);
  return (
    <Card title="Bid history" className="bid-ledger" data-testid="bid-ledger">
      {error && <Alert type="error" showIcon message={error} className="page-alert" />}
      {!ledger ? (
        !error && <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <LedgerVerificationNote browser={verification} server={ledger.serverVerified} />
          <Table<LedgerBid>
            rowKey="_id"
            size="small"
            columns={STACKED_COLUMNS}
            className="stacked-table"
            dataSource={ledger.bids}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No bids yet: the first one may equal the starting price.' }}
          />
          <Typography.Paragraph type="secondary" className="bid-ledger__note">
            Each bid stores the SHA-256 hash of the bid before it, so no bid can be changed or removed without breaking the chain.
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
