import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { ENDING_SOON_REMINDER_MINUTES as REMINDER_MINUTES, notificationsResponseSchema } from '@bidhub/contracts';
import { remindEndingAuctions, startAuctionCloser } from '../../src/modules/auction-closing/index.js';
import { createAuction, placeBid, setEndtime, signUpBidders } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, type ListeningTestApp, type SignedInUser } from '../support/test-app.js';

let testApp: ListeningTestApp;
beforeAll(async () => {
  testApp = await createListeningTestApp();
});
afterAll(() => testApp.close());

const remind = () => remindEndingAuctions({ db: testApp.database.db, liveBus: testApp.liveBus });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function noticesAbout(user: SignedInUser, productId: string) {
  const response = await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200);
  return notificationsResponseSchema.parse(response.body).notifications.filter((notice) => notice.product._id === productId);
}

/** What the admin's product form sends when only the end moves (price 1100: the current bid). */
async function moveEndAsAdmin(admin: SignedInUser, productId: string, endtime: Date) {
  const { product } = (await request(testApp.app).get(`/api/v1/product/admin-product/${productId}`).set('Authorization', admin.token).expect(200)).body;
  const fields = { name: product.name, description: product.description, price: String(product.price), endtime: endtime.toISOString(), category: product.category._id };
  const call = request(testApp.app).put(`/api/v1/product/update-product/${productId}`).set('Authorization', admin.token);
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  await call.expect(200);
}

/** An auction the admin lists through the product form, in the category of an existing one. */
async function listAsAdmin(admin: SignedInUser, categoryOf: string, endtime: Date): Promise<string> {
  const { product } = (await request(testApp.app).get(`/api/v1/product/admin-product/${categoryOf}`).set('Authorization', admin.token).expect(200)).body;
  const fields = { name: `Short ${product.name}`, description: 'Listed to end within the hour', price: '1000', endtime: endtime.toISOString(), category: product.category._id };
  const call = request(testApp.app).post('/api/v1/product/create-product').set('Authorization', admin.token);
  for (const [name, value] of Object.entries(fields)) call.field(name, value);
  return (await call.expect(201)).body.product._id;
}

const endingSoonCount = async (user: SignedInUser, productId: string) =>
  (await noticesAbout(user, productId)).filter((notice) => notice.kind === 'ending-soon').length;

const watch = (user: SignedInUser, productId: string) => request(testApp.app).put(`/api/v1/wishlist/${productId}`).set('Authorization', user.token).expect(200);

/** Alice bid and was outbid by Bob; Wendy only watches it; Bob watches it too. */
async function followedAuction(endsInMinutes: number) {
  const [alice, bob, wendy] = (await signUpBidders(testApp, 3)) as [SignedInUser, SignedInUser, SignedInUser];
  const auction = await createAuction(testApp, { price: 1000 });
  await placeBid(testApp, alice, auction.productId, 1000).expect(200);
  await placeBid(testApp, bob, auction.productId, 1100).expect(200);
  await watch(wendy, auction.productId);
  await watch(bob, auction.productId);
  await setEndtime(testApp, auction.productId, inMinutes(endsInMinutes));
  return { ...auction, alice, bob, wendy };
}

