import type { LiveStatus } from './use-live-bids';

const TEXT: Record<Exclude<LiveStatus, 'off'>, string> = {
  connecting: 'Connecting ...',
  live: 'Live',
  reconnecting: 'Reconnecting ...',
};

/**
 * The stream's state. `closing`: the end has passed on the page's clock and the server has yet to
 * settle the result (a second or two): 'Live' beside 'Ended' read as if bids were still taken.
 */
export function LiveIndicator({ status, closing = false }: { status: LiveStatus; closing?: boolean }) {
  if (status === 'off') return null;
  const closingNow = closing && status === 'live';
  const shown = closingNow ? 'connecting' : status;
  return (
    <span className={`live-indicator live-indicator--${shown}`} data-testid="live-indicator" title="New bids appear here as they are placed">
      <span className="live-indicator__dot" aria-hidden="true" />
      {closingNow ? 'Closing ...' : TEXT[status]}
    </span>
  );
}
