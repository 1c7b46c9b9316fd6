import { SIGNED_IN_HINT, type LoginResponse } from '@bidhub/contracts';

/** What the login reply leaves in localStorage 'auth'. */
export type StoredSession = Pick<LoginResponse, 'user' | 'token'>;

export const SESSION_KEY = 'auth';

/** The signed-in session, or undefined when there is none or it cannot be read (no storage: the server's render). */
export function readStoredSession(): StoredSession | undefined {
  try {
    return parseStoredSession(localStorage.getItem(SESSION_KEY));
  } catch {
    return undefined;
  }
}

/** A session as localStorage 'auth' holds it (or another tab's storage event saw it), if it reads as one. */
export function parseStoredSession(stored: string | null): StoredSession | undefined {
  try {
    const session = JSON.parse(stored ?? 'null') as Partial<StoredSession> | null;
    if (typeof session?.token !== 'string' || typeof session.user?.email !== 'string') return undefined;
    return { user: session.user, token: session.token };
  } catch {
    return undefined;
  }
}

/** As long as a token lives (7 days); a session in use renews both. */
const HINT_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Keeps the signed-in hint (SIGNED_IN_HINT) as the stored session is: the cookie for the server's
 * next page, the class for this one (a sign-out on the server's page shows the visitor's parts again).
 */
export function showSignedIn(signedIn: boolean) {
  const { cookie, className } = SIGNED_IN_HINT;
  document.cookie = `${cookie}=${signedIn ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${signedIn ? HINT_MAX_AGE_SECONDS : 0}`;
  document.documentElement.classList.toggle(className, signedIn);
}

export function saveStoredSession({ user, token }: StoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ user, token }));
}

export function clearStoredSession() {
  localStorage.removeItem(SESSION_KEY);
}
