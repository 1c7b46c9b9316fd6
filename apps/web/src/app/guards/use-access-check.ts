import { useEffect, useState } from 'react';
import { type Access, hasAccess } from '../../features/auth/auth-api';

export type AccessCheck = 'checking' | 'allowed' | 'denied';

/** The server's word on whether `token` opens the user or admin dashboard; no token, no question asked. */
export function useAccessCheck(access: Access, token: string | undefined): AccessCheck {
  const [check, setCheck] = useState<AccessCheck>(token ? 'checking' : 'denied');

  useEffect(() => {
    if (!token) {
      setCheck('denied');
      return;
    }
    const request = new AbortController();
    setCheck('checking');
    hasAccess(access, request.signal)
      .then((ok) => setCheck(ok ? 'allowed' : 'denied'))
      // 401, 403 or no answer: the dashboard stays closed either way.
      .catch(() => !request.signal.aborted && setCheck('denied'));
    return () => request.abort();
  }, [access, token]);

  return check;
}
