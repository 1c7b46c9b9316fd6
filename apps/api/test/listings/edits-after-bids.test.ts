import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@bidhub/contracts';
import { buyNow, placeBid } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, signUpAdmin, type SignedInUser, type TestApp } from '../support/test-app.js';
import { createCategory, createProduct, productFields, sendForm, type ProductFields } from '../products/catalog-fixtures.js';
import { noisyPng } from '../photos/photo-fixtures.js';

let testApp: TestApp;
let admin: SignedInUser;
let bidder: SignedInUser;
let lenses: Category;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpAdmin(testApp);
  bidder = await signUp(testApp.app);
  lenses = await createCategory(testApp, admin, 'Lenses');
});
afterAll(() => testApp.close());

const update = (id: string, fields: Partial<ProductFields>) =>
  sendForm(request(testApp.app).put(`/api/v1/product/update-product/${id}`).set('Authorization', admin.token), productFields(lenses._id, fields));
const adminRead = async (id: string) =>
  (await request(testApp.app).get(`/api/v1/product/admin-product/${id}`).set('Authorization', admin.token).expect(200)).body.product;
/** The product as stored: its read without the moment it was read. */
const storedState = async (id: string) => ({ ...(await adminRead(id)), serverTime: undefined });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function lotWithBid(name: string, fields: Partial<ProductFields> = {}) {
  const product = await createProduct(testApp, admin, productFields(lenses._id, { name, price: '1000', ...fields }));
  await placeBid(testApp, bidder, product._id, 1000).expect(200);
  return product._id;
}

