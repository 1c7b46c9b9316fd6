import { type APIRequestContext, expect, test } from '@playwright/test';
import { MAX_AMOUNT_RUPEES, type Product, type ProductListResponse, type ProductReply } from '@bidhub/contracts';
import { signInBrowser, signUp, toast } from './support';
import { formatPrice } from '../src/lib/format';

/** Demo auctions, newest first, until one matches. Skips products already used by an earlier test. */
async function findProduct(request: APIRequestContext, matches: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 10; page += 1) {
    const reply = await request.get(`/api/v1/product/product-list/${page}`);
    const { products } = (await reply.json()) as ProductListResponse;
    const found = products.find(matches);
    if (found) return found;
    if (products.length === 0) break;
  }
  throw new Error('No demo product matches');
}

const usedSlugs = new Set<string>();
async function openProductNobodyUsed(request: APIRequestContext): Promise<Product> {
  // At least an hour left, so that no auction ends (or soft-closes) while a test bids on it.
  const product = await findProduct(request, (candidate) => candidate.status === 'open' && Date.parse(candidate.endtime) - Date.now() > 3_600_000 && !usedSlugs.has(candidate.slug));
  usedSlugs.add(product.slug);
  return product;
}

async function currentProduct(request: APIRequestContext, slug: string): Promise<Product> {
  return ((await (await request.get(`/api/v1/product/get-product/${slug}`)).json()) as ProductReply).product;
}

