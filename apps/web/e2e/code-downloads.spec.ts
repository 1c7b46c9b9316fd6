import { type Page, expect, test } from '@playwright/test';

// Every release names its code files anew; a tab opened before it asks for the old names, which the server no longer has.
const CATEGORIES_CODE = /\/assets\/CategoriesPage-[^/]+\.js$/;

async function openAllCategories(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /Categories/ }).click();
  await page.getByRole('link', { name: 'All Categories' }).click();
}

test.describe('App code that does not arrive', () => {
  test('When a tab from before a release opens a screen whose code is gone, then the page loads afresh and shows the screen', async ({ page }) => {
    await page.goto('/about');
    let asked = 0;
    await page.route(CATEGORIES_CODE, (route) => (asked++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
    await openAllCategories(page);
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/);
    expect(asked).toBe(2);
  });

  test('When the code keeps failing, then after one reload the error screen shows under the header, and Try again downloads the screen again', async ({ page }) => {
    await page.goto('/about');
    let asked = 0;
    await page.route(CATEGORIES_CODE, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await openAllCategories(page);
    // The error screen shows while the page asks whether the server answers; then it reloads once.
    await expect.poll(() => asked).toBe(2);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();

    await page.unroute(CATEGORIES_CODE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
  });

  test('When a screen is opened offline, then the header stays, Try again offline stays in the app, and once online Try again, or coming back to it, shows it', async ({ page, context }) => {
    await page.goto('/about');
    // The app must have taken the page over first: offline, the header's own code could not arrive either.
    await expect(page.getByRole('banner').getByRole('combobox')).toBeEnabled();
    await context.setOffline(true);
    await openAllCategories(page);
    const failed = page.getByRole('heading', { name: 'Something went wrong' });
    await expect(failed).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(failed).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/);

    await context.setOffline(false);
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await openAllCategories(page);
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
  });

  test('When the server cannot be reached as a lot is opened, then the app stays with its error screen, and once it is back Try again shows the lot', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner').getByRole('combobox')).toBeEnabled();
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!;
    // The lot's code, and the page itself, which is asked before any reload: nothing answers.
    await page.route(/\/assets\/ProductPage-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.route((url) => url.pathname.startsWith('/product/'), (route) => route.abort('connectionrefused'));
    await card.getByRole('link', { name: 'BID NOW' }).click();
    await expect(page.getByText(/could not be downloaded: BidHub cannot be reached/)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home', exact: true })).toBeVisible();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('When the app itself cannot be downloaded, then the page says so and its reload brings the app', async ({ page }) => {
    const appCode = /\/assets\/start-[^/]+\.js$/;
    await page.route(appCode, (route) => route.abort('connectionreset'));
    await page.goto('/home');
    const note = page.getByRole('alert').filter({ hasText: 'BidHub did not load completely.' });
    await expect(note).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/app-code-failed.png' });

    await page.unroute(appCode);
    await note.getByRole('link', { name: 'Reload the page' }).click();
    await expect(page.getByRole('banner').getByRole('combobox')).toBeEnabled();
    await expect(note).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });
});