describe('PUT /product/update-product/{id} once the auction has bids', () => {
  it('When the reserve is raised or added, then 409 and the reserve stays; resending it unchanged is fine', async () => {
    const id = await lotWithBid('Reserved Lens', { reservePrice: '4000' });
    const raised = await update(id, { name: 'Reserved Lens', price: '1000', reservePrice: '10000' }).expect(409);
    expect(raised.body).toEqual({ success: false, message: 'Reserve price cannot be changed once the product has bids' });
    expect(await adminRead(id)).toMatchObject({ reservePrice: 4000 });
    await update(id, { name: 'Reserved Lens', price: '1000', reservePrice: '4000.00', description: 'Resent as it was' }).expect(200);
    const added = await lotWithBid('Unreserved Lens');
    await update(added, { name: 'Unreserved Lens', price: '1000', reservePrice: '5000' }).expect(409);
    expect(await adminRead(added)).toMatchObject({ reservePrice: null, hasReserve: false });
  });

  it('When a Buy It Now price is set or changed, then 409 and none is offered; resending the stored one or none is fine', async () => {
    const id = await lotWithBid('Buyable Lens', { buyNowPrice: '6000' });
    const changed = await update(id, { name: 'Buyable Lens', price: '1000', buyNowPrice: '7000' }).expect(409);
    expect(changed.body).toEqual({ success: false, message: 'Buy It Now cannot be offered once the product has bids' });
    expect(await adminRead(id)).toMatchObject({ buyNowPrice: null });
    await update(id, { name: 'Buyable Lens', price: '1000', buyNowPrice: '6000.00', description: 'Resent as it was' }).expect(200);
    await update(id, { name: 'Buyable Lens', price: '1000', buyNowPrice: '' }).expect(200);
    const added = await lotWithBid('Plain Lens');
    await update(added, { name: 'Plain Lens', price: '1000', buyNowPrice: '5000' }).expect(409);
    expect(await adminRead(added)).toMatchObject({ buyNowPrice: null });
  });

  it('When an ended auction with bids is given a future end, then 409 and it stays ended', async () => {
    const id = await lotWithBid('Ended Lens');
    await update(id, { name: 'Ended Lens', price: '1000', endtime: inSeconds(-60) }).expect(200);
    const reopened = await update(id, { name: 'Ended Lens', price: '1000', endtime: inSeconds(3600) }).expect(409);
    expect(reopened.body).toEqual({ success: false, message: 'An auction that has ended with bids cannot be reopened' });
    expect(await adminRead(id)).toMatchObject({ status: 'closed', winner: bidder.user.email });
  });

  it('When a lot sold with Buy It Now is given a future end, then 409', async () => {
    const product = await createProduct(testApp, admin, productFields(lenses._id, { name: 'Bought Lens', price: '1000', buyNowPrice: '3000' }));
    await buyNow(testApp, bidder, product._id).expect(200);
    await update(product._id, { name: 'Bought Lens', price: '3000', endtime: inSeconds(3600) }).expect(409);
  });

  it('When an ended auction without bids is given a future end, then it is open again', async () => {
    const product = await createProduct(testApp, admin, productFields(lenses._id, { name: 'Unsold Lens', price: '1000' }));
    await update(product._id, { name: 'Unsold Lens', price: '1000', endtime: inSeconds(-60) }).expect(200);
    const reopened = await update(product._id, { name: 'Unsold Lens', price: '1000', endtime: inSeconds(3600) }).expect(200);
    expect(reopened.body.product).toMatchObject({ status: 'open' });
  });

  it('When an open auction with bids is extended or closed early, then the new end is kept', async () => {
    const id = await lotWithBid('Open Lens');
    const later = inSeconds(7200);
    await update(id, { name: 'Open Lens', price: '1000', endtime: later }).expect(200);
    expect(await adminRead(id)).toMatchObject({ endtime: later, status: 'open' });
    await update(id, { name: 'Open Lens', price: '1000', endtime: inSeconds(-1) }).expect(200);
    expect(await adminRead(id)).toMatchObject({ status: 'closed' });
  });

  it("When an end is sent back cut to the minute or second the form showed, then it is the end unchanged, to the millisecond; the next minute moves it", async () => {
    const id = await lotWithBid('Rounded Lens');
    const end = (await adminRead(id)).endtime as string;
    const toUnit = (iso: string, unit: number, round = Math.floor) => new Date(round(Date.parse(iso) / unit) * unit).toISOString();
    await update(id, { name: 'Rounded Lens', price: '1000', endtime: toUnit(end, 60_000), description: 'Described anew' }).expect(200);
    expect(await adminRead(id)).toMatchObject({ endtime: end, status: 'open' });
    const nextMinute = toUnit(end, 60_000, Math.ceil);
    await update(id, { name: 'Rounded Lens', price: '1000', endtime: nextMinute, description: 'Described anew' }).expect(200);
    expect(await adminRead(id)).toMatchObject({ endtime: nextMinute });

    await update(id, { name: 'Rounded Lens', price: '1000', endtime: inSeconds(-60) }).expect(200);
    const ended = await adminRead(id);
    for (const unit of [60_000, 1000]) {
      await update(id, { name: 'Rounded Lens', price: '1000', endtime: toUnit(ended.endtime, unit) }).expect(200);
    }
    expect(await adminRead(id)).toMatchObject({ endtime: ended.endtime, status: 'closed' });
  });

  it('When a form read before late bids extended the end sends that end back with a fixed typo, then the end stays as the bids made it; so does an end one of those bids set', async () => {
    const product = await createProduct(testApp, admin, productFields(lenses._id, { name: 'Late Lens', price: '1000', endtime: inSeconds(60) }));
    const opened = await adminRead(product._id);
    // The default extension is 120 s: each bid in the last 60 s moves the end to its time plus 120 s.
    await placeBid(testApp, bidder, product._id, 1000).expect(200);
    const afterFirst = await adminRead(product._id);
    await placeBid(testApp, await signUp(testApp.app), product._id, 1100).expect(200);
    const extended = await adminRead(product._id);
    expect(Date.parse(afterFirst.endtime)).toBeGreaterThan(Date.parse(opened.endtime));
    expect(Date.parse(extended.endtime)).toBeGreaterThan(Date.parse(afterFirst.endtime));

    const sentBack = (endtime: string, description: string) => update(product._id, { name: 'Late Lens', price: '1100', endtime, description }).expect(200);
    const toMinute = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();
    for (const stale of [opened.endtime, toMinute(opened.endtime), afterFirst.endtime]) {
      await sentBack(stale, `Typo fixed from a form ending ${stale}`);
      expect(await adminRead(product._id)).toMatchObject({ endtime: extended.endtime, description: `Typo fixed from a form ending ${stale}`, status: 'open' });
    }

    // An end of the admin's own choosing still moves it; the one they set before is then no longer theirs.
    const later = inSeconds(7200);
    await sentBack(later, 'Extended by the admin');
    expect(await adminRead(product._id)).toMatchObject({ endtime: later });
    await sentBack(opened.endtime, 'Shortened by the admin');
    expect(await adminRead(product._id)).toMatchObject({ endtime: opened.endtime, status: 'open' });
  });

  it('When an open auction is closed early to a time before its last bid, then it ends with that bid; once ended, its end cannot be moved back', async () => {
    const id = await lotWithBid('Backdated Lens');
    const ledger = (await request(testApp.app).get(`/api/v1/product/${id}/bids`).expect(200)).body;
    const lastBidAt = ledger.bids.at(-1).createdAt as string;
    const closed = await update(id, { name: 'Backdated Lens', price: '1000', endtime: inSeconds(-3600) }).expect(200);
    expect(closed.body.product).toMatchObject({ endtime: lastBidAt, status: 'closed', winner: bidder.user.email });
    const movedBack = await update(id, { name: 'Backdated Lens', price: '1000', endtime: '2020-01-01T00:00:00.000Z' }).expect(409);
    expect(movedBack.body).toEqual({ success: false, message: 'The end of an auction that has ended with bids cannot be moved' });
    expect(await adminRead(id)).toMatchObject({ endtime: lastBidAt });
    await update(id, { name: 'Backdated Lens', price: '1000', endtime: lastBidAt }).expect(200);
  });

  it('When a lot that ended with bids is renamed, described anew, moved to another category or given a new photo, then 409 and it stays as its bidders bid on it', async () => {
    const id = await lotWithBid('Sold Lens', { description: 'A sharp 50 mm lens' });
    const { endtime } = (await update(id, { name: 'Sold Lens', description: 'A sharp 50 mm lens', price: '1000', endtime: inSeconds(-1) }).expect(200)).body.product as { endtime: string };
    const sold = await storedState(id);
    const mirrors = await createCategory(testApp, admin, 'Mirrors');
    const message = 'An auction that has ended with bids keeps the name, description, category and photo its bidders bid on';
    for (const changed of [{ name: 'Sold Lens (damaged)' }, { description: 'Scratched' }, { category: mirrors._id }]) {
      const reply = await update(id, { name: 'Sold Lens', description: 'A sharp 50 mm lens', price: '1000', endtime, ...changed }).expect(409);
      expect(reply.body, JSON.stringify(changed)).toEqual({ success: false, message });
    }
    const photo = sendForm(request(testApp.app).put(`/api/v1/product/update-product/${id}`).set('Authorization', admin.token), productFields(lenses._id, { name: 'Sold Lens', description: 'A sharp 50 mm lens', price: '1000', endtime }));
    expect((await photo.attach('photo', await noisyPng(16, 16), { filename: 'new.png', contentType: 'image/png' }).expect(409)).body).toEqual({ success: false, message });
    expect(await storedState(id)).toEqual(sold);
    // The admin form resends everything it holds: unchanged, it goes through.
    await update(id, { name: 'Sold Lens', description: 'A sharp 50 mm lens', price: '1000', endtime }).expect(200);
  });

  it('When an open auction with bids is renamed, then that is still allowed', async () => {
    const id = await lotWithBid('Live Lens');
    await update(id, { name: 'Live Lens II', price: '1000' }).expect(200);
    expect(await adminRead(id)).toMatchObject({ name: 'Live Lens II' });
  });
});

