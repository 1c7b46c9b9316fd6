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
    await expect(page.getByTestId('end-time')).toBeVisible();
    for (const gone of [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('button', { name: 'CONFIRM QUOTE' }), page.getByRole('button', { name: /Watch/ }), page.getByTestId('time-left')]) {
      await expect(gone).toBeHidden();
    }
  });

  test('When a bidder prints the BID PRODUCT screen, then the paper says what the bid is for, without the fields to fill in', async ({ page, request }) => {
    await signInBrowser(page, await signUp(request));
    await page.goto('/home');
    const slug = (await page.getByTestId('product-card').first().getByRole('link', { name: 'BID NOW' }).getAttribute('href'))!.split('/').pop()!;
    await page.goto(`/bid?product=${slug}`);
    await expect(page.getByRole('button', { name: 'BID PRODUCT' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const fact of ['Name', 'Category', 'End time']) await expect(page.getByLabel(fact, { exact: true })).toBeVisible();
    for (const gone of [page.getByLabel('Your bid'), page.getByLabel('Bid up to (maximum)'), page.getByRole('button', { name: 'BID PRODUCT' }), page.getByRole('link', { name: 'Back to the auction' })]) {
      await expect(gone).toBeHidden();
    }
  });
});
