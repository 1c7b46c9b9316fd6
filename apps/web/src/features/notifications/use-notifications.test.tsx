import { useQuery } from '@tanstack/react-query';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster, useToaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@bidhub/contracts';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { HIDDEN_GRACE_MS } from '../../lib/use-page-in-view';
import { toldOnThisPage } from '../../lib/toast-ids';
import { fakeServer } from '../../test/fake-server';
import { notificationFixture } from '../../test/notification-fixture';
import { queryWrapper } from '../../test/query-wrapper';
import { useNotifications } from './use-notifications';

const outbid = notificationFixture();

/** Stands in for GET /notifications/live; the returned function sends the notice (outbid unless told) on it. */
function stubNoticeStream(...notices: Notification[]) {
  let send: () => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(': open\n\n'));
          const events = (notices.length > 0 ? notices : [outbid]).map((notice) => `event: notification\ndata: ${JSON.stringify(notice)}\n\n`);
          send = () => controller.enqueue(new TextEncoder().encode(events.join('')));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return () => send();
}

/** The bell's notices beside a list of the user's auctions, as the Own page shows them. */
function OwnPage({ standing }: { standing: () => string }) {
  useNotifications('u1', 'token');
  const { data } = useQuery({ queryKey: [...QUERY_ROOTS.productLists, 'my-bids', 'u1'], queryFn: async () => standing() });
  return <p data-testid="standing">{data}</p>;
}

function AccountBell({ userId }: { userId: string }) {
  const { unread } = useNotifications(userId, `token-of-${userId}`);
  return <p data-testid="unread">{unread}</p>;
}

function Bell() {
  const { unread } = useNotifications('u1', 'token');
  return <p data-testid="unread">{unread}</p>;
}

describe('A notice arriving while a list of auctions is on screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("When the user is outbid, then the list is asked again and no longer says 'Winning'", async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    let current = 'Winning';
    const sendNotice = stubNoticeStream();
    render(<OwnPage standing={() => current} />, { wrapper: queryWrapper() });
    await vi.waitFor(() => expect(screen.getByTestId('standing').textContent).toBe('Winning'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    current = 'Outbid';
    sendNotice();
    await vi.waitFor(() => expect(screen.getByTestId('standing').textContent).toBe('Outbid'));
  });

  it('When a notice arrives while the list is being asked for, then the reply asked before it does not take the unread count back to 0', async () => {
    const stored: Notification[] = [];
    const held: Array<() => void> = [];
    fakeServer((request) => {
      const asked = { status: 200, data: { success: true, notifications: [...stored], unread: stored.length } };
      // The first replies were read from the database before the notice was stored, and arrive after it.
      return request.url === '/notifications' && stored.length === 0 ? new Promise((resolve) => held.push(() => resolve(asked))) : asked;
    });
    const sendNotice = stubNoticeStream();
    render(<Bell />, { wrapper: queryWrapper() });
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());

    stored.push(outbid);
    sendNotice();
    await new Promise((resolve) => setTimeout(resolve, 20));
    held.forEach((release) => release());
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('unread').textContent).toBe('1');
  });
});