test.describe('Product page', () => {
  test('When a visitor opens a product from the home page via BID NOW, then its name, price, countdown and a verified ledger show', async ({ page }) => {
    await page.goto('/home');
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: 'BID NOW' }).click();

    await expect(page).toHaveURL(/\/product\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} - BidHub`);
    await expect(page.getByTestId('current-price')).toContainText(/Rs\. [\d,]+/);
    await expect(page.getByText(/^Time Left: \d+d \d+h \d+m \d+s$/)).toBeVisible();
    await expect(page.getByText('Ledger verified in your browser')).toBeVisible();
    await expect(page.getByText('Log in to bid')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/product-visitor.png', fullPage: true });
  });

  test('When a signed-in user bids the minimum, then the bid is confirmed, the ledger names them and another viewer sees the price live', async ({
    page,
    browser,
    request,
  }) => {
    const session = await signUp(request);
    const product = await openProductNobodyUsed(request);
    const watcherContext = await browser.newContext();
    const watcher = await watcherContext.newPage();
    await watcher.goto(`/product/${product.slug}`);
    await expect(watcher.getByTestId('live-indicator')).toHaveText('Live');

    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    const amount = page.getByLabel('Your bid');
    await expect(amount).toHaveValue(String(product.minNextBid));
    await expect(page.getByTestId('minimum-bid')).toHaveText(`Minimum bid: ${formatPrice(product.minNextBid)}`);
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    await page.keyboard.press('Enter');

    await expect(page.getByText('Bid placed successfully')).toBeVisible();
    const newPrice = formatPrice(product.minNextBid);
    await expect(page.getByTestId('current-price')).toContainText(newPrice);
    await expect(page.getByTestId('bid-count')).toContainText(String(product.bidCount + 1));
    const latestBid = page.getByTestId('bid-ledger').locator('tbody tr[data-row-key]').first();
    await expect(latestBid).toContainText(session.user.email);
    await expect(latestBid).toContainText(newPrice);
    await expect(page.getByText('Ledger verified in your browser')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/product-bid-placed.png', fullPage: true });

    await expect(watcher.getByTestId('current-price')).toContainText(newPrice);
    await expect(watcher.getByTestId('bid-ledger').locator('tbody tr[data-row-key]').first()).toContainText(session.user.email);
    await expect(watcher.getByText('Ledger verified in your browser')).toBeVisible();
    await watcherContext.close();
  });

  test('When the bid is below the minimum, then the server refusal shows in a toast and beside the amount, which keeps the focus and the typed amount', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await openProductNobodyUsed(request);
    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);

    const tooLow = product.minNextBid - 1;
    const amount = page.getByLabel('Your bid');
    await amount.fill(String(tooLow));
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();

    await expect(toast(page, /^Bid must be at least Rs\. [\d,.]+$/)).toBeVisible();
    await expect(page.locator('.bid-form').getByText(/^Bid must be at least Rs\. [\d,.]+$/)).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue(String(tooLow));
    await expect(page.getByLabel('Re-enter your Username to Confirm')).toHaveValue(session.user.email);
    expect((await currentProduct(request, product.slug)).bidCount).toBe(product.bidCount);
    await page.screenshot({ path: 'e2e/screenshots/product-bid-too-low.png', fullPage: true });
  });

  test('When a rival bid lands first and the suggested amount is refused, then the amount follows the new minimum and the next send is placed', async ({ page, request }) => {
    const [session, rival] = [await signUp(request), await signUp(request)];
    const product = await openProductNobodyUsed(request);
    let overtaken = false;
    await page.route('**/api/v1/product/bid-product/**', async (route) => {
      if (!overtaken) {
        // The rival's bid of the same suggested amount reaches the server first.
        overtaken = true;
        const first = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: rival.token }, data: { price: product.minNextBid, winner: rival.user.email } });
        expect(first.ok()).toBe(true);
      }
      await route.continue();
    });
    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);
    const amount = page.getByLabel('Your bid');
    await expect(amount).toHaveValue(String(product.minNextBid));
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();

    await expect(toast(page, /^Bid must be at least Rs\. [\d,.]+$/)).toBeVisible();
    const { minNextBid } = await currentProduct(request, product.slug);
    await expect(amount).toHaveValue(String(minNextBid));
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
    await expect(toast(page, 'Bid placed successfully')).toBeVisible();
    await expect(page.getByText("You're the highest bidder")).toBeVisible();
  });

  test('When a rival bid reaches the most BidHub takes, then the open page drops its bid form and says no higher bid is possible', async ({ page, request }) => {
    const [session, rival] = [await signUp(request), await signUp(request)];
    const product = await openProductNobodyUsed(request);
    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('live-indicator')).toHaveText('Live');
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toBeVisible();

    const capped = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: rival.token }, data: { price: MAX_AMOUNT_RUPEES, winner: rival.user.email } });
    expect(capped.ok()).toBe(true);

    await expect(page.getByText(`The price has reached ${formatPrice(MAX_AMOUNT_RUPEES)}, the most BidHub takes: no higher bid is possible.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toHaveCount(0);
  });

  test('When a bidder scrolls with the mouse over an amount they are typing, then the amount stays as typed', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await openProductNobodyUsed(request);
    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);

    for (const label of ['Your bid', 'Bid up to (maximum)']) {
      const amount = page.getByLabel(label, { exact: true });
      await amount.fill(String(product.minNextBid));
      await amount.hover();
      // Upwards, as when going back to the price: a number input would step its value up.
      await page.mouse.wheel(0, -100);
      await expect(amount).toHaveValue(String(product.minNextBid));
    }
  });

  test('When the reply to a bid is lost, then the page asks again with the same Idempotency-Key and the bid is placed only once', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await openProductNobodyUsed(request);
    await signInBrowser(page, session);
    const keys: string[] = [];
    await page.route('**/api/v1/product/bid-product/**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      // The server places the bid, but its answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
    await expect(page.getByText('Bid placed successfully')).toBeVisible();
    await expect(page.getByTestId('bid-count')).toContainText(String(product.bidCount + 1));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect((await currentProduct(request, product.slug)).bidCount).toBe(product.bidCount + 1);
  });

  test('When every reply to a bid is lost for a while, then the form says it may have counted and a resend by the user places it only once', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await openProductNobodyUsed(request);
    await signInBrowser(page, session);
    const keys: string[] = [];
    let repliesLost = true;
    await page.route('**/api/v1/product/bid-product/**', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (!repliesLost) return route.continue();
      // The server places the bid (and answers the page's own resends from its stored outcome), but no answer arrives.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`/product/${product.slug}`);
    await page.getByLabel('Re-enter your Username to Confirm').fill(session.user.email);
    const confirm = page.getByRole('button', { name: 'CONFIRM QUOTE' });
    await confirm.click();
    // Said beside the form too, where it stays after the toast has gone.
    const lostReply = 'Your bid could not be confirmed: it may have been placed. Send it again to find out; it is never placed twice.';
    await expect(page.locator('form').getByText(lostReply)).toBeVisible();
    // The bid did land: the live stream says so, and the amount the user sent stays in the form.
    await expect(page.getByTestId('bid-count')).toContainText(String(product.bidCount + 1));
    await expect(page.getByLabel('Your bid')).toHaveValue(String(product.minNextBid));

    repliesLost = false;
    await confirm.click();
    await expect(page.getByText('Bid placed successfully')).toBeVisible();
    await expect(page.locator('form').getByText(lostReply)).toHaveCount(0);
    expect(new Set(keys).size).toBe(1);
    expect((await currentProduct(request, product.slug)).bidCount).toBe(product.bidCount + 1);
  });

  test("When the bid history is read on a phone, then each row still names its place in the ledger by its number", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const product = await findProduct(page.request, (candidate) => candidate.bidCount > 0);
    await page.goto(`/product/${product.slug}`);
    const newest = page.getByTestId('bid-ledger').locator('tbody tr[data-row-key]').first();
    await expect(newest.locator('td[data-label="#"]')).toBeVisible();
    await expect(newest.locator('td[data-label="#"]')).toHaveText(String(product.bidCount));
  });

  test('When an auction has ended, then its winner shows instead of the bid form', async ({ page, request }) => {
    const ended = await findProduct(request, (candidate) => candidate.status === 'closed' && candidate.winner !== '');
    await signInBrowser(page, await signUp(request));
    await page.goto(`/product/${ended.slug}`);

    await expect(page.getByText(`${ended.winner} is the winner`)).toBeVisible();
    await expect(page.getByText('Time Left: 0d 0h 0m 0s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toHaveCount(0);
    await expect(page.getByLabel('Your bid')).toHaveCount(0);
    await expect(page.getByText('Ledger verified in your browser')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/product-ended.png', fullPage: true });
  });

  test('When a product page is opened by its link, then the product comes with the page, not after it', async ({ page, request }) => {
    const product = await openProductNobodyUsed(request);
    const productRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/product/get-product')) productRequests.push(sent.url());
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('current-price')).toContainText(formatPrice(product.price));
    expect(productRequests).toEqual([]);
  });

  test('When the product is opened on a phone, then photo and details stack and Log in to bid fills the width', async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.status === 'open');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/product/${product.slug}`);
    const photo = page.getByRole('img', { name: product.name });
    const name = page.getByRole('heading', { level: 1, name: product.name });
    await expect(name).toBeVisible();
    const photoBox = await photo.boundingBox();
    const nameBox = await name.boundingBox();
    expect(nameBox!.y).toBeGreaterThan(photoBox!.y + photoBox!.height);
    // A visitor's one action on the page is easy to hit with a thumb (WCAG's 24 px target, and more).
    const logIn = await page.getByRole('link', { name: 'Log in to bid' }).boundingBox();
    expect(logIn!.height).toBeGreaterThanOrEqual(40);
    expect(logIn!.width).toBeGreaterThan(300);
    await page.screenshot({ path: 'e2e/screenshots/product-phone.png', fullPage: true });
  });

  test('When an unknown product is opened, then a friendly not-found page links back to the auctions', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByText('Product not found')).toBeVisible();
    await expect(page).toHaveTitle('Product not found - BidHub');
    await page.getByRole('link', { name: 'See all auctions' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("When a reply shows a bid under another bidder's name (names are not in the hash), then the ledger check fails on the page", async ({ page, request }) => {
    const product = await findProduct(request, (candidate) => candidate.bidCount >= 2 && new Set(['open', 'closed']).has(candidate.status));
    // The newest row keeps its hashed bidder id but is shown under the name of a rival's row.
    await page.route(`**/api/v1/product/${product._id}/bids`, async (route) => {
      const reply = await (await route.fetch()).json();
      const rival = reply.bids.find((bid: { bidderId: string }) => bid.bidderId !== reply.bids[0].bidderId);
      if (rival) reply.bids[0].bidder = rival.bidder;
      await route.fulfill({ json: reply });
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Ledger verification FAILED' })).toBeVisible();
  });
});
