import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Product } from '@bidhub/contracts';
import { createOwnAuction, removeOwnAuctionsAfterEach } from './own-auctions';
import { adminSession, signInBrowser, signUp, toast } from './support';

const DAY = 86_400_000;

removeOwnAuctionsAfterEach();

/** An auction of this test's own, with a reserve and a Buy It Now price. */
const createAuction = (request: APIRequestContext): Promise<Product> =>
  createOwnAuction(request, {
    label: 'Proxy',
    description: 'A lot made for the maximum-bid and Buy It Now tests.',
    endsInMs: 3 * DAY,
    fields: { reservePrice: '4000', buyNowPrice: '9000' },
  });

test.describe('Maximum bids and Buy It Now', () => {
  test("When another bidder's maximum answers a bid, then the bidder reads that they were outbid by an automatic bid", async ({ page, request }) => {
    const product = await createAuction(request);
    const first = await signUp(request);
    const placed = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: first.token },
      data: { price: 1000, maxBid: 3000, winner: first.user.email },
    });
    expect(placed.ok()).toBe(true);

    const second = await signUp(request);
    await signInBrowser(page, second);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText('Reserve not met', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Buy It Now/ })).toHaveCount(0);
    await expect(page.getByLabel('Your bid')).toHaveValue('1050');
    await page.getByLabel('Re-enter your Username to Confirm').fill(second.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();

    await expect(toast(page, 'you were outbid at once by an automatic bid')).toBeVisible();
    await expect(page.getByTestId('current-price')).toContainText('Rs. 1100');
    await expect(page.getByText("You've been outbid")).toBeVisible();
    await expect(page.getByText('Rs. 3000')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/screenshots/product-outbid-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'e2e/screenshots/product-outbid-desktop.png', fullPage: true });

    await page.getByLabel('Bid up to (maximum)').fill('5000');
    await page.getByLabel('Re-enter your Username to Confirm').fill(second.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
    await expect(toast(page, 'Bid placed successfully')).toBeVisible();
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    // Their own maximum, and only theirs: the first bidder's 3000 stays hidden.
    await expect(page.getByTestId('my-maximum')).toHaveText('Your maximum bid: Rs. 5000 (only you see it)');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bidder-standing').screenshot({ path: 'e2e/screenshots/product-my-maximum-phone.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByText('Reserve met', { exact: true })).toBeVisible();
    await expect(page.getByTestId('current-price')).toContainText('Rs. 4000');

    // The first bidder's larger maximum overtakes it, live: the second reads how far theirs went.
    const overtaken = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: first.token },
      data: { price: 5100, maxBid: 8000, winner: first.user.email },
    });
    expect(overtaken.ok()).toBe(true);
    // Exact: the outbid notice's toast ('You've been outbid on ...') may show at the same time.
    await expect(page.getByText("You've been outbid", { exact: true })).toBeVisible();
    await expect(page.getByTestId('my-maximum')).toHaveText('Your maximum bid of Rs. 5000 was passed');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('bidder-standing').screenshot({ path: 'e2e/screenshots/product-maximum-passed-phone.png' });

    // The second bidder answers from another device, with a new maximum: this page follows, live.
    const fromElsewhere = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: second.token },
      data: { price: 8100, maxBid: 8600, winner: second.user.email },
    });
    expect(fromElsewhere.ok()).toBe(true);
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    await expect(page.getByTestId('my-maximum')).toHaveText('Your maximum bid: Rs. 8600 (only you see it)');
  });

  test('When the leader raises only their maximum, then the price they pay stays and their new maximum shows', async ({ page, request }) => {
    const product = await createAuction(request);
    const leader = await signUp(request);
    const placed = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: leader.token },
      data: { price: 1000, maxBid: 2000, winner: leader.user.email },
    });
    expect(placed.ok()).toBe(true);

    await signInBrowser(page, leader);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    await page.getByLabel('Bid up to (maximum)').fill('3500');
    await page.getByLabel('Re-enter your Username to Confirm').fill(leader.user.email);
    await page.getByRole('button', { name: 'RAISE MAXIMUM ONLY' }).click();

    await expect(toast(page, 'Your maximum bid is now Rs. 3500')).toBeVisible();
    await expect(page.getByTestId('my-maximum')).toHaveText('Your maximum bid: Rs. 3500 (only you see it)');
    await expect(page.getByTestId('current-price')).toContainText('Rs. 1000');
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('form', { name: /^Bid as / }).screenshot({ path: 'e2e/screenshots/product-raise-maximum-phone.png' });

    // A raise adds no bid to the ledger: the page still shows the maximum just set, not the one before.
    await page.getByLabel('Bid up to (maximum)').fill('3800');
    await page.getByLabel('Re-enter your Username to Confirm').fill(leader.user.email);
    await page.getByRole('button', { name: 'RAISE MAXIMUM ONLY' }).click();
    await expect(toast(page, 'Your maximum bid is now Rs. 3800')).toBeVisible();
    await expect(page.getByTestId('my-maximum')).toHaveText('Your maximum bid: Rs. 3800 (only you see it)');
  });

  test("When a reader widens the text's spacing on a 320 px screen (WCAG 1.4.12), then the Buy It Now dialog's buttons stay inside it", async ({ page, request }) => {
    const product = await createAuction(request);
    await signInBrowser(page, await signUp(request));
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/product/${product.slug}`);
    await page.addStyleTag({ content: '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }' });
    await page.getByRole('button', { name: /Buy It Now for Rs\. 9000/ }).click();
    const dialog = await page.getByRole('dialog').boundingBox();
    for (const name of ['Cancel', 'Confirm purchase']) {
      const button = await page.getByRole('dialog').getByRole('button', { name }).boundingBox();
      expect(button!.x, name).toBeGreaterThanOrEqual(dialog!.x);
      expect(button!.x + button!.width, name).toBeLessThanOrEqual(dialog!.x + dialog!.width);
    }
  });

  test('When a signed-in user confirms Buy It Now, then the auction closes at once with them as the winner', async ({ page, request }) => {
    const product = await createAuction(request);
    const buyer = await signUp(request);
    await signInBrowser(page, buyer);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: /Buy It Now for Rs\. 9000/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Re-enter your Username to Confirm').fill(buyer.user.email);
    await dialog.getByRole('button', { name: 'Confirm purchase' }).click();

    await expect(toast(page, 'You bought it with Buy It Now')).toBeVisible();
    await expect(page.getByText('You won', { exact: true })).toBeVisible();
    // The button that opened the dialog went with the sale: focus is on the outcome in its place.
    await expect(page.locator('.auction-outcome')).toBeFocused();
    await expect(page.locator('.auction-outcome')).toBeInViewport();
    await expect(page.getByTestId('current-price')).toContainText('Rs. 9000');
    await page.screenshot({ path: 'e2e/screenshots/product-bought.png', fullPage: true });
  });

  test('When the Buy It Now dialog opens on a 360 px phone, then it keeps a margin on both sides', async ({ page, request }) => {
    const product = await createAuction(request);
    await signInBrowser(page, await signUp(request));
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: /Buy It Now for Rs\. 9000/ }).click();
    const box = (await page.getByRole('dialog').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(360 - 8);
  });

  test('When someone buys the lot while a visitor watches, then the visitor hears the sale, not a new bid first', async ({ page, request }) => {
    const product = await createAuction(request);
    const buyer = await signUp(request);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    const announcement = page.getByTestId('bid-announcement');
    await announcement.evaluate((region) => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      new MutationObserver(() => heard.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    });

    const bought = await request.post(`/api/v1/product/${product._id}/buy-now`, { headers: { Authorization: buyer.token }, data: { winner: buyer.user.email } });
    expect(bought.ok()).toBe(true);

    const sale = `Auction ended. Sold to ${buyer.user.email} for Rs. 9000`;
    await expect(announcement).toHaveText(sale);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.filter((text) => text !== '')).toEqual([sale]);
    // Read afresh, the page still tells a purchase from a winning bid.
    await page.reload();
    await expect(page.getByText(`${buyer.user.email} is the winner`)).toBeVisible();
    await expect(page.getByText('This auction has ended: bought with Buy It Now.')).toBeVisible();
  });

  test('When someone bids while the Buy It Now dialog is open, then it closes saying why instead of vanishing', async ({ page, request }) => {
    const product = await createAuction(request);
    const [buyer, bidder] = [await signUp(request), await signUp(request)];
    await signInBrowser(page, buyer);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: /Buy It Now for Rs\. 9000/ }).click();
    await page.getByRole('dialog').getByLabel('Re-enter your Username to Confirm').fill(buyer.user.email);

    const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: bidder.token }, data: { price: 1000, winner: bidder.user.email } });
    expect(bid.ok()).toBe(true);

    await expect(toast(page, 'Buy It Now is no longer available: someone has bid on this lot')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Buy It Now/ })).toHaveCount(0);
  });

  test('When the admin who created a lot opens it, then the page says they cannot bid on it instead of offering a form the server would refuse', async ({ page, request }) => {
    const product = await createAuction(request);
    await signInBrowser(page, await adminSession(request));
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('own-lot-note')).toContainText('This is your auction: a seller cannot bid on their own lot or buy it.');
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Buy It Now/ })).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/product-own-lot.png', fullPage: true });
    // The spec's own bid screen says the same.
    await page.goto(`/bid?product=${product.slug}`);
    await expect(page.getByTestId('own-lot-note')).toBeVisible();
    await expect(page.getByRole('button', { name: 'BID PRODUCT' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the auction' }).click();
    await page.getByRole('link', { name: 'Edit this product' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/product/${product.slug}$`));
    await expect(page.getByLabel('Name')).toHaveValue(product.name);
  });

  test('When the Buy It Now dialog is opened from the keyboard and dismissed with Escape, then focus is back on its button and nothing was bought', async ({ page, request }) => {
    const product = await createAuction(request);
    const buyer = await signUp(request);
    await signInBrowser(page, buyer);
    await page.goto(`/product/${product.slug}`);
    const opener = page.getByRole('button', { name: /Buy It Now for Rs\. 9000/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Re-enter your Username to Confirm')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.getByText('You won')).toHaveCount(0);
  });
});
