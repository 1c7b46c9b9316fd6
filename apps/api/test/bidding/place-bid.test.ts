import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithTwoBidders, createAuction, placeBid, setEndtime } from '../support/bidding-fixtures.js';
import { signUp, TEST_JWT_SECRET, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => ({ testApp, alice, bob } = await appWithTwoBidders()));
afterAll(() => testApp.close());

const ledgerOf = (productId: string) => request(testApp.app).get(`/api/v1/product/${productId}/bids`).expect(200);

describe('PUT /api/v1/product/bid-product/{id}: accepted bids', () => {
  it('When the first bid equals the starting price, then it is accepted and the reply carries the new state', async () => {
    const { productId } = await createAuction(testApp, { price: 1500 });
    const reply = await placeBid(testApp, alice, productId, 1500).expect(200);
    expect(reply.body).toMatchObject({
      success: true,
      message: 'Bid placed successfully',
      product: { _id: productId, price: 1500, winner: alice.user.email, bidCount: 1, minNextBid: 1550, status: 'open' },
    });
    expect(Date.parse(reply.body.product.serverTime)).not.toBeNaN();
  });

  it('When a later bid meets price + increment, then it wins; a bid a paisa short is 409 naming the minimum', async () => {
    const { productId } = await createAuction(testApp, { price: 1500 });
    await placeBid(testApp, alice, productId, 1500).expect(200);
    const short = await placeBid(testApp, bob, productId, 1549.99).expect(409);
    expect(short.body).toEqual({ success: false, message: 'Bid must be at least Rs. 1550' });
    const accepted = await placeBid(testApp, bob, productId, '1550').expect(200);
    expect(accepted.body.product).toMatchObject({ price: 1550, winner: bob.user.email, bidCount: 2, minNextBid: 1600 });
  });

  it('When the high bidder raises their own bid, then it is accepted', async () => {
    const { productId } = await createAuction(testApp, { price: 90 });
    await placeBid(testApp, alice, productId, 90).expect(200);
    const raised = await placeBid(testApp, alice, productId, 91).expect(200);
    expect(raised.body.product).toMatchObject({ price: 91, winner: alice.user.email, bidCount: 2, minNextBid: 92 });
  });

  it('When the re-entered username differs in case and surrounding spaces, then the bid is accepted', async () => {
    const { productId } = await createAuction(testApp);
    await placeBid(testApp, alice, productId, 1000, { winner: `  ${alice.user.email.toUpperCase()} ` }).expect(200);
  });

  it('When the bid is sent as the original multipart form with a photo, then only price and winner are read', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const before = (await ledgerOf(productId)).body;
    const reply = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', alice.token)
      .field('name', 'Renamed by a bidder')
      .field('description', 'Rewritten by a bidder')
      .field('price', '1000')
      .field('endtime', '2099-01-01T00:00:00.000Z')
      .field('category', '00000000-0000-4000-8000-000000000000')
      .field('winner', alice.user.email)
      .attach('photo', Buffer.from('not really a photo'), { filename: 'photo.png', contentType: 'image/png' })
      .expect(200);
    expect(before.bids).toEqual([]);
    expect(reply.body.product.name).toMatch(/^Lot /);
    expect(reply.body.product.description).toMatch(/^An auction lot/);
    expect(reply.body.product.photoVersion).toBeNull();
    expect(new Date(reply.body.product.endtime).getFullYear()).toBeLessThan(2099);
  });

  it('When the bid form sends its photo as text (a URL the page held), then it is ignored like the rest and the bid counts', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', alice.token)
      .field('price', '1000')
      .field('winner', alice.user.email)
      .field('photo', '/api/v1/product/product-photo/x')
      .expect(200);
  });

  it('When a JSON bid sends name, description, endtime, category and a winner of its own, then none of them change', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const first = await placeBid(testApp, alice, productId, 1000).expect(200);
    const reply = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', bob.token)
      .send({
        price: 1050,
        winner: bob.user.email,
        name: 'Changed',
        description: 'Changed',
        endtime: '2099-01-01T00:00:00.000Z',
        category: '00000000-0000-4000-8000-000000000000',
        slug: 'changed',
        bidCount: 99,
      })
      .expect(200);
    const { name, description, endtime, category, slug } = first.body.product;
    expect(reply.body.product).toMatchObject({ name, description, endtime, category, slug, bidCount: 2, winner: bob.user.email });
  });
});

