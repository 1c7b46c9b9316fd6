import { expect, test } from '@playwright/test';
import { formatPrice } from '../src/lib/format';
import { createOwnAuction, removeOwnAuctionsAfterEach } from './own-auctions';
import { signInBrowser, signUp } from './support';

// An auction of the spec's own: the maximum set here must not answer other specs' bids on demo lots.
removeOwnAuctionsAfterEach();

test.describe("The 'Own' page", () => {
  test('When a user has bid on an auction with a maximum, then Own lists it with their highest bid, their maximum and Winning', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await createOwnAuction(request, { label: 'Own', description: 'A lot made for the Own page test.', endsInMs: 86_400_000 });
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
