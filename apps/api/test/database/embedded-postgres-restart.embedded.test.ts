import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { createAuction, placeBid, readLedger, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestAppOn, type SignedInUser, type TestApp } from '../support/test-app.js';

/** The embedded cluster's postmaster dies under the running server: the server starts it again. */
let dataDir = '';
let testApp: TestApp;
const notes: { message: string; level: string }[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bidhub-embedded-restart-'));
  const database = await openDatabase({ kind: 'embedded-postgres', dataDir }, (message, level = 'info') => notes.push({ message, level }));
  testApp = await createTestAppOn(database);
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = () => Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** GET until the API answers 200 again; every answer meanwhile must be a 503 JSON, never a 500. */
async function untilAnswering(path: string): Promise<number[]> {
  const statuses: number[] = [];
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const response = await request(testApp.app).get(path);
    statuses.push(response.status);
    if (response.status === 200) return statuses;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return statuses;
}

describe('When the embedded PostgreSQL is killed under a running server', () => {
  it('then the server starts it again: the committed bid is kept and the next bid is accepted', async () => {
    const [bidder] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, bidder, productId, 150).expect(200);
    const killed = postmasterPid();

    process.kill(killed, 'SIGKILL');
    const statuses = await untilAnswering(`/api/v1/product/${productId}/bids`);

    expect(statuses.at(-1)).toBe(200);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(postmasterPid()).not.toBe(killed);
    expect((await readLedger(testApp, productId)).bids).toEqual([expect.objectContaining({ amount: 150 })]);
    await placeBid(testApp, bidder, productId, 200).expect(200);
    expect(notes).toContainEqual({ message: expect.stringContaining('stopped unexpectedly'), level: 'warn' });
    expect(notes).toContainEqual({ message: 'the embedded PostgreSQL is running again', level: 'info' });
  }, 90_000);
});
