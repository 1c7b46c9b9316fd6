import { describe, expect, it } from 'vitest';
import { runCrashTrial } from '../support/crash-trial.js';

/**
 * The bounded crash trial: one `kill -9` of a real server under bid load, on the engine this run
 * uses (a PGlite data directory in `npm test`, the PostgreSQL server with DATABASE_URL). The full
 * form, 5 trials on each engine, is `npm run bench -- crash`.
 */
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite-file';

describe(`Crash trial on ${engine}`, () => {
  it('When the server is killed with SIGKILL mid-way through bid load and restarted on the same data, then no acknowledged bid is lost, the ledger verifies, and price and winner are its last row', async () => {
    const result = await runCrashTrial({ engine, serverUrl: process.env.DATABASE_URL, killAfterMs: 1500 });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result).toMatchObject({ lost: 0, verified: true, priceIsLastRow: true, winnerIsLastRow: true });
    expect(result.ledgerRows).toBeGreaterThanOrEqual(result.acknowledged);
    // Two starts of a real server: slow on a busy machine.
  }, 300_000);
});
