import { expect, test } from '@playwright/test';
import type { LoginResponse, Product, ProductListResponse } from '@bidhub/contracts';

test.describe("The 'Own' page", () => {
  test('When a user has bid on an auction, then Own lists it with their highest bid and Winning', async ({ page, request }) => {
    const username = `e2e-own-${Date.now()}`;
    const password = 'e2e-secret-password';
    await request.post('/api/v1/auth/register', { data: { name: 'Own Page', email: username, password, phone: '9000000003', answer: 'blue' } });
    const session = (await (await request.post('/api/v1/auth/login', { data: { email: username, password } })).json()) as LoginResponse;

    // The oldest open auction with an hour to go, away from the newest ones other specs bid on.
    let product: Product | undefined;
    for (let pageNumber = 4; pageNumber >= 1 && !product; pageNumber -= 1) {
      const { products } = (await (await request.get(`/api/v1/product/product-list/${pageNumber}`)).json()) as ProductListResponse;
      product = products.reverse().find((candidate) => candidate.status === 'open' && Date.parse(candidate.endtime) - Date.now() > 3_600_000);
    }
    if (!product) throw new Error('No open demo auction');
    const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, {
      headers: { Authorization: session.token },
      data: { price: product.minNextBid, winner: username },
    });
    expect(bid.status()).toBe(200);

    await page.addInitScript((stored) => localStorage.setItem('auth', JSON.stringify(stored)), { user: session.user, token: session.token });
    await page.goto('/dashboard/user');
    await page.getByRole('link', { name: 'Own' }).click();
    await expect(page.getByRole('heading', { name: 'Own' })).toBeVisible();
    const row = page.getByTestId('my-bids').getByRole('row', { name: new RegExp(product.name) });
    await expect(row).toContainText('Winning');
    await expect(row.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.slug}`);
    await page.screenshot({ path: 'e2e/screenshots/own.png', fullPage: true });
  });
});
