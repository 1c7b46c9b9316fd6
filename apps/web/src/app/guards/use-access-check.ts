import { useCallback, useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { type Access, hasAccess } from '../../features/auth';

/** `forRole`: the token is good but its account may not open this (403), as for an admin demoted since signing in. */
export type AccessCheck = { state: 'checking' | 'allowed' } | { state: 'denied'; forRole: boolean } | { state: 'failed'; message: string };

/** A refusal (401, 403) closes the dashboard; no answer, or a server failure, says nothing about access. */
function refusal(error: unknown): AccessCheck | undefined {
  const status = errorStatus(error);
  return status !== undefined && status < 500 ? { state: 'denied', forRole: status === 403 } : undefined;
}

/**
 * The server's word on whether `token` opens the user or admin dashboard; no token, no question
 * asked. When the question got no answer the check has failed, not denied: a signed-in user must
 * not be sent to the login form because the network dropped. `retry` asks again.
 */
export function useAccessCheck(access: Access, token: string | undefined): AccessCheck & { retry: () => void } {
  const [check, setCheck] = useState<AccessCheck>(token ? { state: 'checking' } : { state: 'denied', forRole: false });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!token) {
      setCheck({ state: 'denied', forRole: false });
      return;
    }
    const request = new AbortController();
    setCheck({ state: 'checking' });
    hasAccess(access, request.signal)
      .then((ok) => setCheck(ok ? { state: 'allowed' } : { state: 'denied', forRole: false }))
      .catch((error: unknown) => {
        if (request.signal.aborted) return;
        setCheck(refusal(error) ?? { state: 'failed', message: errorMessage(error) });
      });
    return () => request.abort();
  }, [access, token, attempt]);

  return { ...check, retry };
}
