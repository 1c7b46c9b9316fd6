import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

/**
 * A fresh query cache per test, as the app creates it, so no test sees another's replies; or the
 * given one, which the test has filled with what other screens would have loaded.
 */
export function queryWrapper(client: QueryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
