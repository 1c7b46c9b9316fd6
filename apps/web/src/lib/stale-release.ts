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

/**
 * A tab opened before a new release asks for code files under the old release's names, which the
 * server no longer has: the next screen failed with "Something went wrong". Loading the same URL
 * afresh brings the new release. Not while offline (the browser would show its own error page), and
 * at most once a minute.
 */
export function reloadOnStaleRelease(): void {
  window.addEventListener('vite:preloadError', () => {
    const now = Date.now();
    if (!navigator.onLine || reloadedRecently(now)) return;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    window.location.reload();
  });
}
