import { type Page, type Request, expect, test } from '@playwright/test';
import type { ProductListResponse } from '@bidhub/contracts';
import { adminSession, signInBrowser, signUp, toast } from './support';

/** Requests for the account's own data (its bids, an admin's read of a lot) sent without its token, from now on. */
function accountRequestsWithoutTokenFrom(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/product\/(my-bids|admin-product\/)/.test(request.url()) && !request.headers().authorization) sent.push(request);
  });
  return sent;
}

/** Logs out from the header's account menu and waits for the screens to have asked again as no one. */
async function logOut(page: Page, name: string) {
  const categoriesAskedAgain = page.waitForResponse((response) => response.url().includes('/api/v1/category/get-category'));
  await page.getByRole('banner').getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, 'Logout Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await categoriesAskedAgain;
  // Anything asked as the old screen went away is on its way by now.
  await page.waitForTimeout(500);
}

test.describe('Logging out', () => {
  test('When a user logs out on their Own page, then no request for their bids goes out without them', async ({ page, request }) => {
    const session = await signUp(request);
    await signInBrowser(page, session);
    const listed = page.waitForResponse((response) => response.url().includes('/api/v1/product/my-bids'));
    await page.goto('/dashboard/user/items');
    await expect(page.getByRole('heading', { name: 'Own' })).toBeVisible();
    expect((await listed).ok()).toBe(true);
    const sent = accountRequestsWithoutTokenFrom(page);
    await logOut(page, session.user.name);
    expect(sent.map((request) => request.url())).toEqual([]);
  });

  test('When an admin logs out on a product page, then nothing is asked for the admin any more', async ({ page, request }) => {
    const session = await adminSession(request);
    await signInBrowser(page, session);
    const { products } = (await (await request.get('/api/v1/product/get-product')).json()) as ProductListResponse;
    const readAsAdmin = page.waitForResponse((response) => response.url().includes('/api/v1/product/admin-product/'));
    await page.goto(`/product/${products[0]!.slug}`);
    expect((await readAsAdmin).ok()).toBe(true);
    const sent = accountRequestsWithoutTokenFrom(page);
    await logOut(page, session.user.name);
    expect(sent.map((request) => request.url())).toEqual([]);
  });
});
