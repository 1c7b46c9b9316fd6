import type { LoginResponse } from '@bidhub/contracts';

/** What the login reply leaves in localStorage 'auth'. */
export type StoredSession = Pick<LoginResponse, 'user' | 'token'>;

export const SESSION_KEY = 'auth';

/** The signed-in session, or undefined when there is none or it cannot be read. */
export function readStoredSession(): StoredSession | undefined {
  try {
    const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as Partial<StoredSession> | null;
    if (typeof session?.token !== 'string' || typeof session.user?.email !== 'string') return undefined;
    return { user: session.user, token: session.token };
  } catch {
    return undefined;
  }
}

export function saveStoredSession({ user, token }: StoredSession) {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ user, token }));
}

export function clearStoredSession() {
  localStorage.removeItem(SESSION_KEY);
}
