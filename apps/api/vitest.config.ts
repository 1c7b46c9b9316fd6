import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.server.test.ts need a PostgreSQL server (LISTEN/NOTIFY across processes): they belong to the
    // DATABASE_URL run, and are not even collected on the embedded engine. *.embedded.test.ts start
    // servers on DATA_DIR engines only, whatever DATABASE_URL says: they run once, in the other run.
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? ['**/*.embedded.test.ts'] : ['**/*.server.test.ts'])],
    // A PGlite boot plus migrations took over 60 s while the 2-core machine ran other suites too.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // expect.poll gives up after 1 s by default; a stream's or a log's next line took longer on a busy machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
