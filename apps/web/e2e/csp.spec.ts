import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '@bidhub/contracts';
import { signInBrowser, signUp } from './support';

/** Every Content-Security-Policy violation the page reports, as `directive blocked-uri`. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('Content Security Policy', () => {
  test('When a signed-in visitor opens home and a product page, then the strict CSP blocks nothing the app does', async ({ page, request }) => {
    const violations = await recordViolations(page);
    await signInBrowser(page, await signUp(request));
    const { products } = (await (await request.get('/api/v1/product/get-product')).json()) as ProductListResponse;

    await page.goto('/home');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto(`/product/${products[0]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    // Live events and notices are parsed after the page settles; give them a moment to run.
    await page.waitForTimeout(1000);
    expect(await violations()).toEqual([]);
  });
});
