import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDueAuctions } from '../../src/modules/auction-closing/index.js';
import { appWithTwoBidders, createAuction, placeBid, readLedger, setEndtime } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

let testApp: ListeningTestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders(createListeningTestApp)));
afterAll(() => testApp.close());

/** Alice's maximum, written every way a reply could show it. */
const SECRET = ['7777.77', '777777', '7,777.77'];

describe('Nobody sees another bidder maximum', () => {
  it("When a proxy scenario plays out, then no reply to Bob, ledger row, live event, notification or product read contains Alice's maximum", async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/product/${productId}/live`);
    const seen: string[] = [];
    const aliceReply = await placeBid(testApp, alice, productId, 1000, { maxBid: 7777.77 }).expect(200);
    expect(JSON.stringify(aliceReply.body)).not.toContain('7777.77');
    for (const amount of [1500, 2000, 5000]) seen.push(JSON.stringify((await placeBid(testApp, bob, productId, amount).expect(200)).body));
    seen.push(JSON.stringify((await placeBid(testApp, bob, productId, 5000).expect(409)).body));
    seen.push(JSON.stringify(await readLedger(testApp, productId)));
    seen.push(JSON.stringify((await request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', bob.token).expect(200)).body));
    const slug = JSON.parse(seen[0]!).product.slug as string;
    seen.push(JSON.stringify((await request(testApp.app).get(`/api/v1/product/get-product/${slug}`).expect(200)).body));
    for (const user of [alice, bob]) {
      seen.push(JSON.stringify((await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200)).body));
    }
    await setEndtime(testApp, productId, new Date(Date.now() - 10_000));
    await closeDueAuctions({ db: testApp.database.db, liveBus: testApp.liveBus });
    await stream.waitForEvents('closed', 1);
    seen.push(JSON.stringify(stream.blocks));
    for (const user of [alice, bob]) {
      seen.push(JSON.stringify((await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200)).body));
    }
    stream.close();
    expect(JSON.parse(seen[2]!).product).toMatchObject({ price: 5050, winner: alice.user.email });
    // The scan saw real notices: Alice won, and Bob, answered at once by her automatic bids, lost.
    expect(JSON.parse(seen.at(-2)!).notifications.map((notice: { kind: string }) => notice.kind)).toEqual(['won']);
    expect(JSON.parse(seen.at(-1)!).notifications.map((notice: { kind: string }) => notice.kind)).toEqual(['lost']);
    for (const text of seen) for (const secret of SECRET) expect(text).not.toContain(secret);
  });

  it('When the leader raises their maximum and the price stays, then the public product reads as before, ETag included', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const slug = (await placeBid(testApp, alice, productId, 1000, { maxBid: 2000 }).expect(200)).body.product.slug as string;
    await placeBid(testApp, bob, productId, 1500).expect(200);
    const read = () => request(testApp.app).get(`/api/v1/product/get-product/${slug}`).expect(200);
    const before = await read();
    const raise = await placeBid(testApp, alice, productId, 1, { maxBid: 9000 }).expect(200);
    expect(raise.body.message).toContain('the price stays as low as the other bids allow');
    const after = await read();
    const publicPart = ({ serverTime: _serverTime, ...product }: Record<string, unknown>) => product;
    expect(publicPart(after.body.product)).toEqual(publicPart(before.body.product));
    expect(after.headers.etag).toBe(before.headers.etag);
  });
});
