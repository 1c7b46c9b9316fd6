import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { saveStoredSession } from '../../lib/session';
import { appWrapper } from '../../test/app-wrapper';
import { fakeServer } from '../../test/fake-server';
import { productFixture } from '../../test/product-fixture';
import { userFixture } from '../../test/user-fixture';
import { WatchButton } from './WatchButton';

const user = userFixture();
const NOTE = 'You will be reminded when it enters its last hour.';
const MINUTE = 60_000;

afterEach(() => localStorage.clear());

/** A signed-in user whose account already watches the product (its end is years away on this device's clock). */
async function renderWatched(timeLeft: number) {
  saveStoredSession({ user, token: 'token' });
  const product = productFixture({ endtime: '2030-01-01T12:00:00.000Z' });
  fakeServer(() => ({ status: 200, data: { success: true, products: [product] } }));
  render(<WatchButton product={product} timeLeft={timeLeft} />, { wrapper: appWrapper() });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Watching' })).toBeTruthy());
}

describe('The watch button', () => {
  it("When the server's clock puts the end within the hour, then no reminder is promised, whatever the device's clock says", async () => {
    await renderWatched(30 * MINUTE);

    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('When the end is more than an hour away on the server clock, then the watcher is told they will be reminded', async () => {
    await renderWatched(90 * MINUTE);

    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByText(/^\d+ watching$/)).toBeTruthy();
  });

  it('When the auction has ended, then it offers no Watch to a newcomer, while a watcher may still take it off the list', async () => {
    saveStoredSession({ user, token: 'token' });
    const ended = productFixture({ endtime: '2030-01-01T12:00:00.000Z' });
    let list = [ended];
    fakeServer((request) => {
      if (request.method === 'delete') list = [];
      return { status: 200, data: { success: true, products: list } };
    });
    const { unmount } = render(<WatchButton product={ended} timeLeft={0} />, { wrapper: appWrapper() });
    const toggle = await screen.findByRole('button', { name: 'Watching' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    // Taken off the list, the toggle stays where the focus is.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watch' })).toBe(document.activeElement));
    unmount();

    const newcomer = fakeServer(() => ({ status: 200, data: { success: true, products: [] } }));
    render(<WatchButton product={productFixture({ _id: 'p2', status: 'closed' })} timeLeft={0} />, { wrapper: appWrapper() });
    await waitFor(() => expect(newcomer.requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("When a visitor watches in this browser, then the count says it counts accounts, so it does not read 'Watching | 0 watching'", async () => {
    const product = productFixture({ watchers: 0 });
    render(<WatchButton product={product} timeLeft={90 * MINUTE} />, { wrapper: appWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));

    expect(screen.getByRole('button', { name: 'Watching' })).toBeTruthy();
    expect(screen.getByText('0 watching with an account')).toBeTruthy();
  });
});
