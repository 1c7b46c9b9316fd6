import { expect, test } from '@playwright/test';

test.describe('Home page', () => {
  test('When a visitor opens the site, then the newest demo auctions show with photos, prices and countdowns', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to BidHub' })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(/Rs\. [\d,]+/);
    await expect(cards.first()).toContainText('...');
    const photo = cards.first().locator('img');
    await expect(photo).toHaveJSProperty('complete', true);
    // One of the server's two widths, chosen by the browser from srcset for the card's width and the screen.
    expect(await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).searchParams.get('w'))).toMatch(/^(320|640)$/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: 'e2e/screenshots/home.png', fullPage: true });
  });

  test("When a visitor comes Back to /home from another site's page, then the page the browser kept is taken over without a hydration error and its auctions are asked for again", async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/home');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await page.goto('/robots.txt');
    const listAgain = page.waitForRequest((sent) => sent.url().includes('/api/v1/product/get-product'));
    await page.goBack();
    // Its countdowns were as old as the kept page: the list is read again once the page is live.
    await listAgain;
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    expect(errors).toEqual([]);
  });

  test('When a visitor opens the site, then its first auctions and photo come with the page, not after it', async ({ page, request }) => {
    const listRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/product/get-product')) listRequests.push(sent.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    expect(listRequests).toEqual([]);
    // The first card's photo is asked for by the HTML itself; the app's modules wait until the page
    // has loaded (ADR 0007), so they are not fetched ahead.
    const html = await (await request.get('/home')).text();
    expect(html).not.toContain('rel="modulepreload"');
    const firstPhoto = await page.getByTestId('product-card').first().locator('img').getAttribute('srcset');
    expect(html).toContain(`imagesrcset="${firstPhoto!.replaceAll('&', '&amp;')}"`);
  });

  test("When a keyboard user reaches the header's links, then each shows a white 2 px ring the navy header does not hide", async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    for (let presses = 0; presses < 20 && !(await login.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    expect(await login.evaluate((link) => getComputedStyle(link).outline)).toBe('rgb(255, 255, 255) solid 2px');
  });

  test('When the visitor presses Load more, then the next page is appended', async ({ page }) => {
    await page.goto('/home');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    // A click (React replays one that lands before hydration; a key press it does not).
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(24);
    // The keyboard goes on from the first auction added, not from the button below them.
    await expect(cards.nth(12).getByRole('link').first()).toBeFocused();
  });

  test('When Load more fails, then the failure and its Try again show where the button was, with the focus, and the retry appends the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    const nextPage = (url: URL) => url.pathname === '/api/v1/product/get-product' && url.searchParams.has('cursor');
    await page.route(nextPage, (route) => route.abort('connectionreset'));
    // A click (React replays one that lands before hydration; a key press it does not).
    await page.getByRole('button', { name: 'Load more' }).click();

    const failure = page.getByRole('alert').filter({ hasText: 'More products could not be loaded' });
    await expect(failure).toBeInViewport();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.unroute(nextPage);
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(24);
    await expect(failure).toHaveCount(0);
  });

  test('When a product is opened from far down the list, then its page opens at the top, and Back returns to the same place with the focus on the link that opened it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const cards = page.getByTestId('product-card');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(24);
    const deep = cards.nth(20);
    await deep.scrollIntoViewIfNeeded();
    const listPosition = await page.evaluate(() => window.scrollY);
    expect(listPosition).toBeGreaterThan(5000);
    const name = (await deep.getByRole('heading').textContent())!;

    const opener = deep.getByRole('link', { name: /^(BID NOW|View result)$/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Keyboard and screen reader users start at the new page too, not on the card that is gone.
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(cards).toHaveCount(24);
    await expect(deep).toBeInViewport();
    // A keyboard user goes on from that card, not from the top of the list.
    await expect(opener).toBeFocused();
  });

  test('When a keyboard user starts on a page, then the first Tab offers to skip the header to the page itself', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('combobox')).toBeEnabled();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the header's links and menus.
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  test('When a link leads to a form, then the form keeps the field it focuses first', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByPlaceholder('Enter Your Username')).toBeFocused();
  });

  test('When an unknown page is opened, then a not-found page links back home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found - BidHub');
    await page.getByRole('button', { name: 'Back to all products' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('When the API is asked through the served site, then it answers JSON on the same origin', async ({ request }) => {
    const health = await request.get('/api/v1/health');
    // The server runs as `npm start` does: embedded PostgreSQL where its binaries exist, else PGlite.
    const defaultEngine = process.platform === 'linux' && process.arch === 'x64' ? 'postgres' : 'pglite';
    expect(await health.json()).toEqual({ ok: true, database: defaultEngine });
    const unauthenticated = await request.get('/api/v1/auth/user-auth');
    expect(unauthenticated.status()).toBe(401);
  });
});
