import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { LoginResponse, PublicUser } from '@bidhub/contracts';
import { useHydrated } from '../../../lib/use-hydrated';
import { clearStoredSession, readStoredSession, SESSION_KEY, saveStoredSession, showSignedIn, type StoredSession } from '../../../lib/session';
import { endedInAnotherTab, onSessionChanged, SESSION_ENDED } from '../../../lib/session-events';
import { SessionContext } from './session-context';
import { useEndAtExpiry } from './use-end-at-expiry';

/**
 * Runs `say` now, or when a tab in the background is looked at again: a toast shown there meanwhile
 * went by unseen, and the user came back to a page signed out without a word.
 */
function whenSeen(say: () => void) {
  if (document.visibilityState !== 'hidden') return say();
  const onShown = () => {
    if (document.visibilityState === 'hidden') return;
    document.removeEventListener('visibilitychange', onShown);
    say();
  };
  document.addEventListener('visibilitychange', onShown);
}

/**
 * The signed-in user for every screen. localStorage 'auth' stays the one source of truth (the API
 * client reads the token from it), and this state mirrors it so the screens re-render on change.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [storedSession, setSession] = useState<StoredSession | undefined>(readStoredSession);
  const session = useHydrated() ? storedSession : undefined;
  // Every change of the stored session passes here: sign-in and out, another tab, a refused token.
  const signedIn = storedSession !== undefined;
  useEffect(() => showSignedIn(signedIn), [signedIn]);
  useEndAtExpiry(storedSession?.token);

  useEffect(() => {
    // Logging in or out in another tab changes what this tab's requests send; show the same here.
    const followOtherTabs = (event: StorageEvent) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      // A session ended there is told here too (onSessionChanged below mirrors the store then).
      if (!endedInAnotherTab(event)) setSession(readStoredSession());
    };
    window.addEventListener('storage', followOtherTabs);
    return () => window.removeEventListener('storage', followOtherTabs);
  }, []);

  // The server refused the stored token (the store is cleared already) or renewed it: mirror the
  // store, and say why when the user is signed out under them.
  useEffect(
    () =>
      onSessionChanged((change) => {
        setSession(readStoredSession());
        if (change === 'ended') whenSeen(() => toast.error(SESSION_ENDED, { id: 'session-ended' }));
      }),
    [],
  );

  const signIn = useCallback(({ user, token }: LoginResponse) => {
    saveStoredSession({ user, token });
    setSession({ user, token });
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    setSession(undefined);
  }, []);

  const replaceUser = useCallback((user: PublicUser) => {
    const current = readStoredSession();
    if (!current) return;
    const updated = { ...current, user };
    saveStoredSession(updated);
    setSession(updated);
  }, []);

  const value = useMemo(() => ({ session, signIn, signOut, replaceUser }), [session, signIn, signOut, replaceUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
