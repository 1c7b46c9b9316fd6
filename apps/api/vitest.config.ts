import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.server.test.ts need a PostgreSQL server (LISTEN/NOTIFY across processes): they belong to the
    // DATABASE_URL run, and are not even collected on the embedded engine.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.server.test.ts'])],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
