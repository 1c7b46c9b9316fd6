import { Space, Statistic, Typography } from 'antd';
import type { Product } from '@bidhub/contracts';
import { formatPrice, formatTimeLeft } from '../../lib/format';
import { LiveIndicator } from './LiveIndicator';
import type { LiveStatus } from './use-live-bids';

interface AuctionStatusProps {
  product: Product;
  /** Milliseconds until the end on the server's clock. */
  timeLeft: number;
  liveStatus: LiveStatus;
}

function priceLabel(bidCount: number, open: boolean): string {
  if (bidCount === 0) return 'Starting price';
  return open ? 'Current bid' : 'Winning bid';
}

export function AuctionStatus({ product, timeLeft, liveStatus }: AuctionStatusProps) {
  const open = timeLeft > 0;
  return (
    <section aria-label="Auction" className="auction-status">
      <div className="auction-status__figures">
        <Statistic title={priceLabel(product.bidCount, open)} value={formatPrice(product.price)} data-testid="current-price" />
        <Statistic title="Bids" value={product.bidCount} data-testid="bid-count" />
      </div>
      <Space wrap size="middle" className="auction-status__clock">
        <Typography.Text strong type={open ? undefined : 'secondary'} data-testid="time-left">
          Time Left: {formatTimeLeft(timeLeft)}
        </Typography.Text>
        <LiveIndicator status={liveStatus} />
      </Space>
    </section>
  );
}
