import { type Page, expect, test } from '@playwright/test';
import { createOwnAuction, ownAuctionsToken, removeOwnAuctionsAfterEach } from './own-auctions';
import { adminSession, newAccount, signInBrowser, signUp } from './support';

removeOwnAuctionsAfterEach();

/** How far the page reaches past the window's right edge, in CSS pixels; 0 when nothing does. */
const overflowX = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('Text longer than a phone is wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('When a lot has words wider than the screen, then its page, its category and the categories page wrap them instead of scrolling sideways', async ({ page, request }) => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(3);
    const product = await createOwnAuction(request, { label: word.slice(0, 40), description: `See ${word}${word} for details.`, endsInMs: 86_400_000 });

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflowX(page)).toBe(0);

    await page.goto(`/category/${product.category.slug}`);
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    expect(await overflowX(page)).toBe(0);

    await page.goto('/categories');
    await expect(page.getByRole('link', { name: new RegExp(product.category.name) })).toBeVisible();
    expect(await overflowX(page)).toBe(0);
  });

  test('When a bidder has a long username and a lot a long one-word name, then the bid history, the Own table, the watchlist and the login note wrap them', async ({ page, request }) => {
    const word = `Circumnavigationalsextantwithoriginalmahoganycaseandcalibrationcertificate${Date.now()}`;
    // The name alone is long: the category's name is built from the label, and has a limit of its own.
    const product = await createOwnAuction(request, { label: 'Long', description: 'A lot with a name of one long word.', endsInMs: 86_400_000, fields: { name: word } });
    const bidder = await signUp(request, newAccount({ email: `priyanka.ramaswamy.venkataraghavan.${Date.now()}@exampleinstitute.edu` }));
    const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: bidder.token }, data: { price: 1000, winner: bidder.user.email } });
    expect(bid.ok()).toBe(true);
    expect((await request.put(`/api/v1/wishlist/${product._id}`, { headers: { Authorization: bidder.token } })).ok()).toBe(true);
    await signInBrowser(page, bidder);

    await page.goto(`/product/${product.slug}`);
    await expect(page.getByTestId('bid-ledger').getByText(bidder.user.email)).toBeVisible();
    expect(await overflowX(page)).toBe(0);

    await page.goto('/dashboard/user/items');
    await expect(page.getByTestId('my-bids').getByText(product.name)).toBeVisible();
    expect(await overflowX(page)).toBe(0);
    // A tablet too shows the rows as blocks of 'label value' lines, not columns so narrow a time or a price breaks in two.
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await page.getByTestId('my-bids').locator('thead').evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto('/cart');
    await expect(page.getByTestId('cart-item')).toHaveCount(1);
    expect(await overflowX(page)).toBe(0);

    await page.goto('/login');
    await expect(page.getByTestId('signed-in-note')).toBeVisible();
    expect(await overflowX(page)).toBe(0);
  });

  test("When a bidder with a long one-word username wins, then the lot's card and its page wrap the winner's name at phone and desktop widths", async ({ page, request }) => {
    const product = await createOwnAuction(request, { label: 'Won', description: 'A lot won by a long username.', endsInMs: 86_400_000 });
    const winner = await signUp(request, newAccount({ email: `${'longusername'.repeat(7)}${Date.now()}` }));
    const bid = await request.put(`/api/v1/product/bid-product/${product._id}`, { headers: { Authorization: winner.token }, data: { price: 1000, winner: winner.user.email } });
    expect(bid.ok()).toBe(true);
    const ended = await request.put(`/api/v1/product/update-product/${product._id}`, {
      headers: { Authorization: ownAuctionsToken() },
      multipart: { name: product.name, description: product.description, price: String(product.price), category: product.category._id, endtime: new Date(Date.now() + 1000).toISOString() },
    });
    expect(ended.ok()).toBe(true);
    await expect.poll(async () => ((await (await request.get(`/api/v1/product/get-product/${product.slug}`)).json()) as { product: { status: string } }).product.status, { timeout: 15_000 }).toBe('closed');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/category/${product.category.slug}`);
      await expect(page.getByTestId('auction-result')).toHaveText(`Won by ${winner.user.email}`);
      expect(await overflowX(page), `category at ${width}`).toBe(0);
      await page.goto(`/product/${product.slug}`);
      await expect(page.getByText(`${winner.user.email} is the winner`)).toBeVisible();
      expect(await overflowX(page), `product at ${width}`).toBe(0);
    }

    // The seller's 'sold to {winner}' notice wraps inside the bell's panel too.
    await signInBrowser(page, await adminSession(request));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await page.getByTestId('notification-bell').click();
    const sold = page.getByTestId('notification-list').getByRole('link', { name: new RegExp(`${product.name} sold to`) });
    await expect(sold).toBeVisible();
    expect(await page.getByTestId('notification-list').evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
  });

  test("When a category has a long one-word name, then the home page's filters and the header Categories menu wrap it within the screen", async ({ page, request }) => {
    const { token } = await adminSession(request);
    const name = `AntiqueFurnitureClocksAndHouseholdObjects${Date.now()}`.slice(0, 60);
    const created = await request.post('/api/v1/category/create-category', { data: { name }, headers: { Authorization: token } });
    expect(created.ok()).toBe(true);
    const { category } = (await created.json()) as { category: { _id: string } };
    try {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/home');
        await expect(page.getByRole('checkbox', { name })).toBeAttached();
        expect(await overflowX(page)).toBe(0);
        // Its label wraps onto more lines; the box beside it keeps its size.
        const box = await page.getByRole('checkbox', { name }).boundingBox();
        expect(box!.width, `box at ${width}`).toBe(16);
        if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('banner').getByRole('button', { name: 'Categories' }).click();
        await expect(page.getByRole('menuitem', { name })).toBeVisible();
        expect(await overflowX(page)).toBe(0);
      }
    } finally {
      expect((await request.delete(`/api/v1/category/delete-category/${category._id}`, { headers: { Authorization: token } })).ok()).toBe(true);
    }
  });

  test('When a signed-in user has a long name, then at every desktop width the header keeps the bell on screen and the search box wide enough to read', async ({ page, request }) => {
    await signInBrowser(page, await signUp(request, newAccount({ name: 'Venkataraghavan Subramanian Iyer-Krishnamurthy' })));
    for (const width of [900, 960, 1000, 1060, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/home');
      const bell = await page.getByTestId('notification-bell').boundingBox();
      expect(bell!.x + bell!.width, `bell at ${width}`).toBeLessThanOrEqual(width);
      const search = await page.getByRole('banner').getByPlaceholder('Search').boundingBox();
      expect(search!.width, `search at ${width}`).toBeGreaterThanOrEqual(120);
    }
  });

  test("When a signed-in user has a long name, then the phone's open menu shows the whole name, not its first letters", async ({ page, request }) => {
    const name = 'Venkataraghavan Subramanian Iyer-Krishnamurthy';
    await signInBrowser(page, await signUp(request, newAccount({ name })));
    await page.goto('/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    const shown = page.getByRole('banner').locator('.app__account-name');
    await expect(shown).toHaveText(name);
    expect(await shown.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(await overflowX(page)).toBe(0);
  });

  test("When a lot's price has nine digits, then its card keeps 'Rs.' on the line of its number", async ({ page, request }) => {
    const product = await createOwnAuction(request, { label: 'Costly', description: 'A lot with a price of nine digits.', endsInMs: 86_400_000, fields: { price: '900000000' } });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/category/${product.category.slug}`);
      const price = page.getByTestId('product-card').getByText('Rs. 900000000', { exact: true });
      const lineHeight = await price.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await price.boundingBox())!.height, `at ${width}`).toBeLessThan(lineHeight * 1.5);
    }
  });

  test("When a nine-digit price stands in a line of text, then 'Rs.' stays with its number beside the bid field on a 360 px phone, and the cart writes the spec's 'Minimum Bid : {price}'", async ({ page, request }) => {
    const product = await createOwnAuction(request, { label: 'Costly', description: 'A lot with a price of nine digits.', endsInMs: 86_400_000, fields: { price: '900000000' } });
    const bidder = await signUp(request);
    expect((await request.put(`/api/v1/wishlist/${product._id}`, { headers: { Authorization: bidder.token } })).ok()).toBe(true);
    await signInBrowser(page, bidder);
    await page.setViewportSize({ width: 360, height: 800 });

    await page.goto('/cart');
    await expect(page.getByTestId('cart-item-price')).toHaveText('Minimum Bid : 900000000');
    await page.goto(`/product/${product.slug}`);
    const minimum = page.getByTestId('minimum-bid');
    await expect(minimum).toHaveText('Minimum bid: Rs. 900000000');
    const price = minimum.getByText('Rs. 900000000', { exact: true });
    const lineHeight = await price.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await price.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  });
});
