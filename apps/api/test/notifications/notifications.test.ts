import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsResponseSchema } from '@bidhub/contracts';
import { createAuction, placeBid, setEndtime, signUpBidders, signUpTwoBidders } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

let testApp: ListeningTestApp;
beforeAll(async () => {
  testApp = await createListeningTestApp();
});
afterAll(() => testApp.close());

async function notificationsOf(user: SignedInUser) {
  const response = await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200);
  return notificationsResponseSchema.parse(response.body);
}

const markRead = (user: SignedInUser, body?: object) => {
  const call = request(testApp.app).post('/api/v1/notifications/read').set('Authorization', user.token);
  return body === undefined ? call : call.send(body);
};

describe('Outbid notifications', () => {
  it('When another bidder takes the lead, then the previous leader is notified and nobody else', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);

    const forAlice = await notificationsOf(alice);
    expect(forAlice.unread).toBe(1);
    expect(forAlice.notifications).toEqual([
      {
        _id: expect.any(String),
        kind: 'outbid',
        product: { _id: productId, name: expect.stringMatching(/^Lot /), slug: expect.stringMatching(/^lot-/), removed: false },
        message: expect.stringMatching(/^You've been outbid on Lot /),
        createdAt: expect.any(String),
        read: false,
      },
    ]);
    expect((await notificationsOf(bob)).notifications).toEqual([]);
  });

  it('When an automatic bid answers, then the outbid caller is not notified (the reply told them), but a leader overtaken by a maximum is', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, bob, productId, 1000).expect(200);
    await placeBid(testApp, alice, productId, 1100, { maxBid: 3000 }).expect(200);
    expect((await notificationsOf(bob)).notifications.map((notice) => notice.kind)).toEqual(['outbid']);
    const reply = await placeBid(testApp, bob, productId, 1500).expect(200);
    expect(reply.body.outbid).toBe(true);
    expect((await notificationsOf(bob)).notifications).toHaveLength(1);
    expect((await notificationsOf(alice)).notifications).toEqual([]);
  });

  it('When a leader raises their own bid, then nobody is notified', async () => {
    const [alice] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, alice, productId, 2000).expect(200);
    expect((await notificationsOf(alice)).notifications).toEqual([]);
  });
});

describe('Reading notifications', () => {
  async function aliceOutbidTwice() {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    await placeBid(testApp, alice, productId, 1200).expect(200);
    await placeBid(testApp, bob, productId, 1300).expect(200);
    return { alice, bob };
  }

  it('When some ids are marked read, then only those turn read and the unread count follows', async () => {
    const { alice } = await aliceOutbidTwice();
    const before = await notificationsOf(alice);
    expect(before.unread).toBe(2);
    const [newest, older] = before.notifications;
    expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(older!.createdAt));
    const reply = await markRead(alice, { ids: [older!._id] }).expect(200);
    expect(reply.body).toEqual({ success: true, unread: 1 });
    const after = await notificationsOf(alice);
    expect(after.notifications.map((notice) => notice.read)).toEqual([false, true]);
  });

  it('When no ids are sent, then all are marked read', async () => {
    const { alice } = await aliceOutbidTwice();
    expect((await markRead(alice).expect(200)).body).toEqual({ success: true, unread: 0 });
    expect((await notificationsOf(alice)).notifications.every((notice) => notice.read)).toBe(true);
  });

  it('When the body is of a type the API does not read, then 415 and nothing is marked read; as text/plain it is read as JSON', async () => {
    const { alice } = await aliceOutbidTwice();
    const post = () => request(testApp.app).post('/api/v1/notifications/read').set('Authorization', alice.token);
    const refused = await post().set('Content-Type', 'application/octet-stream').send(Buffer.from('{"ids":[]}')).expect(415);
    expect(refused.body).toEqual({ success: false, message: expect.stringContaining('Content-Type must be application/json') });
    // A form, where no route reads one (only the photo and bid forms are).
    await post().set('Content-Type', 'multipart/form-data').send('garbage').expect(415);
    expect((await post().set('Content-Type', 'text/plain').send('{"ids":["not-an-id"]}').expect(400)).body.success).toBe(false);
    expect((await notificationsOf(alice)).unread).toBe(2);
  });

  it('When ids is an empty list, then that is none named too: all are marked read', async () => {
    const { alice } = await aliceOutbidTwice();
    expect((await markRead(alice, { ids: [] }).expect(200)).body).toEqual({ success: true, unread: 0 });
  });

  it("When someone names another user's notification, then it stays unread", async () => {
    const { alice, bob } = await aliceOutbidTwice();
    const [first] = (await notificationsOf(alice)).notifications;
    await markRead(bob, { ids: [first!._id] }).expect(200);
    expect((await notificationsOf(alice)).unread).toBe(2);
  });

  it('When the body names another field but no ids (a misspelt id), then 400 and nothing is marked read', async () => {
    const { alice } = await aliceOutbidTwice();
    const [first] = (await notificationsOf(alice)).notifications;
    const reply = await markRead(alice, { id: first!._id }).expect(400);
    expect(reply.body).toEqual({ success: false, message: 'Unknown field id: send { ids }, or no body to mark all read' });
    expect((await notificationsOf(alice)).unread).toBe(2);
  });

  it('When ids are not ids, then 400 and nothing changes', async () => {
    const { alice } = await aliceOutbidTwice();
    const reply = await markRead(alice, { ids: ['nope'] }).expect(400);
    expect(reply.body).toEqual({ success: false, message: 'ids: Id must be a valid id' });
    await markRead(alice, { ids: 'all' }).expect(400);
    expect((await notificationsOf(alice)).unread).toBe(2);
  });

  it('When nobody is signed in, then every notifications route is 401', async () => {
    await request(testApp.app).get('/api/v1/notifications').expect(401);
    await request(testApp.app).post('/api/v1/notifications/read').expect(401);
    await request(testApp.app).get('/api/v1/notifications/live').expect(401);
  });
});

