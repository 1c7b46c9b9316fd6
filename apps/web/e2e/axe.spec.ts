import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import type { CategoryListResponse, ProductListResponse } from '@bidhub/contracts';
import { expectNoAxeViolations } from './axe';
import { expectNamedFormFields } from './form-fields';
import { adminSession, signInBrowser, signUp } from './support';

interface Screen {
  path: string;
  /** Text that shows once the screen has its data, so axe sees the finished page. */
  ready: string | RegExp;
}

async function demoSlugs(request: APIRequestContext) {
  const products = (await (await request.get('/api/v1/product/get-product')).json()) as ProductListResponse;
  const categories = (await (await request.get('/api/v1/category/get-category')).json()) as CategoryListResponse;
  const product = products.products.find((candidate) => candidate.bidCount > 0) ?? products.products[0]!;
  return { product: product.slug, productName: product.name, category: categories.category[0]!.slug, categoryName: categories.category[0]!.name };
}

async function walk(page: Page, screens: Screen[], viewport: string) {
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
    // A server-rendered screen shows its text before the app runs: axe reads the page the app made.
    await expect(page.locator('fieldset.app')).not.toHaveAttribute('disabled');
    await expectNoAxeViolations(page, `${path} (${viewport})`);
    await expectNamedFormFields(page, `${path} (${viewport})`);
  }
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe on every screen, ${viewport.name}`, () => {
    // Each screen loads, then axe reads the whole page: a walk takes far longer than one action.
    test.describe.configure({ timeout: 180_000 });
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('public screens have no WCAG A/AA violations', async ({ page, request }) => {
      const demo = await demoSlugs(request);
      await walk(
        page,
        [
          { path: '/home', ready: 'All Products' },
          { path: `/product/${demo.product}`, ready: demo.productName },
          { path: '/categories', ready: demo.categoryName },
          { path: `/category/${demo.category}`, ready: demo.categoryName },
          { path: '/search?q=camera', ready: /camera/i },
          { path: '/login', ready: 'Forgot Password' },
          { path: '/register', ready: 'REGISTER' },
          { path: '/forgot-password', ready: /reset/i },
          { path: '/about', ready: 'About' },
          { path: '/contact', ready: 'Know The Creators...' },
          { path: '/policy', ready: 'Privacy Policy' },
          { path: '/cart', ready: /cart|wishlist/i },
          { path: '/no-such-page', ready: 'Page not found' },
        ],
        viewport.name,
      );
    });

    test('the server-rendered screens have no WCAG A/AA violations before the app runs', async ({ page, request }) => {
      const demo = await demoSlugs(request);
      // Without its scripts the page stays as the server sent it, as on a phone still loading them.
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const path of ['/home', `/product/${demo.product}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('fieldset.app')).toHaveAttribute('disabled');
        await expectNoAxeViolations(page, `${path} before the app runs (${viewport.name})`);
      }
    });

    test('a user\'s dashboard screens have no WCAG A/AA violations', async ({ page, request }) => {
      const session = await signUp(request);
      await signInBrowser(page, session);
      await walk(
        page,
        [
          { path: '/dashboard/user', ready: session.user.email },
          { path: '/dashboard/user/items', ready: 'Own' },
          { path: '/dashboard/user/profile', ready: /profile/i },
          { path: '/dashboard/user/cart', ready: /cart|wishlist/i },
        ],
        viewport.name,
      );
    });

    test('the admin screens have no WCAG A/AA violations', async ({ page, request }) => {
      const demo = await demoSlugs(request);
      await signInBrowser(page, await adminSession(request));
      await walk(
        page,
        [
          { path: '/dashboard/admin', ready: 'Admin' },
          { path: '/dashboard/admin/create-category', ready: demo.categoryName },
          { path: '/dashboard/admin/create-product', ready: 'Create Product' },
          { path: '/dashboard/admin/products', ready: demo.productName },
          { path: `/dashboard/admin/product/${demo.product}`, ready: 'Update Product' },
        ],
        viewport.name,
      );
    });
  });
}
