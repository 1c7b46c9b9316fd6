import { AxiosError } from 'axios';
import { clearStoredSession, readStoredSession } from './session';

/** What the user is told when the server refuses the stored token: expired, or not this server's. */
export const SESSION_ENDED = 'Your session has ended, please log in again';

const listeners = new Set<() => void>();

/** Subscribes to the stored session ending under the user; returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** RFC 6750's challenge, which the API sends with a 401 only for a token that names no session any more. */
export const refusesToken = (status: number, challenge: unknown) =>
  status === 401 && typeof challenge === 'string' && challenge.includes('invalid_token');

/** A failed call whose token the server refused: the session's end, told once, not the call's failure. */
export const endedSession = (error: unknown) =>
  error instanceof AxiosError && error.response !== undefined && refusesToken(error.response.status, error.response.headers['www-authenticate']);

/**
 * The server refused `token`: forget it and tell the screens, unless a newer sign-in (here or in
 * another tab) has replaced it meanwhile.
 */
export function endSession(token: string): void {
  if (readStoredSession()?.token !== token) return;
  clearStoredSession();
  for (const listener of listeners) listener();
}