describe('Bidders are told when an admin moves the end of an open auction', () => {
  const noticesOf = async (user: SignedInUser) =>
    (await request(testApp.app).get('/api/v1/notifications').set('Authorization', user.token).expect(200)).body.notifications as { kind: string; message: string; product: { _id: string } }[];
  const movedEndNotices = async (user: SignedInUser, productId: string) =>
    (await noticesOf(user)).filter((notice) => notice.kind === 'rescheduled' && notice.product._id === productId).map((notice) => notice.message);

  it('When the end moves earlier, and later again, then each bidder is told each time, and the admin is not', async () => {
    const end = inSeconds(3 * 86_400);
    const id = await lotWithBid('Rescheduled Lens', { endtime: end });
    const other = await signUp(testApp.app);
    await placeBid(testApp, other, id, 1100).expect(200);
    await update(id, { name: 'Rescheduled Lens', price: '1100', endtime: inSeconds(2 * 3600) }).expect(200);
    await update(id, { name: 'Rescheduled Lens', price: '1100', endtime: end }).expect(200);
    const told = ['Rescheduled Lens now ends later: BidHub moved its end', 'Rescheduled Lens now ends sooner: BidHub moved its end earlier'];
    expect(await movedEndNotices(bidder, id)).toEqual(told);
    expect(await movedEndNotices(other, id)).toEqual(told);
    expect(await movedEndNotices(admin, id)).toEqual([]);
  });

  it('When an edit resends the end unchanged, moves it into the last hour or closes the auction now, then nobody is told of a moved end', async () => {
    const end = inSeconds(3 * 86_400);
    const id = await lotWithBid('Steady Lens', { endtime: end });
    await update(id, { name: 'Steady Lens', price: '1000', endtime: end, description: 'Only the words changed' }).expect(200);
    // Within the hour the ending-soon reminder tells whoever must act; the closing tells everyone.
    await update(id, { name: 'Steady Lens', price: '1000', endtime: inSeconds(30 * 60) }).expect(200);
    await update(id, { name: 'Steady Lens', price: '1000', endtime: new Date(Date.now() - 1000).toISOString() }).expect(200);
    expect(await movedEndNotices(bidder, id)).toEqual([]);
  });

  it('When nobody has bid yet, then moving the end tells nobody', async () => {
    const product = await createProduct(testApp, admin, productFields(lenses._id, { name: 'Quiet Lens', price: '1000' }));
    await update(product._id, { name: 'Quiet Lens', price: '1000', endtime: inSeconds(7200) }).expect(200);
    expect(await movedEndNotices(bidder, product._id)).toEqual([]);
  });
});
