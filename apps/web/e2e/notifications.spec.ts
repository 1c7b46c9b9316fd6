import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Product } from '@bidhub/contracts';
import { createOwnAuction, deleteOwnAuction, ownAuctionsToken, removeOwnAuctionsAfterEach } from './own-auctions';
import { signInBrowser, signUp, toast, type Session } from './support';

removeOwnAuctionsAfterEach();

const createAuction = (request: APIRequestContext, endsInMs: number) =>
  createOwnAuction(request, { label: 'Notice', description: 'A lot made for the notification tests.', endsInMs });

async function bidThroughApi(request: APIRequestContext, bidder: Session, product: Product, price: number) {
  const reply = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: bidder.token }, data: { price, winner: bidder.user.email } });
  expect(reply.ok()).toBe(true);
}

async function endSoon(request: APIRequestContext, product: Product, inMs: number) {
  const reply = await request.put(`/api/v1/product/update-product/${product._id}`, {
    headers: { Authorization: ownAuctionsToken() },
    multipart: { name: product.name, description: product.description, price: String(product.price), category: product.category._id, endtime: new Date(Date.now() + inMs).toISOString() },
  });
  expect(reply.ok()).toBe(true);
}

/** Opens a page and waits until the user's notification stream is open, so no notice can slip past it. */
async function gotoFollowingNotices(page: Page, path: string) {
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/live'));
  await page.goto(path);
  expect((await streamOpen).ok()).toBe(true);
}

