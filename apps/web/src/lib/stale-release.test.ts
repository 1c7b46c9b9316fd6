import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleRelease } from './stale-release';

const reload = vi.fn();

/** What the browser does when a screen's code file fails to download. */
async function codeFileFails() {
  window.dispatchEvent(new Event('vite:preloadError'));
  // The check of the server is asked and answered before any reload.
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a code file that does not arrive', () => {
  beforeAll(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { href: 'http://localhost/product/camera', reload } });
    reloadOnStaleRelease();
  });
  afterEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  it('reloads the page when the server answers: a new release renamed the file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
    await codeFileFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server cannot be reached: the browser would show its own error page instead of the app', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await codeFileFails();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when a proxy answers that the server is down', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 502 })));
    await codeFileFails();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at most once a minute, so a file that keeps failing shows the error screen', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 200 })));
    await codeFileFails();
    await codeFileFails();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
