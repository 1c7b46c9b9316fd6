import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { type Access, hasAccess } from '../../features/auth/auth-api';

export type AccessCheck = { state: 'checking' | 'allowed' | 'denied' } | { state: 'failed'; message: string };

/** A refusal (401, 403) closes the dashboard; no answer, or a server failure, says nothing about access. */
const refused = (error: unknown) => {
  const status = errorStatus(error);
  return status !== undefined && status < 500;
};

/**
 * The server's word on whether `token` opens the user or admin dashboard; no token, no question
 * asked. When the question got no answer the check has failed, not denied: a signed-in user must
 * not be sent to the login form because the network dropped. `retry` asks again.
 */
export function useAccessCheck(access: Access, token: string | undefined): AccessCheck & { retry: () => void } {
  const [check, setCheck] = useState<AccessCheck>({ state: token ? 'checking' : 'denied' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!token) {
      setCheck({ state: 'denied' });
      return;
    }
    const request = new AbortController();
    setCheck({ state: 'checking' });
    hasAccess(access, request.signal)
      .then((ok) => setCheck({ state: ok ? 'allowed' : 'denied' }))
      .catch((error: unknown) => {
        if (request.signal.aborted) return;
        setCheck(refused(error) ? { state: 'denied' } : { state: 'failed', message: errorMessage(error) });
      });
    return () => request.abort();
  }, [access, token, attempt]);

  return { ...check, retry };
}
