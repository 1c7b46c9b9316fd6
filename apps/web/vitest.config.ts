import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests for the rules that live in the browser; jsdom, no server and no network.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Forms render slowly in jsdom on a busy machine; these are correctness tests, not timings.
    testTimeout: 30_000,
    // expect.poll gives up after 1 s by default, as testing-library's waits did (see src/test/setup.ts).
    expect: { poll: { timeout: 5_000 } },
  },
});
