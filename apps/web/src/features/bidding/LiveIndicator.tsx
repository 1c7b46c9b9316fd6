import type { LiveStatus } from './use-live-bids';

const TEXT: Record<Exclude<LiveStatus, 'off'>, string> = {
  connecting: 'Connecting ...',
  live: 'Live',
  reconnecting: 'Reconnecting ...',
};

export function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status === 'off') return null;
  return (
    <span className={`live-indicator live-indicator--${status}`} data-testid="live-indicator" title="New bids appear here as they are placed">
      <span className="live-indicator__dot" aria-hidden="true" />
      {TEXT[status]}
    </span>
  );
}
