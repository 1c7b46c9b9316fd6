import { expect, test } from '@playwright/test';
import { signInBrowser, signUp } from './support';

test.describe('Code a signed-in bidder downloads', () => {
  // Issue 10: zod is not shipped to screens that only read. The bell is on every signed-in screen,
  // and once brought the validation library with it (22 KB gzip over the /home budget).
  test('When a signed-in user opens /home and a product page, then no file of code holds zod', async ({ page, request }) => {
    const scripts = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.add(sent.url());
    });
    await signInBrowser(page, await signUp(request));
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/live'));
    await page.goto('/home');
    await streamOpen;
    await page.getByRole('link', { name: 'BID NOW' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Read again once the pages are done: a body the browser has handed to the page is not kept.
    const code = await Promise.all([...scripts].map(async (url) => (await request.get(url)).text()));
    expect(code.length).toBeGreaterThan(3);
    expect(code.filter((text) => text.includes('ZodError'))).toEqual([]);
  });
});
