import { useLocation } from 'react-router-dom';

/** The query parameter of /login that names where to go after logging in. */
const RETURN_PARAM = 'returnTo';

/** Pages that lead to signing in: never a place to come back to after it. */
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password'];

/** Any origin stands for this site when a path is parsed on its own. */
const SAME_SITE = 'http://localhost';

/** /login leading back to `path`: in the URL, so it holds even when followed before the app runs. */
export const loginPathReturningTo = (path: string) => `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;

/**
 * The state Register and Forgot Password pass to /login once they succeed: where to return, and the
 * username to sign in with, which the login form then holds (outside audit D2).
 */
export interface SignInState {
  returnTo: string | undefined;
  username: string;
}

const isSignInState = (state: unknown): state is SignInState =>
  typeof state === 'object' && state !== null && typeof (state as SignInState).username === 'string';

/** The return path in a location state: a guard's or a link's path, or a SignInState's. */
const returnPathIn = (state: unknown) => (typeof state === 'string' ? state : isSignInState(state) ? state.returnTo : undefined);

/** The username the page that led to /login passed, or ''. */
export const usernameIn = (state: unknown) => (isSignInState(state) ? state.username : '');

/**
 * The path a guard passed as location state or a link put in the URL (loginPathReturningTo), when
 * it is one of this app's: never another site.
 */
function wantedReturnPath(state: unknown, search: string): string | undefined {
  const wanted = returnPathIn(state) ?? new URLSearchParams(search).get(RETURN_PARAM);
  // '//host' and '/\host' name another site (browsers read a backslash as a slash); so does
  // '/<tab>/host', as URLs drop tabs and line breaks, and the router refused such a path after a
  // login that had worked (outside audit N1). Only a plain path that stays on this site is followed.
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || /[\u0000-\u001f\u007f\\]/.test(wanted)) return undefined;
  const parsed = new URL(wanted, SAME_SITE);
  if (parsed.origin !== SAME_SITE) return undefined;
  return SIGN_IN_PAGES.includes(parsed.pathname) ? undefined : wanted;
}

/**
 * The state of a link to /login opened from the very page to return to: the return is then a step
 * Back, not a second entry of that page in the history (outside audit N1: two Backs to leave it).
 */
export const RETURN_IS_BACK = { returnIsBack: true } as const;

/** Logging in was opened by a RETURN_IS_BACK link, in this tab's history (not a link opened in a new tab). */
export const returnIsBack = (state: unknown) =>
  typeof state === 'object' && state !== null && 'returnIsBack' in state && (window.history.state as { idx?: number } | null)?.idx !== 0;

/** Where to go after logging in: the wanted return path, else /home. */
export const loginReturnPath = (state: unknown, search: string): string => wantedReturnPath(state, search) ?? '/home';

/**
 * The location state a link to /login or /register passes, so that signing in (after registering,
 * or after a forgotten password) comes back: to this page, or from a sign-in page to the page it
 * was itself asked to come back to.
 */
export function useReturnHere(): string | undefined {
  const { pathname, search, state } = useLocation();
  return SIGN_IN_PAGES.includes(pathname) ? wantedReturnPath(state, search) : pathname + search;
}
