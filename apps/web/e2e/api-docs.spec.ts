import { expect, test } from '@playwright/test';

test.describe('API reference', () => {
  test('When a developer opens /api/docs, then the interactive reference lists the routes under the strict CSP', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/api/docs');
    await expect(page.getByText('BidHub API')).toBeVisible();
    await expect(page.locator('.opblock').filter({ hasText: '/wishlist/merge' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});
