const RELOADED_AT_KEY = 'bidhub:reloaded-for-release';
/** At most one automatic reload in this long: a download that keeps failing shows the error screen instead of a loop. */
const RELOAD_AT_MOST_EVERY_MS = 60_000;

function reloadedRecently(now: number): boolean {
  try {
    return now - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_AT_MOST_EVERY_MS;
  } catch {
    return true; // Without storage a loop could not be told from a first try: do not reload.
  }
}

/** Whether the server would serve this page again: not when it cannot be reached, or fails (a proxy's 502). */
async function pageServed(): Promise<boolean> {
  try {
    const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * A tab opened before a new release asks for code files under the old release's names, which the
 * server no longer has: the next screen failed with "Something went wrong". Loading the same URL
 * afresh brings the new release. Not while offline, nor when the server cannot be reached (it is
 * down, say): the browser would replace the app with its own error page, with no way back but a
 * reload; the screen's error, with its Try again, stays instead. At most once a minute.
 */
export function reloadOnStaleRelease(): void {
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine || reloadedRecently(Date.now())) return;
    void pageServed().then((served) => {
      if (!served) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    });
  });
}
