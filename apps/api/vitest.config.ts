import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.server.test.ts need a PostgreSQL server (LISTEN/NOTIFY across processes): they belong to the
    // DATABASE_URL run, and are not even collected on the embedded engine.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['**/*.server.test.ts'])],
    // A PGlite boot plus migrations took over 60 s while the 2-core machine ran other suites too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
