import { expect, test } from '@playwright/test';
import { signInBrowser, signUp } from './support';

test.describe('Printing a lot', () => {
  test("When a bidder prints a product page, then the paper holds the lot, its price and its bid history, not the site's header, footer or bid form", async ({ page, request }) => {
    await signInBrowser(page, await signUp(request));
    await page.goto('/home');
    await page.getByTestId('product-card').first().getByRole('link', { name: 'BID NOW' }).click();
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-price')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Bid history/i })).toBeVisible();
    for (const gone of [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('button', { name: 'CONFIRM QUOTE' }), page.getByRole('button', { name: /Watch/ })]) {
      await expect(gone).toBeHidden();
    }
  });
});
