import { AxiosError } from 'axios';
import { clearStoredSession, parseStoredSession, readStoredSession, SESSION_KEY, saveStoredSession } from './session';

/** What the user is told when the server refuses the stored token: expired, or not this server's. */
export const SESSION_ENDED = 'Your session has ended, please log in again';

/** Where the API hands out a fresh token for a session in use (see the API README, Auth). */
export const RENEWED_TOKEN_HEADER = 'x-session-token';

/** 'ended': the store is cleared; 'renewed': the store holds a fresh token for the same user. */
export type SessionChange = 'ended' | 'renewed';

const listeners = new Set<(change: SessionChange) => void>();

/** Subscribes to the stored session changing under the user; returns the unsubscribe. */
export function onSessionChanged(listener: (change: SessionChange) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const tell = (change: SessionChange) => listeners.forEach((listener) => listener(change));

/** RFC 6750's challenge, which the API sends with a 401 only for a token that names no session any more. */
export const refusesToken = (status: number, challenge: unknown) =>
  status === 401 && typeof challenge === 'string' && challenge.includes('invalid_token');

/** A failed call whose token the server refused: the session's end, told once, not the call's failure. */
export const endedSession = (error: unknown) =>
  error instanceof AxiosError && error.response !== undefined && refusesToken(error.response.status, error.response.headers['www-authenticate']);

/** Names the token of the last session the server refused, for the other tabs (endedInAnotherTab). */
const ENDED_NOTE_KEY = 'auth-ended';

/**
 * The server refused `token`: forget it and tell the screens, unless a newer sign-in (here or in
 * another tab) has replaced it meanwhile.
 */
export function endSession(token: string): void {
  if (readStoredSession()?.token !== token) return;
  localStorage.setItem(ENDED_NOTE_KEY, token);
  clearStoredSession();
  tell('ended');
}

/**
 * Another tab cleared the stored session because the server refused its token (not a Logout): this
 * tab's session has ended as surely, and is told so as if refused here (a tab in the background
 * was the one to notice, while the user types a bid in this one). True when it was told.
 */
export function endedInAnotherTab(event: StorageEvent): boolean {
  if (event.key !== SESSION_KEY || event.newValue !== null) return false;
  const ended = parseStoredSession(event.oldValue)?.token;
  if (ended === undefined || ended !== localStorage.getItem(ENDED_NOTE_KEY)) return false;
  tell('ended');
  return true;
}

/** Each renewed token this tab stored, and the token it replaced: a session's line of tokens. */
const replaced = new Map<string, string>();

/** Whether `token` is `ancestor` or came from it by renewals stored in this tab. */
function descendsFrom(token: string, ancestor: string): boolean {
  for (let current: string | undefined = token; current !== undefined; current = replaced.get(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * The server answered a call sent with `sentToken` with a fresh token for the same session: keep
 * it, so a user active every week is never signed out. A sign-in or sign-out meanwhile wins.
 * `changedPassword`: the call changed the password, so its token is the only one the server still
 * takes; it also replaces a renewal that another call, sent before with the same token, stored
 * meanwhile (that one names the old password and would sign the user out).
 */
export function renewSession(sentToken: string, renewed: unknown, changedPassword = false): void {
  // Most replies carry no renewal: only those that do read the store.
  if (typeof renewed !== 'string' || renewed.length === 0) return;
  const stored = readStoredSession();
  if (!stored || !(stored.token === sentToken || (changedPassword && descendsFrom(stored.token, sentToken)))) return;
  replaced.set(renewed, stored.token);
  saveStoredSession({ ...stored, token: renewed });
  tell('renewed');
}
