import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { Category, CategoryListResponse, CategoryWriteResponse, ProductReply } from '@bidhub/contracts';
import { adminSession, newAccount, signInBrowser, signUp, toast, unique } from './support';

const DAY = 86_400_000;
const wishlistLink = (page: Page, count: number) => page.getByRole('banner').getByRole('link', { name: `WishList ${count} ${count === 1 ? 'item' : 'items'}` });

/** What a test created, removed after it so other specs still find the demo auctions (with photos) newest first. */
const created: { token: string; productIds: string[]; categoryIds: string[] } = { token: '', productIds: [], categoryIds: [] };

test.afterEach(async ({ request }) => {
  const headers = { Authorization: created.token };
  for (const id of created.productIds.splice(0)) expect((await request.delete(`/api/v1/product/delete-product/${id}`, { headers })).ok()).toBe(true);
  for (const id of created.categoryIds.splice(0)) expect((await request.delete(`/api/v1/category/delete-category/${id}`, { headers })).ok()).toBe(true);
});

/** A category of this test's own with `count` auctions, so counts are exact whatever other tests add. */
async function createCategoryWithProducts(request: APIRequestContext, count: number): Promise<{ category: Category; names: string[] }> {
  const { token } = await adminSession(request);
  created.token = token;
  const reply = await request.post('/api/v1/category/create-category', { data: { name: `E2E Shelf ${unique()}` }, headers: { Authorization: token } });
  expect(reply.status()).toBe(201);
  const category = ((await reply.json()) as CategoryWriteResponse).category!;
  created.categoryIds.push(category._id);
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${category.name} Lot ${index}`;
    const productReply = await request.post('/api/v1/product/create-product', {
      headers: { Authorization: token },
      multipart: {
        name,
        description: `Lot ${index} of a shelf made for the catalog tests, long enough to be cut.`,
        price: String(100 + index),
        endtime: new Date(Date.now() + 3 * DAY).toISOString(),
        category: category._id,
      },
    });
    expect(productReply.status()).toBe(201);
    const { product } = (await productReply.json()) as ProductReply;
    created.productIds.push(product._id);
    names.push(product.name);
  }
  return { category, names };
}

test.describe('Catalog', () => {
  test("When an admin renames a category while a visitor's page is open, then the visitor's stale menu link still leads to it, at its new address, and the menu then shows the new name", async ({ page, request }) => {
    const { category } = await createCategoryWithProducts(request, 1);
    await page.goto('/home');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Categories' });
    await menu.click();
    await expect(page.getByRole('menuitem', { name: category.name })).toBeVisible();
    await page.keyboard.press('Escape');

    const renamed = `${category.name} Renamed`;
    const reply = await request.put(`/api/v1/category/update-category/${category._id}`, { data: { name: renamed }, headers: { Authorization: created.token } });
    expect(reply.ok()).toBe(true);

    await menu.click();
    await page.getByRole('menuitem', { name: category.name }).click();
    await expect(page.getByRole('heading', { name: `Category - ${renamed}` })).toBeVisible();
    await expect(page).toHaveURL(`/category/${category.slug}-renamed`);
    await expect(page.getByText('1 result found')).toBeVisible();
    await menu.click();
    await expect(page.getByRole('menuitem', { name: renamed })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: category.name, exact: true })).toHaveCount(0);
  });

  test('When a visitor picks a category in the header, then its page shows its name, its count and pages through its auctions', async ({ page, request }) => {
    const { category, names } = await createCategoryWithProducts(request, 13);
    await page.goto('/home');
    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await expect(page.getByRole('menuitem', { name: 'All Categories' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('menu')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/header-categories.png' });
    await page.getByRole('menuitem', { name: category.name }).click();

    await expect(page).toHaveURL(`/category/${category.slug}`);
    await expect(page.getByRole('heading', { name: `Category - ${category.name}` })).toBeVisible();
    await expect(page).toHaveTitle(`Category - ${category.name} - BidHub`);
    await expect(page.getByText('13 result found')).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText('Rs. ');
    await expect(cards.first()).toContainText('...');
    await page.screenshot({ path: 'e2e/screenshots/category.png', fullPage: true });
    await page.getByRole('button', { name: 'Load more' }).press('Enter');
    await expect(cards).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
    // The last page removes the button: the focus goes to the auction it added, not to <body>.
    await expect(cards.nth(12).getByRole('link').first()).toBeFocused();
    for (const name of names) await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('menuitem', { name: 'All Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
    // The header's menu has the same link; the page's is the one meant.
    await page.getByRole('main').getByRole('link', { name: category.name }).click();
    await expect(page.getByRole('heading', { name: `Category - ${category.name}` })).toBeVisible();
  });

  test('When a visitor opens a category that does not exist, then the page says so with the way back', async ({ page }) => {
    await page.goto('/category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all auctions' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    await expect(page).toHaveTitle(/Category not found/);
  });

  test('When a visitor ticks a category in the filter, then only its auctions show, page by page, and RESET FILTERS brings all back', async ({ page, request }) => {
    const { category, names } = await createCategoryWithProducts(request, 13);
    await page.goto('/home');
    const filter = page.getByRole('complementary', { name: 'Filter by Category' });
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);

    await filter.getByRole('checkbox', { name: category.name }).check();
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole('heading', { name: new RegExp(`^${category.name} Lot \\d+$`) })).toHaveCount(12);
    await page.screenshot({ path: 'e2e/screenshots/home-filtered.png', fullPage: true });
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(13);
    for (const name of names) await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

    // The ticked category is in the URL: Back from an auction finds it still ticked.
    await expect(page).toHaveURL(new RegExp(`categories=${category._id}`));
    await cards.first().getByRole('link', { name: 'BID NOW' }).click();
    await expect(page).toHaveURL(/\/product\//);
    await page.goBack();
    await expect(filter.getByRole('checkbox', { name: category.name })).toBeChecked();
    await expect(cards.getByRole('heading', { name: new RegExp(`^${category.name} Lot \\d+$`) }).first()).toBeVisible();

    // RESET FILTERS clears every filter, the price band and the status too, not only the categories.
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Rs. 1,000 to 4,999' });
    await filter.getByRole('button', { name: 'RESET FILTERS' }).click();
    await expect(filter.getByRole('checkbox', { name: category.name })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Price' }).locator('option:checked')).toHaveText('Any price');
    await expect(page).toHaveURL(/\/home$/);
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('When a visitor searches with a typo, then the matching auctions are found and survive a reload; an unknown word finds nothing', async ({ page }) => {
    await page.goto('/home');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.fill('camra');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=camra$/);
    await expect(page.getByRole('heading', { name: 'Search Results' })).toBeVisible();
    await expect(page.getByText(/^Found \d+/)).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.getByRole('heading', { name: /Camera/ }).first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: 'ADD TO CART' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/search.png', fullPage: true });

    await page.reload();
    await expect(page.getByText(/^Found \d+/)).toBeVisible();
    await expect(box).toHaveValue('camra');

    await box.fill(`nothing-like-this-${unique()}`);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No Products Found')).toBeVisible();
    await expect(cards).toHaveCount(0);

    // An empty keyword does nothing.
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByText('No Products Found')).toBeVisible();
  });

  test('When a visitor adds an auction to the wishlist twice, then it is kept once, survives a reload and can be removed', async ({ page }) => {
    await page.goto('/home');
    await expect(wishlistLink(page, 0)).toBeVisible();
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';

    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(toast(page, 'Item Added to wishlist')).toBeVisible();
    await expect(wishlistLink(page, 1)).toBeVisible();
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(toast(page, 'Item is already in your wishlist')).toBeVisible();
    await expect(wishlistLink(page, 1)).toBeVisible();

    await wishlistLink(page, 1).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'You have 1 item in your wishlist' })).toBeVisible();
    await expect(page.getByText('Please login to checkout')).toBeVisible();
    await expect(page.getByText(/^Hello /)).toHaveCount(0);
    const items = page.getByTestId('cart-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(name);
    await expect(items.first().getByTestId('cart-item-price')).toHaveText(/^Minimum Bid : \d+(\.\d\d)?$/);

    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(wishlistLink(page, 1)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/cart.png', fullPage: true });

    // By keyboard: the focus stays on the page (the summary, which reads out the new count).
    await items.first().getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your Cart Is Empty' })).toBeFocused();
    await expect(wishlistLink(page, 0)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Cart Is Empty' })).toBeVisible();
  });

  test('When a signed-in user opens the wishlist, then it greets them, and the dashboard Items link shows the same list', async ({ page, request }) => {
    await signInBrowser(page, await signUp(request, newAccount({ name: 'Kiran Rao' })));

    await page.goto('/home');
    await page.getByTestId('product-card').first().getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(wishlistLink(page, 1)).toBeVisible();
    await wishlistLink(page, 1).click();
    await expect(page.getByRole('heading', { name: 'Hello Kiran Rao!' })).toBeVisible();
    await expect(page.getByText('Please login to checkout')).toHaveCount(0);

    await page.goto('/dashboard/user');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Items' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/cart$/);
    await expect(page.getByRole('heading', { name: 'Hello Kiran Rao!' })).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    await page.screenshot({ path: 'e2e/screenshots/dashboard-cart.png', fullPage: true });
  });

  test('When a visitor follows the footer links, then the About, Contact and Policy pages show their headings', async ({ page }) => {
    await page.goto('/home');
    const footer = page.getByRole('contentinfo');

    await footer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'About BidHub' })).toBeVisible();
    await expect(page.getByText(/seamless, secure and transparent/)).toBeVisible();
    await expect(page).toHaveTitle('About us - BidHub');

    await footer.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Know The Creators...' })).toBeVisible();
    await expect(page.getByRole('list', { name: /links$/ })).toHaveCount(5);
    await expect(page.getByText('To get admin access, please mail to the above creators!')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/contact.png', fullPage: true });

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Non-personal information' })).toBeVisible();
  });

  test('When a signed-in user searches on a narrow phone, then the search field keeps room for a word', async ({ page, request }) => {
    await signInBrowser(page, await signUp(request));
    await page.goto('/home');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 700 });
      const field = page.getByRole('search').getByRole('combobox');
      // The Search and Menu buttons show their icons only, under their names.
      expect((await field.boundingBox())!.width).toBeGreaterThanOrEqual(100);
      await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    }
  });

  test('When the catalog is opened on a phone, then the header, filter and cards fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByRole('search')).toBeVisible();
    // A compact header: the first card shows in the first screen, the nav opens from Menu.
    expect(await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().height)).toBeLessThanOrEqual(64);
    expect(await page.getByTestId('product-card').first().evaluate((card) => card.getBoundingClientRect().top)).toBeLessThan(844);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(wishlistLink(page, 0)).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/home-phone.png', fullPage: false });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Know The Creators...' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // Links standing alone are finger-sized: the creators' links and the footer's.
    for (const link of [page.getByRole('link', { name: 'Mail' }).first(), page.getByRole('contentinfo').getByRole('link', { name: 'About' })]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
  test('When the market has 50 categories, then a phone still shows the first auction in its first screen, and the last category can be ticked', async ({ page, request }) => {
    const { token } = await adminSession(request);
    created.token = token;
    const existing = ((await (await request.get('/api/v1/category/get-category')).json()) as CategoryListResponse).category.length;
    const names = Array.from({ length: Math.max(0, 50 - existing) }, (_, index) => `E2E Many ${index} ${unique()}`);
    for (const name of names) {
      const reply = await request.post('/api/v1/category/create-category', { data: { name }, headers: { Authorization: token } });
      expect(reply.status()).toBe(201);
      created.categoryIds.push(((await reply.json()) as CategoryWriteResponse).category!._id);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const firstCard = page.getByTestId('product-card').first();
    await expect(firstCard).toBeVisible();
    // Its photo and name, not only its top edge.
    expect(await firstCard.evaluate((card) => card.getBoundingClientRect().top)).toBeLessThan(844 - 240);
    const last = page.getByRole('checkbox', { name: names.at(-1)!, exact: true });
    await last.check();
    await expect(last).toBeChecked();
    await expect(page).toHaveURL(/categories=/);
  });

  test('When a visitor on a phone saves a lot, then the closed Menu button shows the wishlist count', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const count = page.getByRole('button', { name: 'Menu' }).getByTestId('menu-wishlist-count');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(count).toHaveCount(0);
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expect(count).toHaveText('1');
    await expect(count).toBeVisible();
    await expect(wishlistLink(page, 1)).toBeHidden();
  });

  test('When the phone menu is open, then Escape closes it back to its button, and so do a tap outside it and a Tab past its end', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const menu = page.getByRole('button', { name: 'Menu' });
    const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
    await menu.click();
    await expect(login).toBeVisible();
    await login.focus();
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(login).toBeVisible();
    // The page's left margin, below the open nav: a tap on nothing that navigates, so only the menu's own rule can close it.
    await page.mouse.click(2, 830);
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    // Tab past its last control: it closes rather than cover what takes the focus next.
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).locator('a, button').last().focus();
    await page.keyboard.press('Tab');
    await expect(login).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
