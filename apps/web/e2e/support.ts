import { type APIRequestContext, type Page, expect } from '@playwright/test';
import type { LoginResponse, RegisterRequest } from '@bidhub/contracts';

/** Every e2e account uses it, so a spec can log in to an account another spec registered. */
export const E2E_PASSWORD = 'e2e-secret-password';

/** ADMIN_USERNAMES=e2e-admin (playwright.config.ts) makes this account an admin when it registers. */
export const ADMIN: RegisterRequest = { name: 'Esha Admin', email: 'e2e-admin', password: E2E_PASSWORD, phone: '9000000010', answer: 'Blue' };

export type Session = Pick<LoginResponse, 'user' | 'token'>;

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A react-hot-toast message on screen. */
export const toast = (page: Page, message: string | RegExp) => page.getByRole('status').filter({ hasText: message });

export function newAccount(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  return { name: 'Meera Iyer', email: `e2e-user-${unique()}`, password: E2E_PASSWORD, phone: '9000000002', answer: 'Blue', ...overrides };
}

/** Registers through the API; an account an earlier test or spec registered is fine too. */
export async function registerThroughApi(request: APIRequestContext, account: RegisterRequest): Promise<void> {
  const reply = await request.post('/api/v1/auth/register', { data: account });
  expect([201, 409]).toContain(reply.status());
}

/** Registers (unless already registered) and logs in through the API. */
export async function signUp(request: APIRequestContext, account: RegisterRequest = newAccount()): Promise<Session> {
  await registerThroughApi(request, account);
  const login = await request.post('/api/v1/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);
  const { user, token } = (await login.json()) as LoginResponse;
  return { user, token };
}

export const adminSession = (request: APIRequestContext) => signUp(request, ADMIN);

/**
 * Stores the session where the login page does (localStorage 'auth') before the app's scripts run,
 * unless the page has a newer one already (after a profile update, say).
 */
export async function signInBrowser(page: Page, session: Session): Promise<void> {
  await page.addInitScript((stored) => {
    if (!localStorage.getItem('auth')) localStorage.setItem('auth', JSON.stringify(stored));
  }, session);
}
