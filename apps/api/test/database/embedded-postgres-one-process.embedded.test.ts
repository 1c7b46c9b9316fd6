import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { LiveBidEvent } from '@bidhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';
import { executedRows } from '../../src/db/executed-rows.js';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { createTestAppOn, type SignedInUser, type TestApp } from '../support/test-app.js';

/**
 * Embedded PostgreSQL is a real server, but only the process holding DATA_DIR's lock uses it: rate
 * limits and live events stay in that process's memory, with no statement per request for either.
 */
let dataDir = '';
let testApp: TestApp;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bidhub-embedded-alone-'));
  const database = await openDatabase({ kind: 'embedded-postgres', dataDir });
  testApp = await createTestAppOn(database, { RATE_LIMIT_BIDS_PER_WINDOW: '2', RATE_LIMIT_BID_WINDOW_SECONDS: '60' });
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: SQL) => executedRows<T>(await testApp.database.db.execute(query));

describe('Embedded PostgreSQL serves one process', () => {
  it('When a bidder exceeds the bids per window, then 429 as on any engine, with no counter written to the database', async () => {
    const [bidder] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, bidder, productId, 100).expect(200);
    await placeBid(testApp, bidder, productId, 110).expect(200);
    await placeBid(testApp, bidder, productId, 120).expect(429);
    expect(await rows(sql`select key from rate_limit_counters`)).toEqual([]);
  });

  it('When a bid is accepted, then this process hears it without any connection LISTENing', async () => {
    const [bidder] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 100 });
    const heard: LiveBidEvent[] = [];
    const unsubscribe = testApp.liveBus.subscribe(productId, (event) => heard.push(event));
    await placeBid(testApp, bidder, productId, 150).expect(200);
    unsubscribe();
    expect(heard).toEqual([expect.objectContaining({ productId, price: 150 })]);
    const listening = await rows<{ pid: number }>(sql`select pid from pg_stat_activity where query ilike 'listen%'`);
    expect(listening).toEqual([]);
  });
});
