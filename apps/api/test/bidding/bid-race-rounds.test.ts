import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBidders } from '../support/bidding-fixtures.js';
import { BIDS_PER_ROUND, raceOneRound, randomFrom } from '../support/race-round.js';
import { createTestApp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';

/**
 * The race trial, bounded: rounds of 200 bids of random amounts from 20 users, all in flight at
 * once on one product. Whatever the interleaving, the ledger is one verified chain of strictly
 * rising amounts holding exactly the accepted bids, and the product's price and winner are its last
 * row. RACE_ROUNDS sets the rounds (3 on the PostgreSQL server, 2 on PGlite, whose single connection
 * serialises the race anyway); RACE_SEED replays a run. The full 20 rounds on each engine:
 * `npm run bench -- race`.
 */

const ROUNDS = Number(process.env.RACE_ROUNDS ?? (process.env.DATABASE_URL ? 3 : 2));
const BIDDERS = 20;
const SEED = Number(process.env.RACE_SEED ?? Date.now() % 1_000_000);

let testApp: TestApp;
let bidders: SignedInUser[];
let seller: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  bidders = await signUpBidders(testApp, BIDDERS);
  seller = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

describe('The race trial', () => {
  const random = randomFrom(SEED);
  // One test per round, so each gets the whole test timeout; the rounds share one seeded sequence.
  it.each(Array.from({ length: ROUNDS }, (_, index) => index + 1))(
    `Round %i of ${ROUNDS}: when ${BIDS_PER_ROUND} random bids from ${BIDDERS} users race on one product, then the ledger is a verified, strictly rising chain of exactly the accepted bids, ending at the price and winner`,
    async (round) => {
      const result = await raceOneRound(testApp, bidders, seller, random);
      expect(result.accepted, `round ${round}, RACE_SEED=${SEED}`).toBeGreaterThan(0);
      expect(result, `round ${round}, RACE_SEED=${SEED}`).toMatchObject({ oddRefusals: [], verified: true, strictlyRising: true, exactlyAccepted: true, finalStateIsLastRow: true });
    },
  );
});