describe('PUT /api/v1/product/bid-product/{id}: rejected bids change nothing', () => {
  it('When the product does not exist, then 404; when the id is not a UUID, then 400', async () => {
    const unknown = await placeBid(testApp, alice, '00000000-0000-4000-8000-000000000000', 100).expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Product not found' });
    const malformed = await placeBid(testApp, alice, 'not-an-id', 100).expect(400);
    expect(malformed.body.success).toBe(false);
  });

  it('When nobody is signed in, then 401', async () => {
    const { productId } = await createAuction(testApp);
    const reply = await request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).send({ price: 1000, winner: 'x' }).expect(401);
    expect(reply.body.success).toBe(false);
  });

  it('When nobody is signed in and the product does not exist, then still 401: bidding is for signed-in users only', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await request(testApp.app).put(`/api/v1/product/bid-product/${unknown}`).send({ price: 1000, winner: 'x' }).expect(401);
    await request(testApp.app).put('/api/v1/product/bid-product/not-a-uuid').send({ price: 1000, winner: 'x' }).expect(401);
  });

  it('When the token is valid but its account is gone, then 401 invalid_token, before the product or the username is judged', async () => {
    const { productId } = await createAuction(testApp);
    const gone = jwt.sign({ pv: '0123456789abcdef' }, TEST_JWT_SECRET, { subject: '00000000-0000-4000-8000-00000000abcd', expiresIn: '1h' });
    const unknownProduct = '00000000-0000-4000-8000-000000000000';
    for (const [product, key] of [[productId, undefined], [unknownProduct, undefined], [productId, 'gone-account-key']] as const) {
      const bid = request(testApp.app).put(`/api/v1/product/bid-product/${product}`).set('Authorization', gone);
      const reply = await (key ? bid.set('Idempotency-Key', key) : bid).send({ price: 1000, winner: 'anyone' }).expect(401);
      expect(reply.body).toEqual({ success: false, message: 'Account no longer exists, please register again' });
      expect(reply.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
    expect((await ledgerOf(productId)).body.bids).toEqual([]);
  });

  it.each([
    ['missing', undefined, /bid amount is required/i],
    ['zero', 0, /greater than 0/i],
    ['negative', -5, /positive number/i],
    ['three decimals', 1000.005, /at most 2 decimals/i],
    ['text', 'lots', /positive number/i],
    ['not finite', '1e400', /positive number/i],
  ])('When the amount is %s, then 400 with a message naming the amount', async (_case, price, message) => {
    const { productId } = await createAuction(testApp);
    const reply = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', alice.token)
      .send({ price, winner: alice.user.email })
      .expect(400);
    expect(reply.body).toEqual({ success: false, message: expect.stringMatching(message) });
    expect((await ledgerOf(productId)).body.bids).toEqual([]);
  });

  it('When the re-entered username is missing or someone else\'s, then 400 and nothing is placed', async () => {
    const { productId } = await createAuction(testApp);
    const missing = await request(testApp.app)
      .put(`/api/v1/product/bid-product/${productId}`)
      .set('Authorization', alice.token)
      .send({ price: 1000 })
      .expect(400);
    expect(missing.body.message).toBe('winner: Re-enter your username to confirm the bid');
    const wrong = await placeBid(testApp, alice, productId, 1000, { winner: bob.user.email }).expect(400);
    expect(wrong.body).toEqual({ success: false, message: 'The re-entered username does not match your username' });
    expect((await ledgerOf(productId)).body.bids).toEqual([]);
  });

  it('When the product\'s creator bids, then 403', async () => {
    const { productId, seller } = await createAuction(testApp);
    const reply = await placeBid(testApp, seller, productId, 1000).expect(403);
    expect(reply.body).toEqual({ success: false, message: 'You cannot bid on your own product' });
  });

  it('When the auction has ended, then 409 Auction has ended and the product is unchanged', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    await placeBid(testApp, alice, productId, 1000).expect(200);
    await setEndtime(testApp, productId, new Date(Date.now() - 1000));
    const reply = await placeBid(testApp, bob, productId, 5000).expect(409);
    expect(reply.body).toEqual({ success: false, message: 'Auction has ended' });
    const ledger = await ledgerOf(productId);
    expect(ledger.body.bids).toHaveLength(1);
    expect(ledger.body.bids[0].bidder).toBe(alice.user.email);
  });

  it('When the Idempotency-Key is longer than 200 characters, then 400', async () => {
    const { productId } = await createAuction(testApp);
    const reply = await placeBid(testApp, alice, productId, 1000, { idempotencyKey: 'k'.repeat(201) }).expect(400);
    expect(reply.body.message).toMatch(/Idempotency-Key must be 1 to 200 characters/);
  });
});

describe('Soft close', () => {
  it('When a bid is accepted in the last two minutes, then endtime moves to two minutes after the bid', async () => {
    const { productId } = await createAuction(testApp);
    await setEndtime(testApp, productId, new Date(Date.now() + 30_000));
    const reply = await placeBid(testApp, alice, productId, 1000).expect(200);
    const { endtime, serverTime } = reply.body.product;
    expect(Date.parse(endtime) - Date.parse(serverTime)).toBe(120_000);
  });

  it('When a bid is accepted with more time left, then endtime stays where it was', async () => {
    const endtime = new Date(Date.now() + 3600_000);
    const { productId } = await createAuction(testApp, { endtime });
    const reply = await placeBid(testApp, alice, productId, 1000).expect(200);
    expect(reply.body.product.endtime).toBe(endtime.toISOString());
  });
});

describe('Signed-in users who are not bidders yet', () => {
  it('When a brand-new user bids, then the ledger names them by username', async () => {
    const carol = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    await placeBid(testApp, carol, productId, 1000).expect(200);
    expect((await ledgerOf(productId)).body.bids[0]).toMatchObject({ bidder: carol.user.email, bidderId: carol.user._id, seq: 1 });
  });
});
