import { type Page, expect, test } from '@playwright/test';

/** The sizes the page's texts are drawn at, in CSS px: body text, the lot's name, its price. */
const textSizes = (page: Page) =>
  page.evaluate(() => [document.body, document.querySelector('h1'), document.querySelector('[data-testid="product-card"] strong') ?? document.querySelector('dd')].map((element) => parseFloat(getComputedStyle(element!).fontSize)));

test.describe('A larger default font', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("When a reader's browser is set to a font twice the usual size, then the product page's texts grow with it and still fit the phone's width", async ({ page }) => {
    await page.goto('/home');
    await page.getByTestId('product-card').first().getByRole('link', { name: /BID NOW|View result/ }).click();
    // The lot's own figures, not the home page's heading, which is still there while the click navigates.
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByTestId('current-price')).toBeVisible();
    const usual = await textSizes(page);

    // What the browser's font-size setting changes: the size the root's 100% stands for.
    await page.evaluate(() => (document.documentElement.style.fontSize = '32px'));
    const larger = await textSizes(page);
    larger.forEach((size, at) => expect(size, `text ${at}`).toBe(usual[at]! * 2));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });
});
