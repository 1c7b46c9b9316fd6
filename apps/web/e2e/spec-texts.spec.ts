import { type APIRequestContext, expect, test } from '@playwright/test';
import type { CategoryListResponse, Product, ProductListResponse, ProductReply } from '@bidhub/contracts';
import { signInBrowser, signUp, toast } from './support';

/** An open demo auction with at least an hour left, from the later pages that other spec files leave alone. */
async function openProductFarDown(request: APIRequestContext): Promise<Product> {
  for (let page = 4; page >= 1; page -= 1) {
    const { products } = (await (await request.get(`/api/v1/product/product-list/${page}`)).json()) as ProductListResponse;
    const found = products.reverse().find((product) => product.status === 'open' && Date.parse(product.endtime) - Date.now() > 3_600_000);
    if (found) return found;
  }
  throw new Error('No open demo product');
}

test.describe('Spec texts', () => {
  test("When a visitor opens the home page, then the welcome block offers 'New User' and 'Existing User'", async ({ page }) => {
    await page.goto('/home');
    const welcome = page.locator('.welcome');
    await expect(welcome.getByRole('link', { name: 'New User' })).toHaveAttribute('href', '/register');
    await expect(welcome.getByRole('link', { name: 'Existing User' })).toHaveAttribute('href', '/login');
    await welcome.getByRole('link', { name: 'New User' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await welcome.getByRole('link', { name: 'Existing User' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('When any page opens, then its head names the site in India, describes it, and carries keywords and an author', async ({ page, request }) => {
    // The default title is the one served; once the app runs, each screen names itself in the tab
    // (home as 'All Products - BidHub'), so the served text is what to read.
    for (const path of ['/home', '/about']) expect(await (await request.get(path)).text()).toMatch(/<title>[^<]*India[^<]*<\/title>/);
    await page.goto('/home');
    await expect(page).toHaveTitle('All Products - BidHub');
    for (const name of ['description', 'keywords', 'author']) {
      await expect(page.locator(`head meta[name="${name}"]`)).toHaveAttribute('content', /\S/);
    }
  });

  test("When the visitor opens the header's Categories, then each entry is a real link to /category/{slug}", async ({ page, request }) => {
    const { category } = (await (await request.get('/api/v1/category/get-category')).json()) as CategoryListResponse;
    const first = category[0]!;
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    const entry = page.getByRole('menuitem', { name: first.name, exact: true });
    await expect(entry.getByRole('link')).toHaveAttribute('href', `/category/${first.slug}`);
    await entry.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/category/${first.slug}$`));
    await expect(page.getByRole('heading', { name: `Category - ${first.name}` })).toBeVisible();
  });

  test('When /bid is opened without a product, then the user lands on /home', async ({ page }) => {
    await page.goto('/bid');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('When a signed-in user bids on the /bid screen, then the facts are disabled, the amount editable, and BID PRODUCT goes to /', async ({ page, request }) => {
    const session = await signUp(request);
    const product = await openProductFarDown(request);
    await signInBrowser(page, session);
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('link', { name: 'Open the BID PRODUCT form' }).click();
    await expect(page).toHaveURL(new RegExp(`/bid\\?product=${product.slug}$`));

    await expect(page.getByLabel('Name')).toHaveValue(product.name);
    await expect(page.getByLabel('Name')).toBeDisabled();
    await expect(page.getByLabel('Description')).toHaveValue(product.description);
    await expect(page.getByLabel('Description')).toBeDisabled();
    await expect(page.getByLabel('Category')).toHaveValue(product.category.name);
    await expect(page.getByLabel('Category')).toBeDisabled();
    await expect(page.getByLabel('End time')).toBeDisabled();
    const amount = page.getByLabel('Your bid');
    await expect(amount).toBeEditable();
    const current = ((await (await request.get(`/api/v1/product/get-product/${product.slug}`)).json()) as ProductReply).product;
    await expect(amount).toHaveValue(String(current.minNextBid));
    await page.screenshot({ path: 'e2e/screenshots/bid-screen.png', fullPage: true });

    await page.getByRole('button', { name: 'BID PRODUCT' }).click();
    await expect(toast(page, 'Bid placed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    const after = ((await (await request.get(`/api/v1/product/get-product/${product.slug}`)).json()) as ProductReply).product;
    expect(after.bidCount).toBe(current.bidCount + 1);
    expect(after.winner).toBe(session.user.email);
  });
});
