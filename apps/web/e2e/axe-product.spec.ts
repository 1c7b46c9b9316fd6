import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '@bidhub/contracts';
import { expectNoAxeViolations } from './axe';
import { expectNamedFormFields } from './form-fields';
import { createOwnAuction, deleteOwnAuction, removeOwnAuctionsAfterEach } from './own-auctions';
import { signInBrowser, signUp } from './support';

removeOwnAuctionsAfterEach();

/** Opens a screen, waits for the text that shows once it is complete, and runs axe on it. */
async function check(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, `${path} (${page.viewportSize()?.width}px)`);
  await expectNamedFormFields(page, `${path} (${page.viewportSize()?.width}px)`);
}

/** A link that stands alone takes a finger: at least 24 px tall (WCAG 2.5.8 exempts only words in a sentence). */
async function expectFingerSized(page: Page, name: string) {
  const box = await page.getByRole('link', { name }).boundingBox();
  expect(box?.height, `${name} is ${box?.height} px tall`).toBeGreaterThanOrEqual(24);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe on the product screens in each state, ${viewport.width}px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('a visitor: open, ended and missing auctions', async ({ page, request }) => {
      const { products } = (await (await request.get('/api/v1/product/get-product')).json()) as ProductListResponse;
      await check(page, `/product/${products.find((product) => product.status === 'open')!.slug}`, 'Ledger verified in your browser');
      await check(page, `/product/${products.find((product) => product.status === 'closed')!.slug}`, 'This auction has ended.');
      await check(page, '/product/no-such-product', 'See all auctions');
    });

    test('a bidder: the bid form with its errors, the Buy It Now dialog and the /bid screen', async ({ page, request }) => {
      const product = await createOwnAuction(request, {
        label: 'Axe',
        description: 'A lot made for the accessibility checks.',
        endsInMs: 3 * 86_400_000,
        fields: { reservePrice: '4000', buyNowPrice: '9000' },
      });
      await signInBrowser(page, await signUp(request));
      await check(page, `/product/${product.slug}`, 'Ledger verified in your browser');
      await expectFingerSized(page, 'Open the BID PRODUCT form');
      await page.getByLabel('Your bid').fill('');
      await page.getByRole('button', { name: 'CONFIRM QUOTE' }).click();
      await expect(page.getByText('Re-enter your username to confirm the bid')).toBeVisible();
      await expectNoAxeViolations(page, 'the bid form with its errors');
      await page.getByRole('button', { name: /Buy It Now/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, 'the Buy It Now dialog');
      await expectNamedFormFields(page, 'the Buy It Now dialog');
      await check(page, `/bid?product=${product.slug}`, 'BID PRODUCT');
      await expectFingerSized(page, 'Back to the auction');
    });

    test("a removed auction's kept bid history, and an id with none", async ({ page, request }) => {
      const product = await createOwnAuction(request, { label: 'Axe Removed', description: 'A lot made to be removed.', endsInMs: 3 * 86_400_000 });
      const bidder = await signUp(request);
      const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: bidder.token }, data: { price: product.price, winner: bidder.user.email } });
      expect(bid.ok()).toBe(true);
      await deleteOwnAuction(request, product);

      await check(page, `/removed/${product._id}`, 'Ledger verified in your browser');
      await check(page, '/removed/00000000-0000-4000-8000-000000000000', 'No record of this auction');
    });
  });
}
