import { useEffect } from 'react';
import { serverNow } from '../../../lib/server-clock';
import { endSession } from '../../../lib/session-events';

/** setTimeout's longest wait (~24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The moment (ms) a JWT's `exp` names, or undefined for a token that names none. */
export function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ends the stored session when its token expires, as the server would refuse it: a tab left open
 * past the end of an unused session (7 days) still showed the user signed in until their next bid
 * was refused for it (outside audit E). Checked at the expiry by the server's clock, and whenever the
 * tab is looked at again, since timers stand still while a computer sleeps.
 */
export function useEndAtExpiry(token: string | undefined): void {
  useEffect(() => {
    if (token === undefined) return;
    const expiry = tokenExpiry(token);
    if (expiry === undefined) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Armed again until the server's clock has passed the expiry: the offset it is read with may move
    // meanwhile (a Date header, to the second, put it up to a second behind, and the first timer
    // fired just before the expiry by it, never to fire again), and a long wait outlasts one timer.
    const check = () => {
      clearTimeout(timer);
      const left = expiry - serverNow().getTime();
      if (left <= 0) return endSession(token);
      timer = setTimeout(check, Math.min(left, LONGEST_TIMER_MS));
    };
    // Not at once: the provider subscribes to the session's end after this effect runs.
    timer = setTimeout(check, 0);
    const onShown = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [token]);
}
