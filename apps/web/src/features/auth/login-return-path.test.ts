import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, loginReturnPath } from './login-return-path';

describe('loginReturnPath', () => {
  it('follows the path a guard passed as state', () => {
    expect(loginReturnPath('/dashboard/user/items', '')).toBe('/dashboard/user/items');
  });

  it('follows the path a link put into the URL, query string included', () => {
    const url = new URL(loginPathReturningTo('/bid?product=old-clock'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(loginReturnPath(null, url.search)).toBe('/bid?product=old-clock');
  });

  it('goes to /home for anything that is not a path of this site', () => {
    expect(loginReturnPath(null, '')).toBe('/home');
    expect(loginReturnPath(null, '?returnTo=https://evil.example')).toBe('/home');
    expect(loginReturnPath('//evil.example/path', '')).toBe('/home');
    expect(loginReturnPath({ from: '/cart' }, '')).toBe('/home');
    expect(loginReturnPath(null, '?returnTo=%2F%5Cevil.example')).toBe('/home');
    for (const hidden of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example', '%2F%00x']) {
      expect(loginReturnPath(null, `?returnTo=${hidden}`), hidden).toBe('/home');
    }
  });

  it('goes to /home rather than back to a sign-in form, where a signed-in user would be stuck', () => {
    for (const path of ['/login', '/register?returnTo=/cart', '/forgot-password']) expect(loginReturnPath(path, ''), path).toBe('/home');
  });
});
