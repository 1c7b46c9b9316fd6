/**
 * Where to go after logging in: the path a guard or the 'Log in to bid' link passed as location
 * state, else /home. Only an in-app path is followed, never another site.
 */
export function loginReturnPath(state: unknown): string {
  return typeof state === 'string' && state.startsWith('/') && !state.startsWith('//') ? state : '/home';
}
