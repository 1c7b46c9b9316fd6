import { expect, test } from '@playwright/test';
import type { Product, ProductListResponse } from '@bidhub/contracts';
import { formatPrice } from '../src/lib/format';
import { signInBrowser, signUp } from './support';

test.describe("The 'Own' page", () => {
  test('When a user has bid on an auction with a maximum, then Own lists it with their highest bid, their maximum and Winning', async ({ page, request }) => {
    const session = await signUp(request);

    // The oldest open auction with an hour to go, away from the newest ones other specs bid on.
    let product: Product | undefined;
    for (let pageNumber = 4; pageNumber >= 1 && !product; pageNumber -= 1) {
      const { products } = (await (await request.get(`/api/v1/product/product-list/${pageNumber}`)).json()) as ProductListResponse;
      product = products.reverse().find((candidate) => candidate.status === 'open' && Date.parse(candidate.endtime) - Date.now() > 3_600_000);
    }
    if (!product) throw new Error('No open demo auction');
    const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: session.token },
      data: { price: product.minNextBid, maxBid: product.minNextBid + 500, winner: session.user.email },
    });
    expect(bid.status()).toBe(200);

    await signInBrowser(page, session);
    await page.goto('/dashboard/user');
    await page.getByRole('link', { name: 'Own' }).click();
    await expect(page.getByRole('heading', { name: 'Own' })).toBeVisible();
    const row = page.getByTestId('my-bids').getByRole('row', { name: new RegExp(product.name) });
    await expect(row).toContainText('Winning');
    await expect(row.getByRole('cell', { name: formatPrice(product.minNextBid + 500), exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.slug}`);
    await page.screenshot({ path: 'e2e/screenshots/own.png', fullPage: true });
  });
});
