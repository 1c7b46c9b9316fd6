import { type APIRequestContext, expect, test } from '@playwright/test';
import type { Product, ProductListResponse } from '@bidhub/contracts';
import { createOwnAuction, ownAuctionsToken, removeOwnAuctionsAfterEach } from './own-auctions';
import { newAccount, registerThroughApi, signInBrowser, signUp } from './support';

removeOwnAuctionsAfterEach();

async function openAuctions(request: APIRequestContext, count: number): Promise<Product[]> {
  const reply = await request.get('/api/v1/product/get-product?limit=100');
  const { products } = (await reply.json()) as ProductListResponse;
  // At least an hour left, so nothing ends while the test runs; from the end of the list, away from other specs.
  return products.filter((product) => product.status === 'open' && Date.parse(product.endtime) - Date.now() > 3_600_000).slice(-count);
}

test.describe('Watchlist on the account', () => {
  test('When a visitor saves a lot and logs in, then the watchlist follows the account to a second browser, live and with the watch button pressed', async ({
    page,
    browser,
    request,
  }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    const [saved, watched] = await openAuctions(request, 2);

    // Signed out: the product page's watch button keeps the lot in this browser, as the cart did.
    await page.goto(`/product/${saved!.slug}`);
    const watch = page.getByRole('button', { name: 'Watch', exact: true });
    await expect(watch).toHaveAttribute('aria-pressed', 'false');
    await watch.click();
    await expect(page.getByRole('button', { name: 'Watching', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Only an account is reminded of its watched auctions: a visitor's watch is kept in this browser.
    await expect(page.getByText('You will be reminded when it enters its last hour.')).toHaveCount(0);

    await page.goto('/login');
    await page.getByPlaceholder('Enter Your Username').fill(account.email);
    await page.getByPlaceholder('Enter Your Password').fill(account.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'WishList 1 item' })).toBeVisible();

    // A second device: the same account, nothing saved in that browser.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInBrowser(other, await signUp(request, account));
    await other.goto('/cart');
    await expect(other.getByTestId('cart-item')).toHaveCount(1);
    await expect(other.getByTestId('cart-item')).toContainText(saved!.name);
    await expect(other.getByTestId('cart-item')).toContainText(/\d+ bids? · \d+d \d+h \d+m \d+s left/);

    // Watching on the second device reaches the first when it comes back into focus.
    await other.goto(`/product/${watched!.slug}`);
    await other.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(other.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();
    await expect(other.getByText(/^[1-9]\d* watching$/)).toBeVisible();
    await expect(other.getByText('You will be reminded when it enters its last hour.')).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await otherContext.close();
  });

  test("When a visitor's saved lot is renamed by the admin, then the cart still holds it, under its new name", async ({ page, request }) => {
    const lot = await createOwnAuction(request, { label: 'Renamed', description: 'A lot the admin renames while a visitor keeps it.', endsInMs: 3 * 86_400_000 });
    await page.goto(`/product/${lot.slug}`);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();

    const renamed = `${lot.name} Mk II`;
    const reply = await request.put(`/api/v1/product/update-product/${lot._id}`, {
      headers: { Authorization: ownAuctionsToken() },
      multipart: { name: renamed, description: lot.description, price: String(lot.price), category: lot.category._id, endtime: lot.endtime },
    });
    expect(reply.ok()).toBe(true);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByTestId('cart-item')).toContainText(renamed);
  });
});
