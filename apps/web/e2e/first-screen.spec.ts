import { type Page, expect, test } from '@playwright/test';
import { signInBrowser, signUp } from './support';

/** What React reports while it takes over the server's HTML: a mismatch makes it render again from scratch. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const firstProductSlug = async (page: Page) => {
  const reply = await page.request.get('/api/v1/product/get-product?page=1&limit=1&sort=ending-soon');
  return ((await reply.json()) as { products: { slug: string }[] }).products[0]!.slug;
};

test.describe('First screen from the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const address of ['/home', '/']) {
      test(`When a phone has not run the app yet, then ${address} already shows the welcome and the first auctions`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome to BidHub' })).toBeVisible();
        await expect(page.getByTestId('product-card')).toHaveCount(12);
        await expect(page.getByTestId('product-card').first()).toContainText(/Rs\. [\d,]+/);
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      });
    }

    test("When a phone has not run the app yet, then a product's page already shows its name, price and photo", async ({ page }) => {
      const slug = await firstProductSlug(page);
      await page.goto(`/product/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Rs\. [\d,]+/).first()).toBeVisible();
      await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    });
  });

  for (const address of ['/home', '/']) {
    test(`When the app takes ${address} over, then nothing is rendered twice, the address is /home and the page works`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(address);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('product-card')).toHaveCount(12);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByTestId('product-card')).toHaveCount(24);
      expect(errors).toEqual([]);
    });
  }

  test('When a signed-in bidder with a wishlist opens /home, then the header shows their account and list after the visitor page', async ({ page, request }) => {
    const session = await signUp(request);
    await signInBrowser(page, session);
    const errors = collectErrors(page);
    await page.goto('/home');
    await page.getByTestId('product-card').first().getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('link', { name: 'WishList 1 item' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(session.user.name) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Existing User' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'WishList 1 item' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('When a signed-in bidder opens /home on a phone and a product page on a desktop, then nothing moves as the app takes them over', async ({ page, request }) => {
    await page.addInitScript(() => {
      const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value))).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    const layoutShift = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, shift) => sum + shift, 0));
    await signInBrowser(page, await signUp(request));
    const slug = await firstProductSlug(page);
    // The first visit leaves the hint for the server's next pages.
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    expect(await layoutShift()).toBeLessThan(0.01);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/product/${slug}`);
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toBeEnabled();
    expect(await layoutShift()).toBeLessThan(0.01);
  });

  test('When /home and a product page are served rendered, then the app is fetched only after the page and its photo have loaded', async ({ page }) => {
    for (const path of ['/home', `/product/${await firstProductSlug(page)}`]) {
      await page.goto(path);
      // The app has taken the page over once the fieldset around it is no longer disabled.
      await page.waitForFunction(() => document.querySelector('fieldset.app')?.hasAttribute('disabled') === false);
      const { loaded, scripts } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const entry = document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((resource) => /\/assets\/[\w-]+\.js$/.test(resource.name) && resource.name !== entry)
          .map((resource) => ({ name: resource.name.replace(/^.*\/assets\//, ''), startTime: resource.startTime }));
        return { loaded: navigation!.loadEventStart, scripts };
      });
      // The app's start and React DOM (the vendor file) are among them: the check below is not empty.
      expect(scripts.map((script) => script.name).join(' '), path).toMatch(/start-.*vendor-|vendor-.*start-/);
      // On a slow phone the photo would otherwise share the bandwidth with 130 KB of scripts (ADR 0007).
      expect(scripts.filter((script) => script.startTime < loaded), path).toEqual([]);
    }
  });

  test("When the app takes a product's page over, then its countdown runs without a mismatch", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`/product/${await firstProductSlug(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The countdown ticks only once the app runs the page.
    const countdown = page.getByText(/^Time Left: \d+d \d+h \d+m \d+s$/);
    const shown = await countdown.textContent();
    await expect(countdown).not.toHaveText(shown!);
    expect(errors).toEqual([]);
  });

  test.describe('for a viewer in another time zone than the server', () => {
    test.use({ timezoneId: 'Asia/Kolkata' });

    test("When the app takes a product's page over, then its end shows in the viewer's time without a mismatch", async ({ page }) => {
      const errors = collectErrors(page);
      const slug = await firstProductSlug(page);
      const reply = await page.request.get(`/api/v1/product/get-product/${slug}`);
      const { endtime } = ((await reply.json()) as { product: { endtime: string } }).product;
      // India is 5 h 30 min ahead of UTC all year: its wall clock as UTC fields.
      const kolkata = new Date(Date.parse(endtime) + 330 * 60_000);
      const time = [kolkata.getUTCHours(), kolkata.getUTCMinutes(), kolkata.getUTCSeconds()].map((part) => String(part).padStart(2, '0')).join(':');

      await page.goto(`/product/${slug}`);
      await expect(page.getByTestId('end-time')).toContainText(`${kolkata.getUTCFullYear()}, ${time}`);
      await expect(page.getByText(/^Time Left: /)).not.toHaveText(/^Time Left: 0d 0h 0m 0s$/);
      expect(errors).toEqual([]);
    });
  });
});
