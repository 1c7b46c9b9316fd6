/** The query parameter of /login that names where to go after logging in. */
const RETURN_PARAM = 'returnTo';

/** /login leading back to `path`: in the URL, so it holds even when followed before the app runs. */
export const loginPathReturningTo = (path: string) => `/login?${new URLSearchParams({ [RETURN_PARAM]: path })}`;

/**
 * Where to go after logging in: the path a guard passed as location state or a link put in the
 * URL (loginPathReturningTo), else /home. Only an in-app path is followed, never another site.
 */
export function loginReturnPath(state: unknown, search: string): string {
  const wanted = typeof state === 'string' ? state : new URLSearchParams(search).get(RETURN_PARAM);
  return wanted?.startsWith('/') && !wanted.startsWith('//') ? wanted : '/home';
}
