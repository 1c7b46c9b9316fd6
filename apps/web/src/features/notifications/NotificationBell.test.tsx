import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { notificationFixture } from '../../test/notification-fixture';
import { queryWrapper } from '../../test/query-wrapper';
import { createQueryClient } from '../../lib/query-client';
import { NotificationBell } from './NotificationBell';

const renderBell = () =>
  render(
    <MemoryRouter>
      <NotificationBell userId="u1" token="token" />
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );

const won = notificationFixture({ kind: 'won', message: 'You won Sniper Mug for Rs. 1200', read: true });

describe('The notification bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('When the notifications cannot be loaded, then the panel says so with Try again instead of "No notifications yet"', async () => {
    // The live stream stays connecting: only the list's load matters here.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    let down = true;
    fakeServer(() => (down ? { status: 503, data: { success: false, message: 'The database is unavailable, try again shortly' } } : { status: 200, data: { success: true, notifications: [won], unread: 0 } }));
    renderBell();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded');
    expect(alert.textContent).toContain('The database is unavailable, try again shortly');
    expect(screen.queryByText(/No notifications yet/)).toBeNull();

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'You won Sniper Mug for Rs. 1200' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('When there are no notifications yet, then the panel says which ones will come', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    fakeServer(() => ({ status: 200, data: { success: true, notifications: [], unread: 0 } }));
    renderBell();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect((await screen.findByText(/No notifications yet/)).textContent).toMatch(/outbid/);
  });

  it('When more notices are unread than one page lists, then opening reads only those shown, and Show older lists and reads the next page', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const lamp = (n: number) => notificationFixture({ _id: `n${n}`, message: `You've been outbid on Lamp ${n}`, product: { _id: `p${n}`, name: `Lamp ${n}`, slug: `lamp-${n}`, removed: false } });
    const first = [lamp(3), lamp(2)];
    const server = fakeServer((request) => {
      if (request.method === 'post') return { status: 200, data: { success: true, unread: request.data.includes('n1') ? 0 : 1 } };
      if (request.params?.before === 'n2') return { status: 200, data: { success: true, notifications: [lamp(1)], unread: 1, hasOlder: false } };
      return { status: 200, data: { success: true, notifications: first, unread: 3, hasOlder: true } };
    });
    renderBell();

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const reads = () => server.requests.filter((request) => request.method === 'post').map((request) => JSON.parse(request.data));
    expect(reads()).toEqual([{ ids: ['n3', 'n2'] }]);
    expect(screen.queryByRole('link', { name: "You've been outbid on Lamp 1" })).toBeNull();

    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    screen.getByRole('button', { name: 'Show older notifications' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: "You've been outbid on Lamp 1" })).toBeTruthy();
    await screen.findByRole('button', { name: 'Notifications' });
    expect(reads()).toEqual([{ ids: ['n3', 'n2'] }, { ids: ['n1'] }]);
    // The last page read, the button stays where the focus is, saying so.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'No older notifications' }));
    expect(screen.getByText('1 older notification listed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('When older unread notices remain after opening, then Mark all as read reads them all at once', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const server = fakeServer((request) => {
      if (request.method === 'post') return { status: 200, data: { success: true, unread: JSON.parse(request.data).ids ? 3 : 0 } };
      return { status: 200, data: { success: true, notifications: [notificationFixture({ _id: 'n5' }), notificationFixture({ _id: 'n4' })], unread: 5, hasOlder: true } };
    });
    renderBell();

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(server.requests.filter((request) => request.method === 'post').map((request) => JSON.parse(request.data))).toEqual([{ ids: ['n5', 'n4'] }, {}]);
  });

  it('When a notice arrives while older pages are listed, then the one it pushes off the first page stays listed, and the newest older page was scrolled to', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    const scrolledTo: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this.textContent ?? '');
    });
    const lamp = (n: number) => notificationFixture({ _id: `n${n}`, message: `You've been outbid on Lamp ${n}`, read: true, product: { _id: `p${n}`, name: `Lamp ${n}`, slug: `lamp-${n}`, removed: false } });
    let first = [lamp(3), lamp(2)];
    fakeServer((request) => {
      if (request.params?.before === 'n2') return { status: 200, data: { success: true, notifications: [lamp(1)], unread: 0, hasOlder: false } };
      return { status: 200, data: { success: true, notifications: first, unread: 0, hasOlder: true } };
    });
    const client = createQueryClient();
    render(
      <MemoryRouter>
        <NotificationBell userId="u1" token="token" />
      </MemoryRouter>,
      { wrapper: queryWrapper(client) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show older notifications' }));
    await screen.findByRole('link', { name: "You've been outbid on Lamp 1" });
    expect(scrolledTo).toEqual([expect.stringContaining('Lamp 1')]);

    first = [lamp(4), lamp(3)];
    await client.invalidateQueries();
    await screen.findByRole('link', { name: "You've been outbid on Lamp 4" });
    const listed = screen.getAllByRole('link').map((link) => link.textContent);
    expect(listed).toEqual([4, 3, 2, 1].map((n) => `You've been outbid on Lamp ${n}`));
  });

  it('When Mark all as read is pressed, then the focus goes to the panel title, not to the page, as the button goes', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    fakeServer((request) => {
      if (request.method === 'post') return { status: 200, data: { success: true, unread: JSON.parse(request.data).ids ? 2 : 0 } };
      return { status: 200, data: { success: true, notifications: [notificationFixture({ _id: 'n5' })], unread: 3, hasOlder: true } };
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Notifications');
  });
});
