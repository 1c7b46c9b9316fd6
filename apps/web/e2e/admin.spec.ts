import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import type { CategoryListResponse, Product, ProductListResponse } from '@bidhub/contracts';
import { expectNoAxeViolations } from './axe';
import { ADMIN, registerThroughApi, signUp, toast, unique } from './support';

/** A 1x1 PNG: small enough to write down, a real image to the server's decoder. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');


/**
 * Logs in as e2e-admin on the login form the page shows, and returns once home has loaded and taken
 * the focus, as every navigation does: a menu opened before that would close again.
 */
async function submitAdminLogin(page: Page) {
  await page.getByPlaceholder('Enter Your Username').fill(ADMIN.email);
  await page.getByPlaceholder('Enter Your Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('main')).toBeFocused();
}

/** Registers e2e-admin unless another spec already did (same password either way), then logs in through the form. */
async function logInAsAdmin(page: Page, request: APIRequestContext) {
  await registerThroughApi(request, ADMIN);
  await page.goto('/login');
  await submitAdminLogin(page);
}

async function firstCategoryName(request: APIRequestContext): Promise<string> {
  const { category } = (await (await request.get('/api/v1/category/get-category')).json()) as CategoryListResponse;
  expect(category.length).toBeGreaterThan(0);
  return category[0]!.name;
}

/** Picks the category by its name in the native select. */
async function chooseCategory(page: Page, name: string) {
  await page.getByLabel('Category').selectOption({ label: name });
  await expect(page.getByLabel('Category').locator('option:checked')).toHaveText(name);
}

/** 'YYYY-MM-DDTHH:mm' in the browser's zone, the datetime-local input's format. */
const pickerText = (moment: Date) => {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}T${two(moment.getHours())}:${two(moment.getMinutes())}`;
};

/** Shown and decoded: a broken image is visible too, as its alt text. */
async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Sets the moment in the datetime-local input. */
async function pickEndTime(page: Page, moment: Date) {
  await page.getByLabel('End date and time').fill(pickerText(moment));
}

/** Types a whole product (photo kept.png) into Create Product, then the session ends and the admin logs in again. */
async function typeProductThenLoseSession(page: Page, request: APIRequestContext) {
  const category = await firstCategoryName(request);
  const name = `E2E Kept ${unique()}`;
  await logInAsAdmin(page, request);
  await page.goto('/dashboard/admin/create-product');
  await chooseCategory(page, category);
  await page.getByLabel('Photo').setInputFiles({ name: 'kept.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Typed before the session ended.');
  await page.getByLabel('Minimum bid').fill('2500');
  const endtime = new Date(Date.now() + 72 * 3_600_000);
  await pickEndTime(page, endtime);
  // A token the server no longer accepts (as after a password change elsewhere): the send is refused.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth')!) as { token: string };
    localStorage.setItem('auth', JSON.stringify({ ...stored, token: `${stored.token}x` }));
  });
  await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();

  await expect(toast(page, 'Your session has ended, please log in again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await submitAdminLogin(page);
  return { name, endtime };
}

test.describe('Admin', () => {
  test('When the admin creates, renames, duplicates and deletes a category, then each step shows in the table and in a toast', async ({ page, request }) => {
    const name = `E2E Category ${unique()}`;
    const renamed = `${name} Renamed`;
    await logInAsAdmin(page, request);
    await page.goto('/dashboard/admin');
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Create Category' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/create-category$/);
    await expect(page).toHaveTitle('Dashboard - Create Category - BidHub');
    await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();

    await page.getByPlaceholder('Enter new category').fill(name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `${name} is created`)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect(row).toBeVisible();
    await expect(page.getByPlaceholder('Enter new category')).toHaveValue('');

    // Cancel leaves the name as it was.
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit category' });
    await expect(dialog.getByPlaceholder('Enter new category')).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByPlaceholder('Enter new category')).toHaveValue(name);
    // A refusal while the dialog is open is a toast inside it: not dimmed by its backdrop, and read out.
    await dialog.getByPlaceholder('Enter new category').fill(await firstCategoryName(request));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Category already exists' })).toBeVisible();
    await dialog.getByPlaceholder('Enter new category').fill(renamed);
    await page.screenshot({ path: 'e2e/screenshots/admin-category-edit.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `${renamed} is updated`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: renamed, exact: true }) });
    await expect(renamedRow).toBeVisible();
    // The list re-sorts under the new name: the focus stays on the row's Edit button all the same.
    await expect(renamedRow.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
    // The header's dropdown shares the list, so it shows the new name without a reload.
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menuitem', { name: renamed, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: renamed, exact: true })).toBeHidden();

    await page.getByPlaceholder('Enter new category').fill(renamed.toUpperCase());
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Category already exists')).toBeVisible();
    await expect(page.getByPlaceholder('Enter new category')).toHaveValue(renamed.toUpperCase());

    // A category that products use is refused, with the server's reason.
    const used = await firstCategoryName(request);
    const usedRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: used, exact: true }) });
    await usedRow.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: `Delete the category ${used}?` }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, /Cannot delete category: \d+ products? uses? it/)).toBeVisible();
    await expect(usedRow).toBeVisible();

    // The confirmation opens on Cancel; Escape closes it and focus is back on the row's Delete.
    const deleteRenamed = renamedRow.getByRole('button', { name: 'Delete' });
    await deleteRenamed.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(deleteRenamed).toBeFocused();

    const rowKeys = await page.locator('.category-table tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key')));
    const at = rowKeys.indexOf(await renamedRow.getAttribute('data-row-key'));
    const nextRow = page.locator(`.category-table tr[data-row-key="${rowKeys[at + 1] ?? rowKeys[at - 1]}"]`);
    await renamedRow.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: `Delete the category ${renamed}?` });
    await expect(confirmation).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-category-delete.png', fullPage: true });
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'category is deleted')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    // Its Delete button went with the row: focus lands on the Delete of the row that took its place.
    await expect(nextRow.getByRole('button', { name: 'Delete' })).toBeFocused();
  });

  test('When the admin creates, edits and deletes a product, then the list, the public page and the toasts follow', async ({ page, request }) => {
    const name = `E2E Lamp ${unique()}`;
    const category = await firstCategoryName(request);
    await logInAsAdmin(page, request);
    await page.goto('/dashboard/admin/create-product');
    await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();

    await chooseCategory(page, category);

    // Refused before anything is sent: too large, and not an image.
    await page.getByLabel('Photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByText(/photos may be at most 5 MB/)).toBeVisible();
    await page.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(page.getByText('Choose an image file (JPEG, PNG, WebP, GIF or AVIF)')).toBeVisible();
    await page.getByLabel('Photo').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the chosen photo' }));
    await expect(page.getByText(/photos may be at most 5 MB|Choose an image file/)).toHaveCount(0);

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('A brass desk lamp, first description.');
    await page.getByLabel('Minimum bid').fill('1500');
    await page.getByLabel('Reserve price (optional)').fill('4000');
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    await pickEndTime(page, tomorrow);
    await expect(page.getByLabel('End date and time')).toHaveValue(pickerText(tomorrow));
    // A Buy It Now at or below the minimum bid is refused beside its field before anything is sent.
    const buyNow = page.getByLabel('Buy It Now price (optional)');
    await buyNow.fill('1200');
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(page.getByText('Buy It Now price must be greater than the starting price')).toBeVisible();
    await expect(buyNow).toBeFocused();
    await buyNow.fill('');
    // A file that only claims to be an image passes the browser's check; the server's refusal then
    // stands beside the photo field, not only in a toast, until another photo is chosen.
    await page.getByLabel('Photo').setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    const beside = page.locator('.product-form').getByText(/^Photo must be/);
    await expect(beside).toBeVisible();
    await page.getByLabel('Photo').setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(beside).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/admin-create-product.png', fullPage: true });
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();

    await expect(toast(page, 'Product Created Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'All Products List' })).toBeVisible();
    const card = page.getByTestId('admin-product-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expectLoadedImage(card.locator('img'));
    // The facts the admin checks at a glance: price, status, end time and bid count.
    const facts = card.getByTestId('admin-product-facts');
    await expect(facts).toContainText('PriceRs. 1500');
    await expect(facts).toContainText('StatusOpen');
    await expect(facts).toContainText('Ends');
    await expect(facts).toContainText('Bids0');
    await page.screenshot({ path: 'e2e/screenshots/admin-products.png', fullPage: true });

    await card.click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/product\/[^/]+$/);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Minimum bid')).toBeEnabled();
    // The edit form shows the stored reserve, which no public read carries.
    await expect(page.getByLabel('Reserve price (optional)')).toHaveValue('4000');
    await expect(page.getByLabel('End date and time')).toHaveValue(pickerText(tomorrow));
    await expectLoadedImage(page.getByRole('img', { name: 'Current photo' }));
    const slug = page.url().split('/').pop()!;
    await page.getByLabel('Description').fill('A brass desk lamp, now with a new shade.');
    await page.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
    await expect(toast(page, 'Product Updated Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/);

    await page.goto(`/product/${slug}`);
    await expect(page.getByText('A brass desk lamp, now with a new shade.')).toBeVisible();

    await page.goto(`/dashboard/admin/product/${slug}`);
    await page.getByRole('button', { name: 'DELETE PRODUCT' }).click();
    const confirmation = page.getByRole('dialog').filter({ hasText: `Delete ${name}?` });
    await expect(confirmation).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-delete-product.png', fullPage: true });
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/dashboard/admin/product/${slug}$`));

    await page.getByRole('button', { name: 'DELETE PRODUCT' }).click();
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Product Deleted Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/);
    await expect(page.getByTestId('admin-product-card').first()).toBeVisible();
    await expect(page.getByTestId('admin-product-card').filter({ hasText: name })).toHaveCount(0);
    expect((await request.get(`/api/v1/product/get-product/${slug}`)).status()).toBe(404);
  });

  test('When the server refuses a product, then its message shows and the form keeps what was typed', async ({ page, request }) => {
    const category = await firstCategoryName(request);
    await logInAsAdmin(page, request);
    await page.goto('/dashboard/admin/create-product');
    await chooseCategory(page, category);
    await page.getByLabel('Name').fill('Too precise');
    await page.getByLabel('Description').fill('A price with three decimals.');
    await page.getByLabel('Minimum bid').fill('10.005');
    await pickEndTime(page, new Date(Date.now() + 48 * 3_600_000));
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();

    await expect(toast(page, 'Price must be a positive number with at most 2 decimals')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/create-product$/);
    await expect(page.getByLabel('Name')).toHaveValue('Too precise');
  });

  test("When a first admin has no category yet, then Create Product's note links to creating one, marked as a link, and axe finds nothing", async ({ page, request }) => {
    await logInAsAdmin(page, request);
    // The catalog as a first admin meets it: no category at all.
    await page.route('**/api/v1/category/get-category', (route) => route.fulfill({ json: { success: true, message: 'All Categories List', category: [] } }));
    await page.goto('/dashboard/admin/create-product');
    const link = page.getByRole('link', { name: 'create a category' });
    await expect(link).toHaveAttribute('href', '/dashboard/admin/create-category');
    expect(await link.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
    await expectNoAxeViolations(page, 'create product without categories');
  });

  test('When the session ends while a product is being typed in, then after logging in again the form is back as typed, photo included', async ({ page, request }) => {
    const { name, endtime } = await typeProductThenLoseSession(page, request);
    // Through the app's links, not a reload: the draft is kept in memory.
    await page.getByRole('banner').getByRole('button', { name: ADMIN.name }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Create Product' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Your session ended while you were editing: what you had typed is back.' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Typed before the session ended.');
    await expect(page.getByLabel('Minimum bid')).toHaveValue('2500');
    await expect(page.getByLabel('End date and time')).toHaveValue(pickerText(endtime));
    await expectLoadedImage(page.getByRole('img', { name: 'Preview of the chosen photo' }));
    await page.screenshot({ path: 'e2e/screenshots/admin-form-kept.png', fullPage: true });
    await page.getByRole('button', { name: 'CREATE PRODUCT' }).click();
    await expect(toast(page, 'Product Created Successfully')).toBeVisible();
    // The toast shows while the product list's screen may still be loading: a click on Create Product
    // before the list is there would land on the form it is leaving.
    await expect(page).toHaveURL(/\/dashboard\/admin\/products$/);
    await expect(page.getByRole('heading', { name: 'All Products List' })).toBeVisible();

    // Kept once: the form opened again starts empty.
    await page.getByRole('navigation', { name: 'Admin Panel' }).getByRole('link', { name: 'Create Product' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByText('what you had typed is back')).toHaveCount(0);
  });

  test('When the session ends while a category name is being typed, then after logging in again the name is back in the form', async ({ page, request }) => {
    const name = `E2E Kept Category ${unique()}`;
    await logInAsAdmin(page, request);
    await page.goto('/dashboard/admin/create-category');
    await page.getByLabel('Category name').fill(name);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      localStorage.setItem('auth', JSON.stringify({ ...stored, token: `${stored.token}x` }));
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Your session has ended, please log in again')).toBeVisible();
    await submitAdminLogin(page);

    await page.goto('/dashboard/admin/create-category');
    await expect(page.getByRole('status').filter({ hasText: 'Your session ended while you were editing: what you had typed is back.' })).toBeVisible();
    await expect(page.getByLabel('Category name')).toHaveValue(name);
    await page.screenshot({ path: 'e2e/screenshots/admin-category-kept.png' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, `${name} is created`)).toBeVisible();
    // Deleted again, so the other specs meet the category list they expect.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  });

  test('When the page is loaded afresh after logging in again, then the typing is still back, the photo is asked for again, and a reload keeps it until discarded', async ({ page, request }) => {
    const { name, endtime } = await typeProductThenLoseSession(page, request);

    await page.goto('/dashboard/admin/create-product');

    await expect(page.getByRole('status').filter({ hasText: 'The page was reloaded since, so choose kept.png again.' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Typed before the session ended.');
    await expect(page.getByLabel('Minimum bid')).toHaveValue('2500');
    await expect(page.getByLabel('End date and time')).toHaveValue(pickerText(endtime));
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveCount(0);
    await page.screenshot({ path: 'e2e/screenshots/admin-form-kept-reloaded.png' });

    // Still unsaved, the typing survives a second load too; Discard changes ends it.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You left this form without saving: what you had typed is back.' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('When the admin follows a link away from a half-typed product, then coming back finds the typing, which Discard changes clears', async ({ page, request }) => {
    const name = `E2E Left ${unique()}`;
    await logInAsAdmin(page, request);
    await page.goto('/dashboard/admin/create-product');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Minimum bid').fill('1800');
    const panel = page.getByRole('navigation', { name: 'Admin Panel' });
    await panel.getByRole('link', { name: 'All Products' }).click();
    await expect(page.getByRole('heading', { name: 'All Products List' })).toBeVisible();

    await panel.getByRole('link', { name: 'Create Product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You left this form without saving: what you had typed is back.' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Minimum bid')).toHaveValue('1800');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'e2e/screenshots/admin-form-left-phone.png' });
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByText('what you had typed is back')).toHaveCount(0);
  });

  test('When a product already has bids, then its price and reserve are locked with a note', async ({ page, request }) => {
    let withBids: Product | undefined;
    for (let pageNumber = 1; !withBids && pageNumber <= 5; pageNumber += 1) {
      const { products } = (await (await request.get(`/api/v1/product/get-product?page=${pageNumber}&limit=12`)).json()) as ProductListResponse;
      withBids = products.find((product) => product.bidCount > 0 && product.status === 'open');
    }
    expect(withBids).toBeDefined();
    await logInAsAdmin(page, request);
    await page.goto(`/dashboard/admin/product/${withBids!.slug}`);
    await expect(page.getByLabel('Name')).toHaveValue(withBids!.name);
    await expect(page.getByLabel('Minimum bid')).toBeDisabled();
    await expect(page.getByText(/Locked: \d+ bids? ha(s|ve) been placed, so the price is the current bid/)).toBeVisible();
    await expect(page.getByLabel('Reserve price (optional)')).toBeDisabled();
    await expect(page.getByText(/Locked: \d+ bids? ha(s|ve) been placed, so the reserve stays/)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/admin-update-locked-price.png', fullPage: true });

    // A bid lands while the form is open: moving the end time still saves (the locked price is resent as it now is).
    const bidder = await signUp(request);
    const { product: current } = (await (await request.get(`/api/v1/product/get-product/${withBids!.slug}`)).json()) as { product: Product };
    const bid = await request.put(`/api/v1/product/bid-product/${current._id}`, {
      headers: { Authorization: bidder.token },
      data: { price: current.minNextBid, winner: bidder.user.email },
    });
    expect(bid.status()).toBe(200);
    await pickEndTime(page, new Date(Date.parse(current.endtime) + 24 * 3_600_000));
    await page.getByRole('button', { name: 'UPDATE PRODUCT' }).click();
    await expect(toast(page, 'Product Updated Successfully')).toBeVisible();
  });

  test('When the admin opens the admin screens on a phone, then they fit the width', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logInAsAdmin(page, request);
    for (const [path, shot] of [
      ['/dashboard/admin/create-category', 'admin-categories-phone'],
      ['/dashboard/admin/create-product', 'admin-create-product-phone'],
      ['/dashboard/admin/products', 'admin-products-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /Manage Category|Create Product|All Products List/ })).toBeVisible();
      await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({ path: `e2e/screenshots/${shot}.png`, fullPage: true });
      const main = page.getByRole('main');
      const overflow = await main.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