/** The bell with the app's toasts beside it, as every page has them. */
function renderBellWithToasts(at = '/home') {
  // The toaster asks whether motion is reduced; jsdom has no media queries.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  render(
    <MemoryRouter initialEntries={[at]}>
      <Bell />
      <Toaster />
      <Routes>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="/product/:slug" element={<p>Auction page</p>} />
      </Routes>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

const shownToasts = () => renderHook(() => useToaster()).result.current.toasts.filter((shown) => shown.visible);

describe('A notice that interrupts the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.remove();
  });

  it('When an admin moved the end of an auction the user bid on, then a toast says so on whatever page is open', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    const message = 'Brass Telescope now ends sooner: BidHub moved its end earlier';
    const sendNotice = stubNoticeStream(notificationFixture({ kind: 'rescheduled', message }));
    renderBellWithToasts();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sendNotice();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('When an auction the user bid on ends with another winner, then a toast says so; a seller hears of a sale in the bell only', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    const lost = 'Sniper Mug has ended and another bidder won it';
    const sendLost = stubNoticeStream(notificationFixture({ kind: 'lost', message: lost }), notificationFixture({ _id: 'n2', kind: 'sold', message: 'Sniper Mug sold to bidder1 for Rs. 1,200' }));
    renderBellWithToasts();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sendLost();
    expect(await screen.findByText(lost)).toBeTruthy();
    expect(shownToasts()).toHaveLength(1);
  });

  it.each([
    ['with older notices', [notificationFixture({ _id: 'n0', kind: 'won', message: 'You won Brass Telescope for Rs. 900', createdAt: '2030-01-01T09:00:00.000Z', read: true })]],
    ['as their first notice', []],
  ])('When the user was outbid while the stream was down (%s), then its notice gets its toast once the stream is back', async (_, before: Notification[]) => {
    const listed: Notification[] = [...before];
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [...listed], unread: listed.filter((notice) => !notice.read).length } }));
    let connections = 0;
    let drop = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        connections += 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            // A quick retry once the connection drops; the next one stays open.
            controller.enqueue(new TextEncoder().encode('retry: 10\n\n'));
            drop = () => controller.close();
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    renderBellWithToasts();
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('0'));
    await vi.waitFor(() => expect(connections).toBe(1));
    // Stored while the connection was down: only the list has it.
    listed.unshift(notificationFixture({ _id: 'n1', createdAt: '2030-01-01T11:00:00.000Z' }));
    drop();
    await vi.waitFor(() => expect(connections).toBe(2));
    expect(await screen.findByText("You've been outbid on Sniper Mug")).toBeTruthy();
    expect(shownToasts()).toHaveLength(1);
  });

  it("When another account signs in in this tab, then that account's older unread notices stay in the bell, not toasted as new", async () => {
    const older = (id: string) => notificationFixture({ _id: id, message: `You've been outbid on Lamp ${id}`, createdAt: '2030-01-01T08:00:00.000Z' });
    let listed = [older('n1')];
    let connections = 0;
    // The second account's list arrives after its stream opened, as it may on a real network.
    fakeServer(async () => {
      if (listed.length > 1) await vi.waitFor(() => expect(connections).toBe(2));
      return { status: 200, data: { success: true, notifications: [...listed], unread: listed.length } };
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        connections += 1;
        return new Response(new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode(': open\n\n')) }), { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
    const bellOf = (userId: string) => (
      <MemoryRouter>
        <AccountBell userId={userId} />
        <Toaster />
      </MemoryRouter>
    );
    const { rerender } = render(bellOf('u1'), { wrapper: queryWrapper() });
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    await vi.waitFor(() => expect(connections).toBe(1));
    listed = [older('n7'), older('n8')];
    rerender(bellOf('u2'));
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownToasts()).toHaveLength(0);
  });

  it('When the user read the notices in another tab, then this tab\'s bell stops counting them once the tab is back in view', async () => {
    let unread = 1;
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [notificationFixture({ read: unread === 0 })], unread } }));
    stubNoticeStream();
    renderBellWithToasts();
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    unread = 0;
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('0'));
  });

  it('When the user is outbid on another page, then the toast links to the auction and goes once followed', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    const sendNotice = stubNoticeStream();
    renderBellWithToasts();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sendNotice();
    const link = await screen.findByRole('link', { name: 'Go to the auction' });
    expect(link.getAttribute('href')).toBe('/product/sniper-mug');
    expect(screen.getByRole('status').textContent).toBe("You've been outbid on Sniper Mug Go to the auction×");
    await userEvent.click(link);
    expect(await screen.findByText('Auction page')).toBeTruthy();
    expect(shownToasts()).toEqual([]);
  });

  it("When the user is outbid while on that auction's own page, then the toast offers no link to the page they are on", async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    const sendNotice = stubNoticeStream();
    renderBellWithToasts('/product/sniper-mug');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sendNotice();
    expect(await screen.findByText("You've been outbid on Sniper Mug")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to the auction' })).toBeNull();
  });

  it('When the user would rather not wait for the toast to go, then its Dismiss button closes it at once', async () => {
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    const sendNotice = stubNoticeStream();
    renderBellWithToasts();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    sendNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(shownToasts()).toEqual([]);
  });
});

describe('A notice the page already told', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('When the user just bought a lot with Buy It Now on this page, then its won notice adds no second toast', async () => {
    const won = notificationFixture({ kind: 'won', message: 'You won Brass Telescope for Rs. 2500', product: { ...outbid.product, _id: 'bought' } });
    const stored: Notification[] = [];
    const server = fakeServer(() => ({ status: 200, data: { success: true, notifications: stored, unread: stored.length } }));
    const sendNotice = stubNoticeStream(won);
    toldOnThisPage('bought', 'won');
    renderBellWithToasts();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    stored.push(won);
    sendNotice();
    await vi.waitFor(() => expect(screen.getByTestId('unread').textContent).toBe('1'));
    expect(screen.queryByText(won.message)).toBeNull();
  });
});

describe('The notices stream of a tab out of view', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('When the tab stays hidden past the grace, then its stream is let go; shown again, a new one opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => state);
    const show = (next: DocumentVisibilityState) => {
      state = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    stubNoticeStream();
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0, hasOlder: false } }));
    renderHook(() => useNotifications('u1', 'token'), { wrapper: queryWrapper() });
    const streams = () => vi.mocked(fetch).mock.calls.map(([, init]) => (init as RequestInit).signal!);
    await vi.waitFor(() => expect(streams()).toHaveLength(1));

    show('hidden');
    await vi.advanceTimersByTimeAsync(HIDDEN_GRACE_MS);
    await vi.waitFor(() => expect(streams()[0]!.aborted).toBe(true));

    show('visible');
    await vi.waitFor(() => expect(streams()).toHaveLength(2));
    expect(streams()[1]!.aborted).toBe(false);
  });
});
