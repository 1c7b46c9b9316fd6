import { type Page, expect, test } from '@playwright/test';

// Every release names its code files anew; a tab opened before it asks for the old names, which the server no longer has.
const CATEGORIES_CODE = /\/assets\/CategoriesPage-[^/]+\.js$/;

async function openAllCategories(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /Categories/ }).click();
  await page.getByRole('link', { name: 'All Categories' }).click();
}

test.describe('A tab from before a release', () => {
  test('When it opens a screen whose code is gone, then the page loads afresh and shows the screen', async ({ page }) => {
    await page.goto('/about');
    let asked = 0;
    await page.route(CATEGORIES_CODE, (route) => (asked++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue()));
    await openAllCategories(page);
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
    await expect(page).toHaveURL(/\/categories$/);
    expect(asked).toBe(2);
  });

  test('When the code keeps failing, then after one reload the error screen shows, and Try again loads the page afresh', async ({ page }) => {
    await page.goto('/about');
    let asked = 0;
    await page.route(CATEGORIES_CODE, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await openAllCategories(page);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(asked).toBe(2);

    await page.unroute(CATEGORIES_CODE);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
  });
});