test.describe('Notices that find the bidder', () => {
  test('When a bidder in another browser takes the lead, then the first bidder is told on whatever page they are on, and the bell counts it', async ({ page, browser, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const alice = await signUp(request);
    await bidThroughApi(request, alice, product, 1000);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, '/about');
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName('Notifications');

    const bobsBrowser = await browser.newContext();
    const bobsPage = await bobsBrowser.newPage();
    const bob = await signUp(request);
    await signInBrowser(bobsPage, bob);
    await bobsPage.goto(`/product/${product.slug}`);
    await bobsPage.getByLabel('Re-enter your Username to Confirm').fill(bob.user.email);
    await bobsPage.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
    await expect(bobsPage.getByText("You're the highest bidder")).toBeVisible();
    await bobsBrowser.close();

    await expect(toast(page, `You've been outbid on ${product.name}`)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/notice-toast.png' });
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    const list = page.getByTestId('notification-list');
    await expect(list.getByRole('link', { name: `You've been outbid on ${product.name}` })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications');
    await list.getByRole('link', { name: `You've been outbid on ${product.name}` }).click();
    await expect(page).toHaveURL(`/product/${product.slug}`);
    await expect(page.getByText("You've been outbid", { exact: true })).toBeVisible();
  });

  test('When the user has two tabs open, then one notices stream serves both, a notice read in one is read in the other, and when that tab closes the other takes it over', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const [alice, bob] = [await signUp(request), await signUp(request)];
    await bidThroughApi(request, alice, product, 1000);
    await signInBrowser(page, alice);
    const streams: string[] = [];
    page.context().on('request', (sent) => {
      if (sent.url().endsWith('/api/v1/notifications/live')) streams.push(sent.url());
    });
    await gotoFollowingNotices(page, '/about');
    const second = await page.context().newPage();
    await second.goto('/contact');
    await expect(second.getByTestId('notification-bell')).toBeVisible();
    // Time for a second stream to open, were there one.
    await second.waitForTimeout(1_500);
    expect(streams).toHaveLength(1);

    await bidThroughApi(request, bob, product, 1050);
    await expect(toast(page, `You've been outbid on ${product.name}`)).toBeVisible();
    await expect(toast(second, `You've been outbid on ${product.name}`)).toBeVisible();
    await expect(second.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
    // Read in one tab, read in the other too.
    await page.getByTestId('notification-bell').click();
    await expect(second.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');

    const takenOver = second.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/live'));
    await page.close();
    expect((await takenOver).ok()).toBe(true);
    await bidThroughApi(request, alice, product, 1100);
    await bidThroughApi(request, bob, product, 1150);
    await expect(second.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
  });

  test('When an auction the user leads ends, then the page says they won and the bell brings the notice', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const alice = await signUp(request);
    await bidThroughApi(request, alice, product, 1000);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, `/product/${product.slug}`);
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    // Any bid extends a closing auction (soft close), so the admin moves the end close after it, once
    // the page follows it: moved before, the lot could end while a busy machine still opened the page.
    await endSoon(request, product, 5000);

    await expect(page.getByText('You won', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(toast(page, `You won ${product.name} for Rs. 1000`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
  });

  test('When an auction the user was outbid on enters its last hour, then they are reminded on whatever page they are on', async ({ page, request }) => {
    // The reminder comes with a closer round up to 15 s away, each round a second apart or more.
    test.setTimeout(120_000);
    const product = await createAuction(request, 3 * 86_400_000);
    const [alice, bob] = [await signUp(request), await signUp(request)];
    await bidThroughApi(request, alice, product, 1000);
    await bidThroughApi(request, bob, product, 1100);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, '/about');

    // The price is locked once bid on: the form sends the current one.
    await endSoon(request, { ...product, price: 1100 }, 30 * 60_000);

    // The server looks for auctions entering their last hour every 15 seconds.
    const reminder = `${product.name} ends within the hour and you are not the highest bidder (now Rs. 1100)`;
    await expect(toast(page, reminder)).toBeVisible({ timeout: 50_000 });
    await page.getByTestId('notification-bell').click();
    await page.screenshot({ path: 'e2e/screenshots/notifications-ending-soon.png' });
    await page.getByTestId('notification-list').getByRole('link', { name: reminder }).click();
    await expect(page).toHaveURL(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  });

  test('When an admin renames an auction the user is watching, then the page moves to its new address with the new name', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();

    const renamed = `${product.name} Restored`;
    const reply = await request.put(`/api/v1/product/update-product/${product._id}`, {
      headers: { Authorization: ownAuctionsToken() },
      multipart: { name: renamed, description: product.description, price: String(product.price), category: product.category._id, endtime: product.endtime },
    });
    expect(reply.ok()).toBe(true);

    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page).toHaveURL(/-restored$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
  });

  test('When an admin renames an auction while a bidder is typing a bid, then what they typed stays typed at the new address', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const alice = await signUp(request);
    await signInBrowser(page, alice);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await page.getByLabel('Your bid').fill('1500');
    await page.getByLabel('Bid up to (maximum)').fill('4000');
    await page.getByLabel('Re-enter your Username to Confirm').fill(alice.user.email);

    const renamed = `${product.name} Typed`;
    const reply = await request.put(`/api/v1/product/update-product/${product._id}`, {
      headers: { Authorization: ownAuctionsToken() },
      multipart: { name: renamed, description: product.description, price: String(product.price), category: product.category._id, endtime: product.endtime },
    });
    expect(reply.ok()).toBe(true);

    await expect(page).toHaveURL(/-typed$/);
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByLabel('Your bid')).toHaveValue('1500');
    await expect(page.getByLabel('Bid up to (maximum)')).toHaveValue('4000');
    await expect(page.getByLabel('Re-enter your Username to Confirm')).toHaveValue(alice.user.email);
  });

  test('When an admin deletes a lot the user has already bought, then its page says at once that it is gone, and the notice that the sale is cancelled', async ({ page, request }) => {
    const product = await createOwnAuction(request, { label: 'Bought', description: 'A lot bought with Buy It Now.', endsInMs: 3 * 86_400_000, fields: { buyNowPrice: '2000' } });
    const alice = await signUp(request);
    const bought = await request.post(`/api/v1/product/${product._id}/buy-now`, { headers: { Authorization: alice.token }, data: { winner: alice.user.email } });
    expect(bought.ok()).toBe(true);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, `/product/${product.slug}`);
    await expect(page.getByText(/You won/).first()).toBeVisible();

    await deleteOwnAuction(request, product);

    // Well within the ended page's half-minute re-read: the notice has it read at once.
    await expect(page.getByRole('heading', { name: `${product.name} was removed` })).toBeVisible({ timeout: 10_000 });
    await expect(toast(page, `${product.name} was removed by BidHub after you won it: the sale is cancelled`)).toBeVisible();
  });

  test('When an admin deletes an auction the user is watching, then the page says at once that it is gone', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const alice = await signUp(request);
    await bidThroughApi(request, alice, product, 1000);
    expect((await request.put(`/api/v1/wishlist/${product._id}`, { headers: { Authorization: alice.token } })).ok()).toBe(true);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, `/product/${product.slug}`);
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'WishList 1 item' })).toBeVisible();

    await deleteOwnAuction(request, product);

    await expect(toast(page, /removed/)).toBeVisible();
    await expect(page.getByRole('heading', { name: `${product.name} was removed` })).toBeVisible();
    // Its page opens the bid history kept of it.
    await expect(page.getByRole('link', { name: 'See its bid history' })).toHaveAttribute('href', `/removed/${product._id}`);
    // It left the wishlist with it: the header's count says so without a visit to the cart.
    await expect(page.getByRole('banner').getByRole('link', { name: 'WishList 0 items' })).toBeVisible();
    // The bidder keeps a notice of it in the bell; it takes the page's toast's place rather than
    // stacking a second one (counted once, not awaited: a second toast would last seconds).
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
    expect(await toast(page, /removed/).count()).toBe(1);
    await page.getByTestId('notification-bell').click();
    const list = page.getByTestId('notification-list');
    await expect(list.getByText(`${product.name} was removed by BidHub: your bids on it no longer count`)).toBeVisible();

    // Its page is gone; the notice opens the bid history kept of it, checked in the browser.
    await list.getByRole('link', { name: `${product.name} was removed by BidHub: your bids on it no longer count` }).click();
    await expect(page).toHaveURL(`/removed/${product._id}`);
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    await expect(page.getByText(/BidHub removed this auction on .*: its bids no longer count/)).toBeVisible();
    const ledger = page.getByTestId('bid-ledger');
    await expect(ledger.getByText('Ledger verified in your browser')).toBeVisible();
    await expect(ledger.getByRole('row').filter({ hasText: alice.user.email })).toContainText('Rs. 1000');
  });

  test('When an admin deletes an auction the user bid on while they browse elsewhere, then a toast tells them', async ({ page, request }) => {
    const product = await createAuction(request, 3 * 86_400_000);
    const alice = await signUp(request);
    await bidThroughApi(request, alice, product, 1000);
    await signInBrowser(page, alice);
    await gotoFollowingNotices(page, '/about');

    await deleteOwnAuction(request, product);

    await expect(toast(page, `${product.name} was removed by BidHub: your bids on it no longer count`)).toBeVisible();
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 1 unread');
  });
});
