import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('When a developer opens /api/docs, then the interactive reference lists the routes under the strict CSP, with no error in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByText('BidHub API')).toBeVisible();
    await expect(page.locator('.opblock').filter({ hasText: '/wishlist/merge' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('API reference on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test('When it is opened on a phone, then it is laid out for the phone, not for a 980 px page shrunk', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
  });
});