describe('Reminders of auctions ending soon', () => {
  it('When an auction enters its last hour, then its outbid bidder and its watcher are told, live too; its leader and seller are not', async () => {
    const { productId, seller, alice, bob, wendy } = await followedAuction(REMINDER_MINUTES - 5);
    const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/notifications/live`, { Authorization: wendy.token });

    await remind();

    const name = (await noticesAbout(alice, productId))[0]!.product.name;
    expect((await noticesAbout(alice, productId)).filter((notice) => notice.kind === 'ending-soon')).toEqual([
      expect.objectContaining({ message: `${name} ends within the hour and you are not the highest bidder (now Rs. 1100)`, read: false }),
    ]);
    expect(await noticesAbout(wendy, productId)).toEqual([expect.objectContaining({ kind: 'ending-soon', message: `${name}, on your watchlist, ends within the hour (now Rs. 1100)` })]);
    expect((await noticesAbout(bob, productId)).map((notice) => notice.kind)).toEqual([]);
    expect((await noticesAbout(seller, productId)).map((notice) => notice.kind)).toEqual([]);
    await stream.waitForEvents('notification', 1);
    expect(JSON.parse(stream.blocks.find((block) => block.event === 'notification')!.data!)).toMatchObject({ kind: 'ending-soon', product: { _id: productId } });
    stream.close();
  });

  it('When the reminders run again, then nobody is told twice', async () => {
    const { productId, alice, wendy } = await followedAuction(REMINDER_MINUTES - 5);
    await remind();

    await remind();

    expect((await noticesAbout(alice, productId)).filter((notice) => notice.kind === 'ending-soon')).toHaveLength(1);
    expect(await noticesAbout(wendy, productId)).toHaveLength(1);
  });

  it('When an auction ends later than the hour, or has already ended, then nobody is reminded of it', async () => {
    const later = await followedAuction(REMINDER_MINUTES + 5);
    const ended = await followedAuction(-1);

    await remind();

    expect(await noticesAbout(later.wendy, later.productId)).toEqual([]);
    expect(await noticesAbout(ended.wendy, ended.productId)).toEqual([]);
  });

  it('When two processes remind at the same moment, then each person is still told once', async () => {
    const { productId, alice, wendy } = await followedAuction(REMINDER_MINUTES - 5);

    await Promise.all([remind(), remind(), remind()]);

    expect((await noticesAbout(alice, productId)).filter((notice) => notice.kind === 'ending-soon')).toHaveLength(1);
    expect(await noticesAbout(wendy, productId)).toHaveLength(1);
  });

  it("When an admin moves a reminded auction's end beyond the hour, then it is reminded of again when it enters its new last hour", async () => {
    const { productId, seller, alice, wendy } = await followedAuction(REMINDER_MINUTES - 5);
    await remind();

    await moveEndAsAdmin(seller, productId, inMinutes(3 * REMINDER_MINUTES));
    await remind();
    expect(await endingSoonCount(wendy, productId)).toBe(1);
    await setEndtime(testApp, productId, inMinutes(REMINDER_MINUTES - 5));
    await remind();

    expect(await endingSoonCount(alice, productId)).toBe(2);
    expect(await endingSoonCount(wendy, productId)).toBe(2);
  });

  it("When an admin moves a reminded auction's end but it still ends within the hour, then nobody is reminded twice", async () => {
    const { productId, seller, alice, wendy } = await followedAuction(REMINDER_MINUTES - 30);
    await remind();

    await moveEndAsAdmin(seller, productId, inMinutes(REMINDER_MINUTES - 5));
    await remind();

    expect(await endingSoonCount(alice, productId)).toBe(1);
    expect(await endingSoonCount(wendy, productId)).toBe(1);
  });

  it('When an auction is listed to end within the hour, then its bidders and watchers are not reminded: it never entered its last hour', async () => {
    const [alice, bob, wendy] = (await signUpBidders(testApp, 3)) as [SignedInUser, SignedInUser, SignedInUser];
    const { productId: other, seller } = await createAuction(testApp);
    const productId = await listAsAdmin(seller, other, inMinutes(REMINDER_MINUTES - 20));
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await placeBid(testApp, bob, productId, 1100).expect(200);
    await watch(wendy, productId);

    await remind();

    expect((await noticesAbout(alice, productId)).map((notice) => notice.kind)).toEqual(['outbid']);
    expect(await noticesAbout(wendy, productId)).toEqual([]);
  });

  it('When an admin moves the end of an auction listed within the hour beyond it, then it is reminded of when it enters its new last hour', async () => {
    const [wendy] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    const { productId: other, seller } = await createAuction(testApp);
    const productId = await listAsAdmin(seller, other, inMinutes(REMINDER_MINUTES - 20));
    await watch(wendy, productId);

    await moveEndAsAdmin(seller, productId, inMinutes(3 * REMINDER_MINUTES));
    await setEndtime(testApp, productId, inMinutes(REMINDER_MINUTES - 5));
    await remind();

    expect(await endingSoonCount(wendy, productId)).toBe(1);
  });

  it('When more auctions enter their last hour than one batch holds, then the closer reminds of the rest on its next tick, not fifteen ticks later', async () => {
    const [wendy] = (await signUpBidders(testApp, 1)) as [SignedInUser];
    for (let index = 0; index < 60; index += 1) {
      const { productId } = await createAuction(testApp, { price: 1000 });
      await watch(wendy, productId);
      await setEndtime(testApp, productId, inMinutes(REMINDER_MINUTES - 5));
    }
    const unread = async () => notificationsResponseSchema.parse((await request(testApp.app).get('/api/v1/notifications').set('Authorization', wendy.token).expect(200)).body).unread;

    // One tick a second: the first tick takes a batch of 50, the second the other 10.
    const closer = startAuctionCloser({ db: testApp.database.db, liveBus: testApp.liveBus, logger: pino({ level: 'silent' }) }, 1000);
    await expect.poll(unread, { timeout: 30_000, interval: 200 }).toBe(60);
    await closer.stop();
  });
});
