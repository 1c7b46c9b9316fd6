import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import type { ProductListResponse } from '@bidhub/contracts';
import { ADMIN, E2E_PASSWORD, newAccount, registerThroughApi, signInBrowser, signUp, toast } from './support';

async function logIn(page: Page, username: string, password = E2E_PASSWORD) {
  await expect(page.getByRole('heading', { name: 'LOGIN FORM' })).toBeVisible();
  await page.getByPlaceholder('Enter Your Username').fill(username);
  await page.getByPlaceholder('Enter Your Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

/** A token the server would have issued days ago: signed with its secret from the e2e DATA_DIR. */
function hs256(payload: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

test.describe('Accounts', () => {
  test('When a visitor registers, logs in, edits the profile and logs out, then every step shows and the session follows', async ({ page }) => {
    const account = newAccount();
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();

    await expect(page.getByRole('heading', { name: 'REGISTER FORM' })).toBeVisible();
    await expect(page).toHaveTitle('Register - BidHub');
    await page.getByPlaceholder('Enter Your Name').fill(account.name);
    await page.getByPlaceholder('Enter Your Username').fill(account.email);
    await page.getByPlaceholder('Enter Your Password').fill(account.password);
    await page.getByPlaceholder('Enter Your Phone').fill(account.phone);
    await page.getByLabel("What's your favourite Color?").fill(account.answer);
    await page.screenshot({ path: 'e2e/screenshots/register.png', fullPage: true });
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await expect(toast(page, 'Registered successfully, please log in')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Login - BidHub');
    await logIn(page, account.email);
    await expect(toast(page, 'Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(stored.user.email).toBe(account.email);
    expect(typeof stored.token).toBe('string');
    // The new page takes the focus once it has loaded; a menu opened before that would close again.
    await expect(page.getByRole('main')).toBeFocused();

    await accountButton(page, account.name).click();
    await page.screenshot({ path: 'e2e/screenshots/header-account-menu.png' });
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeHidden();
    const facts = page.getByRole('main');
    await expect(facts).toContainText(account.name);
    await expect(facts).toContainText(account.email);
    await page.screenshot({ path: 'e2e/screenshots/dashboard-user.png', fullPage: true });

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    await expect(page).toHaveTitle('Your Profile - BidHub');
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Username')).toHaveValue(account.email);
    await page.getByLabel('Address').fill('12 MG Road, Bengaluru');
    await page.getByLabel('Phone').fill('9000000099');
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await expect(toast(page, 'Profile Updated Successfully')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/profile-updated.png', fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Address')).toHaveValue('12 MG Road, Bengaluru');
    await expect(page.getByLabel('Phone')).toHaveValue('9000000099');
    await page.goto('/dashboard/user');
    await expect(page.getByRole('main')).toContainText('12 MG Road, Bengaluru');

    // The account menu works from the keyboard alone.
    await accountButton(page, account.name).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'My bids' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Logout Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('When the password is wrong, then the server message shows and the form keeps the username', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto('/login');
    await logIn(page, account.email, 'not-the-password');

    await expect(toast(page, 'Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByPlaceholder('Enter Your Username')).toHaveValue(account.email);
    await page.screenshot({ path: 'e2e/screenshots/login-wrong-password.png', fullPage: true });
  });

  test('When a taken username registers again, then the server message shows and the form stays filled', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto('/register');
    await page.getByPlaceholder('Enter Your Name').fill('Someone Else');
    await page.getByPlaceholder('Enter Your Username').fill(account.email);
    await page.getByPlaceholder('Enter Your Password').fill('another-password');
    await page.getByPlaceholder('Enter Your Phone').fill('9000000003');
    await page.getByLabel("What's your favourite Color?").fill('Green');
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await expect(toast(page, 'This username is already registered, please log in')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByPlaceholder('Enter Your Name')).toHaveValue('Someone Else');
  });

  test('When required fields are empty, then the form says so without asking the server', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/v1/auth/register', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await expect(page.getByText('Enter a username')).toBeVisible();
    await expect(page.getByText('Enter a password')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('When the security answer is right, then the password is reset and the new one logs in', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot Password - BidHub');

    await page.getByPlaceholder('Enter Your Username').fill(account.email);
    await page.getByPlaceholder('Enter Your favourite Color').fill('green');
    await page.getByPlaceholder('Enter New Password').fill('a-new-password');
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect(toast(page, 'Wrong username or answer')).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);

    // Answers are compared case-insensitively.
    await page.getByPlaceholder('Enter Your favourite Color').fill(' blue ');
    await page.screenshot({ path: 'e2e/screenshots/forgot-password.png', fullPage: true });
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect(toast(page, 'Password reset successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, account.email, 'a-new-password');
    await expect(page).toHaveURL(/\/home$/);
    await expect(accountButton(page, account.name)).toBeVisible();
  });

  test('When a visitor opens the user dashboard, then a countdown leads to login and logging in returns to the dashboard', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    // The page's clock moves only when told: each number shows for a second, and a busy machine
    // (the screenshot) took longer than that between two checks.
    await page.clock.install();
    await page.goto('/dashboard/user');

    await expect(page.getByText('Redirecting to Login in 3 second')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/login-redirect.png', fullPage: true });
    await page.clock.runFor(1000);
    await expect(page.getByText('Redirecting to Login in 2 second')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page.getByText('Redirecting to Login in 1 second')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByRole('main')).toContainText(account.email);
  });

  test('When someone types /dashboard, then a user reaches their dashboard and a visitor is led to log in first', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto('/dashboard');
    await expect(page.getByText(/Redirecting to Login in \d second/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/user$/);
    await expect(page.getByRole('main')).toContainText(account.email);
  });

  test('When a stored token is no longer valid, then the dashboard redirects instead of opening', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('auth', JSON.stringify({ user: { _id: 'x', name: 'Ghost', email: 'ghost', phone: '', address: '', role: 0 }, token: 'forged' })),
    );
    await page.goto('/dashboard/user');
    await expect(page.getByText(/Redirecting to Login in \d second/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
  });

  test('When the server no longer accepts the stored session, then the product page signs the user out, says why once and offers to log in', async ({ page, request }) => {
    const session = await signUp(request);
    // The account's own token with another signature: what every stored session looks like after the server's secret changed.
    const [header, payload] = session.token.split('.');
    await signInBrowser(page, { ...session, token: `${header}.${payload}.${'A'.repeat(43)}` });
    const { products } = (await (await request.get('/api/v1/product/product-list/1')).json()) as ProductListResponse;
    const open = products.find((product) => product.status === 'open')!;

    await page.goto(`/product/${open.slug}`);
    await expect(toast(page, 'Your session has ended, please log in again')).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to bid' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    // No error toast of a failed load beside it: the session's end is the one thing to say.
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Log in to bid' }).click();
    await logIn(page, session.user.email);
    await expect(page).toHaveURL(new RegExp(`/product/${open.slug}$`));
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toBeVisible();
  });

  test('When a signed-in user comes back with a token days old, then the session carries on with a fresh token', async ({ page, request }) => {
    const session = await signUp(request);
    const secret = readFileSync(join(process.env.BIDHUB_E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim();
    const issuedAt = Math.floor(Date.now() / 1000) - 3 * 24 * 60 * 60;
    // The password it was issued under (pv) as the sign-in's own token names it: one without is refused.
    const { pv } = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as { pv: string };
    const old = hs256({ sub: session.user._id, iat: issuedAt, exp: issuedAt + 7 * 24 * 60 * 60, pv }, secret);
    await signInBrowser(page, { ...session, token: old });

    await page.goto('/dashboard/user');
    await expect(page.getByRole('region', { name: 'Your account' }).getByText(session.user.email)).toBeVisible();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token)).not.toBe(old);
    const renewed = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { token: string }).token);
    const payload = JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString()) as { sub: string; iat: number };
    expect(payload.sub).toBe(session.user._id);
    expect(Date.now() / 1000 - payload.iat).toBeLessThan(60);
    await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your account' }).getByText(session.user.email)).toBeVisible();
  });

  test('When a user changes the password on the profile, then this browser stays signed in and a session from before is ended', async ({ page, request }) => {
    const session = await signUp(request);
    // Another device, signed in a second later: tokens are told apart by the second they were issued in.
    await page.waitForTimeout(1000 - (Date.now() % 1000) + 10);
    const otherDevice = await signUp(request, { ...newAccount(), email: session.user.email });
    await signInBrowser(page, session);
    await page.goto('/dashboard/user/profile');
    await expect(page.getByText('A new one signs you out on your other devices.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await expect(toast(page, 'Profile Updated Successfully')).toBeVisible();

    const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { token: string }).token);
    expect(stored).not.toBe(session.token);
    expect((await request.get('/api/v1/auth/user-auth', { headers: { Authorization: otherDevice.token } })).status()).toBe(401);
    // The session that made the change keeps its old token too, for clients that never read the fresh one.
    expect((await request.get('/api/v1/auth/user-auth', { headers: { Authorization: session.token } })).status()).toBe(200);
    await page.goto('/dashboard/user');
    await expect(page.getByRole('region', { name: 'Your account' }).getByText(session.user.email)).toBeVisible();
    await expect(page.locator('[data-rht-toaster] [role="status"]').filter({ hasText: 'Your session has ended' })).toHaveCount(0);
  });

  test('When a normal user opens the admin dashboard, then they are sent to login, and afterwards home', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    await page.goto('/login');
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/dashboard/admin');
    await expect(page.getByText(/Redirecting to Login in \d second/)).toBeVisible();
    await expect(page.getByText('Admin Panel')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });
    // The admin guard passes an empty path, so logging in does not lead back to a page this user cannot open.
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('When the e2e-admin account logs in, then its dashboard is the Admin Panel with its details', async ({ page, request }) => {
    const admin = ADMIN;
    await registerThroughApi(request, admin);
    await page.goto('/login');
    await logIn(page, admin.email);
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await page.goto('/home');
    await accountButton(page, admin.name).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeHidden();
    await expect(page).toHaveTitle('Admin Dashboard - BidHub');
    const menu = page.getByRole('navigation', { name: 'Admin Panel' });
    await expect(menu.getByRole('link', { name: 'Create Category' })).toHaveAttribute('href', '/dashboard/admin/create-category');
    await expect(menu.getByRole('link', { name: 'Create Product' })).toHaveAttribute('href', '/dashboard/admin/create-product');
    await expect(menu.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/dashboard/admin/products');
    const facts = page.getByRole('main');
    await expect(facts).toContainText('Admin Name');
    await expect(facts).toContainText(admin.name);
    await expect(facts).toContainText('Admin Email');
    await expect(facts).toContainText(admin.email);
    await expect(facts).toContainText('Admin Contact');
    await expect(facts).toContainText(admin.phone);
    await page.screenshot({ path: 'e2e/screenshots/dashboard-admin.png', fullPage: true });
  });

  test('When a visitor follows Log in to bid on a product, then logging in returns to that product with the bid form', async ({ page, request }) => {
    const account = newAccount();
    await registerThroughApi(request, account);
    const { products } = (await (await request.get('/api/v1/product/product-list/1')).json()) as ProductListResponse;
    const product = products.find((candidate) => candidate.status === 'open');
    expect(product).toBeDefined();

    await page.goto(`/product/${product!.slug}`);
    await page.getByRole('link', { name: 'Log in to bid' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await logIn(page, account.email);

    await expect(page).toHaveURL(new RegExp(`/product/${product!.slug}$`));
    await expect(page.getByRole('button', { name: 'CONFIRM QUOTE' })).toBeVisible();
  });

  test('When a signed-in user opens the site on a phone, then the header and dashboard fit', async ({ page, request }) => {
    const account = newAccount({ name: 'Arjun Venkataraman' });
    await registerThroughApi(request, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logIn(page, account.email);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/dashboard/user');
    // The phone header is logo, search and Menu; the account sits in the menu it opens.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(accountButton(page, account.name)).toBeVisible();
    await expect(page.getByRole('main')).toContainText(account.email);
    await page.screenshot({ path: 'e2e/screenshots/dashboard-user-phone.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
