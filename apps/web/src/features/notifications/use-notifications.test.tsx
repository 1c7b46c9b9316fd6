import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@bidhub/contracts';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { fakeServer } from '../../test/fake-server';
import { queryWrapper } from '../../test/query-wrapper';
import { useNotifications } from './use-notifications';

const outbid: Notification = {
  _id: 'n1',
  kind: 'outbid',
  product: { _id: 'p1', name: 'Sniper Mug', slug: 'sniper-mug', removed: false },
  message: "You've been outbid on Sniper Mug",
  createdAt: '2030-01-01T11:00:00.000Z',
  read: false,
};

/** The bell's notices beside a list of the user's auctions, as the Own page shows them. */
function OwnPage({ standing }: { standing: () => string }) {
  useNotifications('u1', 'token');
  const { data } = useQuery({ queryKey: [...QUERY_ROOTS.productLists, 'my-bids', 'u1'], queryFn: async () => standing() });
  return <p data-testid="standing">{data}</p>;
}

describe('A notice arriving while a list of auctions is on screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("When the user is outbid, then the list is asked again and no longer says 'Winning'", async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    let current = 'Winning';
    let sendNotice: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(': open\n\n'));
            sendNotice = () => controller.enqueue(new TextEncoder().encode(`event: notification\ndata: ${JSON.stringify(outbid)}\n\n`));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    render(<OwnPage standing={() => current} />, { wrapper: queryWrapper() });
    await vi.waitFor(() => expect(screen.getByTestId('standing').textContent).toBe('Winning'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    current = 'Outbid';
    sendNotice();
    await vi.waitFor(() => expect(screen.getByTestId('standing').textContent).toBe('Outbid'));
  });
});
