import { connect } from 'node:net';
import { liveBidEventSchema } from '@bidhub/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDueAuctions } from '../../src/modules/auction-closing/index.js';
import { appWithTwoBidders, createAuction, placeBid, setEndtime } from '../support/bidding-fixtures.js';
import { openLiveStream, type LiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

let testApp: ListeningTestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const streams: LiveStream[] = [];
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders(createListeningTestApp)));
afterAll(async () => {
  for (const stream of streams) stream.close();
  await testApp.close();
});

async function watch(productId: string, headers: Record<string, string> = {}, query = '') {
  const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/product/${productId}/live${query}`, headers);
  streams.push(stream);
  return stream;
}

describe('GET /api/v1/product/{id}/live', () => {
  it('When a watcher connects, then the stream opens at once with SSE headers and a reconnect delay', async () => {
    const { productId } = await createAuction(testApp);
    const stream = await watch(productId);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    stream.close();
  });

  it('When bids are accepted, then each arrives as a bid event with the ledger sequence as id and the new state', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const stream = await watch(productId);
    const first = await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 900).expect(409);
    const second = await placeBid(testApp, bob, productId, 1050).expect(200);
    await stream.waitForBids(2);

    expect(stream.blocks[0]).toMatchObject({ retry: '3000' });
    const bids = stream.bids();
    expect(bids.map((bid) => bid.id)).toEqual(['1', '2']);
    for (const [index, reply] of [first, second].entries()) {
      const { price, winner, endtime, bidCount, minNextBid } = reply.body.product;
      expect(liveBidEventSchema.parse(bids[index]!.data)).toEqual({
        productId,
        seq: index + 1,
        price,
        winner,
        endtime,
        bidCount,
        minNextBid,
        reserveMet: true,
        auto: false,
        kind: 'bid',
      });
    }
    stream.close();
  });

  it('When a watcher reconnects with Last-Event-ID, then it receives exactly what it missed and then the live bids', async () => {
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, alice, productId, 100).expect(200);
    await placeBid(testApp, bob, productId, 110).expect(200);
    await placeBid(testApp, alice, productId, 120).expect(200);

    const stream = await watch(productId, { 'Last-Event-ID': '1' });
    await stream.waitForBids(2);
    await placeBid(testApp, bob, productId, 130).expect(200);
    await stream.waitForBids(3);

    expect(stream.bids().map((bid) => [bid.id, bid.data.price, bid.data.winner, bid.data.minNextBid])).toEqual([
      ['2', 110, bob.user.email, 120],
      ['3', 120, alice.user.email, 130],
      ['4', 130, bob.user.email, 140],
    ]);
    stream.close();
  });

  it('When a client without the header passes ?lastEventId=0, then it receives the whole history first', async () => {
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, alice, productId, 100).expect(200);
    await placeBid(testApp, bob, productId, 110).expect(200);
    const stream = await watch(productId, {}, '?lastEventId=0');
    await stream.waitForBids(2);
    expect(stream.bids().map((bid) => bid.id)).toEqual(['1', '2']);
    stream.close();
  });

  it('When many bids race while a watcher is connected, then it receives every sequence once, in order', async () => {
    const { productId } = await createAuction(testApp, { price: 100 });
    const stream = await watch(productId);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, index) => placeBid(testApp, index % 2 === 0 ? alice : bob, productId, 100 + 10 * (index % 15))),
    );
    const accepted = replies.filter((reply) => reply.status === 200).length;
    await stream.waitForBids(accepted);
    expect(stream.bids().map((bid) => Number(bid.id))).toEqual(Array.from({ length: accepted }, (_, index) => index + 1));
    stream.close();
  });

  it('When a watcher stays connected for 15 seconds, then a ping comment keeps proxies from closing the stream', async () => {
    const { productId } = await createAuction(testApp);
    // Only intervals are faked, so the server's heartbeat fires on demand while I/O runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await watch(productId);
      vi.advanceTimersByTime(15_000);
      await stream.waitForComment('ping');
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('When a page asks for the heartbeat as an event, then every 15 seconds it gets a ping event it can see, beside the comment', async () => {
    const { productId } = await createAuction(testApp);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const plain = await watch(productId);
      const asked = await watch(productId, {}, '?heartbeat=event');
      vi.advanceTimersByTime(15_000);
      await Promise.all([plain.waitForComment('ping'), asked.waitForEvents('ping', 1)]);
      expect(asked.blocks.some((block) => block.comments.includes('ping'))).toBe(true);
      // Whoever did not ask keeps the spec's comment only: no event a client must know to ignore.
      expect(plain.blocks.filter((block) => block.event !== undefined)).toEqual([]);
      plain.close();
      asked.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('When the heartbeat asked for is not a known kind, then the stream is refused with 400 and says so', async () => {
    const { productId } = await createAuction(testApp);
    const reply = await request(testApp.app).get(`/api/v1/product/${productId}/live?heartbeat=sometimes`).expect(400);
    expect(reply.body).toEqual({ success: false, message: "heartbeat must be 'event'" });
  });

  it('When an admin deletes the auction, then its watchers get a removed event and the stream ends', async () => {
    const { productId, seller } = await createAuction(testApp);
    const stream = await watch(productId);
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await stream.waitForBids(1);

    await request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', seller.token).expect(200);

    await stream.waitForEvents('removed', 1);
    expect(stream.blocks.at(-1)).toMatchObject({ event: 'removed', data: JSON.stringify({ productId }) });
    // The server ends the stream: nothing is held open for a product that no longer exists.
    await expect(stream.text()).resolves.toContain('event: removed');
  });

  it('When an admin moves the end time, then its watchers get an updated event with the new end', async () => {
    const { productId, seller } = await createAuction(testApp);
    const stream = await watch(productId);
    const { product } = (await request(testApp.app).get(`/api/v1/product/admin-product/${productId}`).set('Authorization', seller.token).expect(200)).body;
    const endtime = new Date(Date.now() + 7_200_000).toISOString();
    const edit = { name: product.name, description: product.description, price: product.price, endtime, category: product.category._id };
    await request(testApp.app).put(`/api/v1/product/update-product/${productId}`).set('Authorization', seller.token).send(edit).expect(200);

    await stream.waitForEvents('updated', 1);
    expect(stream.blocks.at(-1)).toMatchObject({ event: 'updated', data: JSON.stringify({ productId, endtime, slug: product.slug }) });
    stream.close();
  });

  it('When an admin renames the auction, then its watchers learn its new slug, and its id and its old slug still open it', async () => {
    const { productId, seller } = await createAuction(testApp);
    const stream = await watch(productId);
    const { product } = (await request(testApp.app).get(`/api/v1/product/admin-product/${productId}`).set('Authorization', seller.token).expect(200)).body;
    const edit = { name: `${product.name} Renamed`, description: product.description, price: product.price, endtime: product.endtime, category: product.category._id };
    await request(testApp.app).put(`/api/v1/product/update-product/${productId}`).set('Authorization', seller.token).send(edit).expect(200);

    await stream.waitForEvents('updated', 1);
    const { slug } = JSON.parse(stream.blocks.at(-1)!.data!) as { slug: string };
    expect(slug).not.toBe(product.slug);
    expect((await request(testApp.app).get(`/api/v1/product/get-product/${slug}`).expect(200)).body.product).toMatchObject({ _id: productId, name: edit.name });
    expect((await request(testApp.app).get(`/api/v1/product/get-product/${product.slug}`).expect(200)).body.product).toMatchObject({ _id: productId, slug });
    expect((await request(testApp.app).get(`/api/v1/product/get-product/${productId}`).expect(200)).body.product).toMatchObject({ _id: productId, slug });
    stream.close();
  });

  it('When a watcher connects after the close, then it gets what it missed and then the closed event', async () => {
    const { productId } = await createAuction(testApp, { price: 100 });
    await placeBid(testApp, alice, productId, 100).expect(200);
    await placeBid(testApp, bob, productId, 110).expect(200);
    await setEndtime(testApp, productId, new Date(Date.now() - 10_000));
    await closeDueAuctions({ db: testApp.database.db, liveBus: testApp.liveBus });

    const resumed = await watch(productId, { 'Last-Event-ID': '1' });
    await resumed.waitForEvents('closed', 1);
    expect(resumed.blocks.filter((block) => block.event !== undefined).map((block) => [block.event, block.id])).toEqual([
      ['bid', '2'],
      ['closed', undefined],
    ]);
    expect(JSON.parse(resumed.blocks.at(-1)!.data!)).toMatchObject({ productId, winner: bob.user.email, price: 110, bidCount: 2 });
    const fresh = await watch(productId);
    await fresh.waitForEvents('closed', 1);
    expect(fresh.bids()).toEqual([]);
    resumed.close();
    fresh.close();
  });

  it('When the product is unknown, then 404 JSON before any stream; a malformed Last-Event-ID is 400', async () => {
    const unknown = await watch('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(await unknown.text())).toEqual({ success: false, message: 'Product not found' });
    const { productId } = await createAuction(testApp);
    const malformed = await watch(productId, { 'Last-Event-ID': 'yesterday' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(await malformed.text()).message).toMatch(/Last-Event-ID must be a whole number/);
  });
  it('When an HTTP/1.0 client watches, then its bids arrive unframed, the connection delimiting the body', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const { hostname, port } = new URL(testApp.baseUrl);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(`GET /api/v1/product/${productId}/live HTTP/1.0\r\nHost: ${hostname}\r\n\r\n`);
    try {
      await vi.waitFor(() => expect(received).toContain('retry: 3000'), { timeout: 10_000 });
      await placeBid(testApp, alice, productId, 1000).expect(200);
      await vi.waitFor(() => expect(received).toContain('event: bid'), { timeout: 10_000 });
      const body = received.slice(received.indexOf('\r\n\r\n') + 4);
      // No chunk sizes between the events: HTTP/1.0 has no chunked encoding.
      expect(body).toMatch(/^retry: 3000\n\nid: 1\nevent: bid\ndata: \{[^\n]*\}\n\n$/);
    } finally {
      socket.destroy();
    }
  });
});
