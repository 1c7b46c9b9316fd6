import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { notificationFixture } from '../../test/notification-fixture';
import { queryWrapper } from '../../test/query-wrapper';
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
  afterEach(() => vi.unstubAllGlobals());

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
});
