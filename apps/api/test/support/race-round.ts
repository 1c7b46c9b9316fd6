import { minimumNextBidPaise, toPaise, type LedgerBid } from '@bidhub/contracts';
import request from 'supertest';
import { createAuction, placeBid } from './bidding-fixtures.js';
import type { SignedInUser, TestApp } from './test-app.js';

export const BIDS_PER_ROUND = 200;

/** A small deterministic generator, so a failing round can be replayed from its seed. */
export function randomFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
}

export interface RaceRoundResult {
  accepted: number;
  /** Statuses of the refused bids other than a 409 JSON refusal: must stay empty. */
  oddRefusals: number[];
  ledgerRows: number;
  verified: boolean;
  /** Sequences 1..n without gaps, each amount above the last by at least the increment. */
  strictlyRising: boolean;
  /** The ledger holds exactly the accepted bids: none lost, none invented. */
  exactlyAccepted: boolean;
  /** Price = the highest accepted amount = the last row's, and the winner is the last row's bidder. */
  finalStateIsLastRow: boolean;
  ms: number;
}

function isStrictlyRising(chain: LedgerBid[]): boolean {
  return chain.every((bid, index) => {
    if (bid.seq !== index + 1) return false;
    const previous = chain[index - 1];
    return !previous || (bid.amount > previous.amount && toPaise(bid.amount) >= minimumNextBidPaise(toPaise(previous.amount), previous.seq));
  });
}

/**
 * One round of the race trial: BIDS_PER_ROUND bids of random amounts (with paise) from `bidders`,
 * all in flight at once on a fresh product of `seller`, then what the ledger and the product show.
 */
export async function raceOneRound(testApp: TestApp, bidders: SignedInUser[], seller: SignedInUser, random: (below: number) => number): Promise<RaceRoundResult> {
  const startedAt = Date.now();
  const { productId } = await createAuction(testApp, { price: 1000, seller });
  const attempts = Array.from({ length: BIDS_PER_ROUND }, () => ({ bidder: bidders[random(bidders.length)]!, amount: (100_000 + random(400_000)) / 100 }));
  const replies = await Promise.all(attempts.map(({ bidder, amount }) => placeBid(testApp, bidder, productId, amount)));
  const ms = Date.now() - startedAt;

  const accepted = attempts.filter((_, index) => replies[index]!.status === 200);
  const oddRefusals = replies
    .filter((reply) => reply.status !== 200 && !(reply.status === 409 && reply.body?.success === false && typeof reply.body.message === 'string'))
    .map((reply) => reply.status);
  const ledger = await request(testApp.app).get(`/api/v1/product/${productId}/bids`);
  const chain = [...(ledger.body.bids as LedgerBid[])].sort((a, b) => a.seq - b.seq);
  const rowsOf = (rows: { amount: number; bidder: string }[]) => rows.map((row) => `${row.amount.toFixed(2)}:${row.bidder}`).sort().join(',');
  const product = await request(testApp.app).get(`/api/v1/product/admin-product/${productId}`).set('Authorization', seller.token);
  const last = chain.at(-1);
  const highest = Math.max(...accepted.map(({ amount }) => amount));
  return {
    accepted: accepted.length,
    oddRefusals,
    ledgerRows: chain.length,
    verified: ledger.body.verified === true,
    strictlyRising: isStrictlyRising(chain),
    exactlyAccepted: rowsOf(chain) === rowsOf(accepted.map(({ amount, bidder }) => ({ amount, bidder: bidder.user.email }))),
    finalStateIsLastRow:
      last !== undefined && last.amount === highest && product.body.product?.price === highest && product.body.product?.winner === last.bidder && product.body.product?.bidCount === chain.length,
    ms,
  };
}
