import { Badge } from 'antd';
import type { LiveStatus } from './use-live-bids';

const SHOWN: Record<Exclude<LiveStatus, 'off'>, { status: 'success' | 'processing' | 'warning'; text: string }> = {
  connecting: { status: 'processing', text: 'Connecting ...' },
  live: { status: 'success', text: 'Live' },
  reconnecting: { status: 'warning', text: 'Reconnecting ...' },
};

export function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status === 'off') return null;
  const { status: badge, text } = SHOWN[status];
  return <Badge status={badge} text={text} data-testid="live-indicator" title="New bids appear here as they are placed" />;
}
