import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { queryWrapper } from './query-wrapper';

/** A fresh query cache (or the given one) and the session from localStorage 'auth', as the app wraps every screen. */
export function appWrapper(client?: QueryClient) {
  const Queries = queryWrapper(client);
  return ({ children }: { children: ReactNode }) => (
    <Queries>
      <SessionProvider>{children}</SessionProvider>
    </Queries>
  );
}

/** The session from localStorage 'auth' alone, as a fixed component: a rerender keeps the form's state. */
export { SessionProvider as SessionOnly };