describe('Older notifications, page by page', () => {
  it('When a bidder was outbid more often than one page lists, then ?before= the last one listed gives the rest, each once, and says when none is left', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    for (let round = 0; round < 55; round += 1) {
      await placeBid(testApp, alice, productId, 1000 + 200 * round).expect(200);
      await placeBid(testApp, bob, productId, 1100 + 200 * round).expect(200);
    }
    const first = await notificationsOf(alice);
    expect(first).toMatchObject({ unread: 55, hasOlder: true });
    expect(first.notifications).toHaveLength(50);

    const olderReply = await request(testApp.app).get(`/api/v1/notifications?before=${first.notifications.at(-1)!._id}`).set('Authorization', alice.token).expect(200);
    const older = notificationsResponseSchema.parse(olderReply.body);
    expect(older).toMatchObject({ unread: 55, hasOlder: false });
    const ids = [...first.notifications, ...older.notifications].map((notice) => notice._id);
    expect(new Set(ids).size).toBe(55);
    expect(Date.parse(older.notifications[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(first.notifications.at(-1)!.createdAt));

    const others = await notificationsOf(bob).then((page) => page.notifications[0]!._id);
    for (const before of [others, 'not-an-id']) {
      const refused = await request(testApp.app).get(`/api/v1/notifications?before=${before}`).set('Authorization', alice.token).expect(400);
      expect(refused.body).toEqual({ success: false, message: 'before must be the _id of one of your notifications' });
    }
  });
});

describe('Removal notifications', () => {
  const deleteProduct = (admin: SignedInUser, productId: string) =>
    request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`).set('Authorization', admin.token).expect(200);

  it('When an admin deletes an auction with bids, then each bidder is told once, live too, and their earlier notices stay', async () => {
    const [alice, bob, carol] = (await signUpBidders(testApp, 3)) as [SignedInUser, SignedInUser, SignedInUser];
    const { productId, seller } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    await placeBid(testApp, alice, productId, 1200).expect(200);
    const name = (await notificationsOf(alice)).notifications[0]!.product.name;
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: bob.token });

    await deleteProduct(seller, productId);

    const removed = {
      _id: expect.any(String),
      kind: 'removed',
      product: { _id: productId, name, slug: expect.stringMatching(/^lot-/), removed: true },
      message: `${name} was removed by BidHub: your bids on it no longer count`,
      createdAt: expect.any(String),
      read: false,
    };
    const forAlice = await notificationsOf(alice);
    expect(forAlice.notifications).toEqual([removed, expect.objectContaining({ kind: 'outbid', product: removed.product })]);
    expect(forAlice.unread).toBe(2);
    expect((await notificationsOf(bob)).notifications.map((notice) => notice.kind)).toEqual(['removed', 'outbid']);
    expect((await notificationsOf(carol)).notifications).toEqual([]);
    expect((await notificationsOf(seller)).notifications).toEqual([]);
    await stream.waitForEvents('notification', 1);
    expect(JSON.parse(stream.blocks.find((block) => block.event === 'notification')!.data!)).toEqual(removed);
    stream.close();
  });

  it('When an admin deletes an auction that has ended in a sale, then the buyer is told the sale is cancelled, the other bidders as usual', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId, seller } = await createAuction(testApp, { price: 1000, reservePrice: 1100 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    // Ended, not yet settled by the closer: it is sold all the same.
    await setEndtime(testApp, productId, new Date(Date.now() - 1000));

    await deleteProduct(seller, productId);

    const [toBob] = (await notificationsOf(bob)).notifications;
    expect(toBob).toMatchObject({ kind: 'removed', message: expect.stringMatching(/ was removed by BidHub after you won it: the sale is cancelled$/) });
    const [toAlice] = (await notificationsOf(alice)).notifications;
    expect(toAlice).toMatchObject({ kind: 'removed', message: expect.stringMatching(/ was removed by BidHub: your bids on it no longer count$/) });
  });

  it('When an admin deletes an ended auction whose reserve was not met, then its top bidder is not told of a sale', async () => {
    const [alice] = await signUpTwoBidders(testApp);
    const { productId, seller } = await createAuction(testApp, { price: 1000, reservePrice: 5000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await setEndtime(testApp, productId, new Date(Date.now() - 1000));

    await deleteProduct(seller, productId);

    const [toAlice] = (await notificationsOf(alice)).notifications;
    expect(toAlice).toMatchObject({ kind: 'removed', message: expect.stringMatching(/ was removed by BidHub: your bids on it no longer count$/) });
  });

  it('When an admin deletes an auction someone watched without bidding, then the watcher is told it left their watchlist; a watcher who bid gets one notice, the bidder\'s', async () => {
    const [alice, walter] = await signUpTwoBidders(testApp);
    const { productId, seller } = await createAuction(testApp, { price: 1000 });
    for (const user of [alice, walter]) await request(testApp.app).put(`/api/v1/wishlist/${productId}`).set('Authorization', user.token).expect(200);
    await placeBid(testApp, alice, productId, 1000).expect(200);

    await deleteProduct(seller, productId);

    const [toWalter, ...more] = (await notificationsOf(walter)).notifications;
    expect(more).toEqual([]);
    expect(toWalter).toMatchObject({ kind: 'removed', product: { _id: productId, removed: true }, message: expect.stringMatching(/^Lot .+, which you were watching, was removed by BidHub$/) });
    expect((await notificationsOf(alice)).notifications.filter((notice) => notice.kind === 'removed').map((notice) => notice.message)).toEqual([
      expect.stringMatching(/ was removed by BidHub: your bids on it no longer count$/),
    ]);
  });

  it('When an admin deletes an auction nobody bid on, then nobody is told', async () => {
    const [alice] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId, seller } = await createAuction(testApp, { price: 1000 });

    await deleteProduct(seller, productId);

    expect((await notificationsOf(alice)).notifications).toEqual([]);
    expect((await notificationsOf(seller)).notifications).toEqual([]);
  });
});

describe('Live notifications', () => {
  it('When a watcher of their own notifications is outbid, then the notice arrives on the stream', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: alice.token });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    await stream.waitForEvents('notification', 1);
    const [event] = stream.blocks.filter((block) => block.event === 'notification');
    const listed = (await notificationsOf(alice)).notifications[0];
    expect(JSON.parse(event!.data!)).toEqual(listed);
    expect(event!.id).toBe(listed!._id);
    stream.close();
  });

  it('When the web asks for the heartbeat as an event by header, then its notices stream sends a ping event every 15 seconds', async () => {
    const [alice] = await signUpTwoBidders(testApp);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // Asked by header: a fetch-streaming client keeps the stream's address as it is.
      const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: alice.token, 'X-Heartbeat': 'event' });
      vi.advanceTimersByTime(15_000);
      await stream.waitForEvents('ping', 1);
      stream.close();
    } finally {
      vi.useRealTimers();
    }
    const refused = await request(testApp.app).get('/api/v1/notifications/live').set('Authorization', alice.token).set('X-Heartbeat', '1').expect(400);
    expect(refused.body).toEqual({ success: false, message: "heartbeat must be 'event'" });
  });

  it('When the password is changed elsewhere while a stream is open, then the stream ends instead of delivering the next notice to the old session', async () => {
    const [alice, bob] = await signUpTwoBidders(testApp);
    const { productId } = await createAuction(testApp, { price: 1000 });
    // Another session of Alice's, which may share the second of her first one; the one that changes
    // the password stays signed in.
    const login = await request(testApp.app).post('/api/v1/auth/login').send({ email: alice.user.email, password: alice.password }).expect(200);
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: login.body.token as string });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    const changed = await request(testApp.app).put('/api/v1/auth/profile').set('Authorization', alice.token).send({ password: 'a-changed-password' }).expect(200);

    await placeBid(testApp, bob, productId, 1100).expect(200);

    await stream.text();
    expect(stream.blocks.filter((block) => block.event === 'notification')).toEqual([]);
    // The notice is kept for the account: the new session lists it.
    const fresh = { ...alice, token: changed.headers['x-session-token'] as string };
    expect((await notificationsOf(fresh)).notifications.map((notice) => notice.kind)).toEqual(['outbid']);
  });

  it('When the password is changed on another device or reset, then the other sessions\' streams end at once, without waiting for a notice, and the changing one\'s stays', async () => {
    const [alice] = await signUpTwoBidders(testApp);
    // Sessions are told apart by the second they were issued in.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 10));
    const other = await request(testApp.app).post('/api/v1/auth/login').send({ email: alice.user.email, password: alice.password }).expect(200);
    const otherStream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: other.body.token as string });
    const changingStream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: alice.token });

    await request(testApp.app).put('/api/v1/auth/profile').set('Authorization', alice.token).send({ password: 'a-changed-password' }).expect(200);
    await otherStream.text();
    const endedSoon = await Promise.race([changingStream.text().then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 300))]);
    expect(endedSoon).toBe(false);

    await request(testApp.app).post('/api/v1/auth/forgot-password').send({ email: alice.user.email, answer: 'Blue', newPassword: 'reset-again' }).expect(200);
    await changingStream.text();
  });
});
