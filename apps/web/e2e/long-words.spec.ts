import { type Page, expect, test } from '@playwright/test';
import { createOwnAuction, removeOwnAuctionsAfterEach } from './own-auctions';

removeOwnAuctionsAfterEach();

/** How far the page reaches past the window's right edge, in CSS pixels; 0 when nothing does. */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('Text longer than a phone is wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('When a lot has words wider than the screen, then its page, its category and the categories page wrap them instead of scrolling sideways', async ({ page, request }) => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3);
    const product = await createOwnAuction(request, { label: word.slice(0, 40), description: `See ${word}${word} for details.`, endsInMs: 86_400_000 });

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowX(page)).toBe(0);

    await page.goto(`/category/${product.category.slug}`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    expect(await overflowX(page)).toBe(0);

    await page.goto('/categories');
    await expect(page.getByRole('link', { name: new RegExp(product.category.name) })).toBeVisible();
    expect(await overflowX(page)).toBe(0);
  });
});
