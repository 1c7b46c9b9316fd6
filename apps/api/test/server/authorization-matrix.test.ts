import request, { type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressRoutes } from '../api-docs/express-routes.js';
import { noisyPng } from '../photos/photo-fixtures.js';
import { createAuction, type AuctionOptions } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, newUserDetails, signUp, signUpAdmin, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

/**
 * Who may call what: every route the app serves, called by each kind of caller, against the status
 * it must answer. `user` owns the records in play (the product's seller, the watchlist's owner);
 * `other` is another signed-in user who owns none of them. A route missing from ACCESS fails the
 * first test: a new route gets one row here.
 */

type Who = 'anonymous' | 'user' | 'other' | 'admin';
const CALLERS: Who[] = ['anonymous', 'user', 'other', 'admin'];

let testApp: ListeningTestApp;
let signedIn: Record<Exclude<Who, 'anonymous'>, SignedInUser>;
/** A product with a photo, for the reads. */
let shown: { id: string; slug: string; categorySlug: string };

beforeAll(async () => {
  testApp = await createListeningTestApp();
  signedIn = { user: await signUp(testApp.app), other: await signUp(testApp.app), admin: await signUpAdmin(testApp) };
  const category = await withToken('admin', request(testApp.app).post('/api/v1/category/create-category')).send({ name: 'Matrix Cameras' }).expect(201);
  const created = await withToken('admin', request(testApp.app).post('/api/v1/product/create-product'))
    .field({ name: 'Matrix Lot', description: 'A lot every caller reads', price: '1000', endtime: new Date(Date.now() + 86_400_000).toISOString(), category: category.body.category._id })
    .attach('photo', await noisyPng(32, 24), { filename: 'lot.png', contentType: 'image/png' })
    .expect(201);
  shown = { id: created.body.product._id, slug: created.body.product.slug, categorySlug: category.body.category.slug };
});
afterAll(() => testApp.close());

function withToken(who: Who, call: Test): Test {
  return who === 'anonymous' ? call : call.set('Authorization', signedIn[who].token);
}

/** A fresh auction sold by `user`, so a write in one cell never changes what another cell sees. */
const freshAuction = (options: AuctionOptions = {}) => createAuction(testApp, { seller: signedIn.user, ...options }).then((auction) => auction.productId);
/** An auction `other` bid on, then deleted by the admin: its ledger is kept. */
async function removedAuction() {
  const productId = await freshAuction({ price: 1000 });
  await withToken('other', request(testApp.app).put(`/api/v1/product/bid-product/${productId}`)).send({ price: 1000, winner: username('other') }).expect(200);
  await withToken('admin', request(testApp.app).delete(`/api/v1/product/delete-product/${productId}`)).expect(200);
  return productId;
}
const freshCategory = async () =>
  (await withToken('admin', request(testApp.app).post('/api/v1/category/create-category')).send({ name: `Matrix ${Math.random().toString(36).slice(2)}` }).expect(201)).body.category._id as string;
const username = (who: Who) => (who === 'anonymous' ? 'nobody' : signedIn[who].user.email);
const productFields = (category: string) => ({ name: `Matrix ${Math.random().toString(36).slice(2)}`, description: 'A lot', price: '1000', endtime: new Date(Date.now() + 86_400_000).toISOString(), category });

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** One route: how a caller calls it, and the status each caller must get. */
interface Access {
  call: (who: Who) => Promise<Reply>;
  expect: Record<Who, number>;
}

const open = (status: number) => ({ anonymous: status, user: status, other: status, admin: status });
const signedInOnly = (status: number) => ({ anonymous: 401, user: status, other: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, user: 403, other: 403, admin: status });
/** For the seller's own product: not for sale to its seller. */
const notTheSeller = (status: number) => ({ anonymous: 401, user: 403, other: status, admin: status });

const get = (path: string) => (who: Who) => withToken(who, request(testApp.app).get(path));

/** The status of a live stream, which never ends on its own: read the head, then hang up. */
const liveStatus = (path: () => string) => async (who: Who): Promise<Reply> => {
  const stream = await openLiveStream(`${testApp.baseUrl}${path()}`, who === 'anonymous' ? {} : { Authorization: signedIn[who].token });
  stream.close();
  return { status: stream.status, headers: stream.headers, body: stream.status === 200 ? undefined : JSON.parse(await stream.text()) };
};

const ACCESS: Record<string, Access> = {
  'GET /api/v1/health': { call: get('/api/v1/health'), expect: open(200) },
  'GET /api/v1/openapi.json': { call: get('/api/v1/openapi.json'), expect: open(200) },
  'POST /api/v1/auth/register': { call: (who) => withToken(who, request(testApp.app).post('/api/v1/auth/register')).send(newUserDetails()), expect: open(201) },
  'POST /api/v1/auth/login': {
    call: (who) => withToken(who, request(testApp.app).post('/api/v1/auth/login')).send({ email: signedIn.other.user.email, password: signedIn.other.password }),
    expect: open(200),
  },
  'POST /api/v1/auth/forgot-password': {
    call: async (who) => {
      const details = newUserDetails();
      await request(testApp.app).post('/api/v1/auth/register').send(details).expect(201);
      return withToken(who, request(testApp.app).post('/api/v1/auth/forgot-password')).send({ email: details.email, answer: details.answer, newPassword: 'another-password' });
    },
    expect: open(200),
  },
  'GET /api/v1/auth/user-auth': { call: get('/api/v1/auth/user-auth'), expect: signedInOnly(200) },
  'GET /api/v1/auth/admin-auth': { call: get('/api/v1/auth/admin-auth'), expect: adminOnly(200) },
  'GET /api/v1/auth/profile': { call: get('/api/v1/auth/profile'), expect: signedInOnly(200) },
  'PUT /api/v1/auth/profile': { call: (who) => withToken(who, request(testApp.app).put('/api/v1/auth/profile')).send({ address: 'Pune' }), expect: signedInOnly(200) },

  'GET /api/v1/category/get-category': { call: get('/api/v1/category/get-category'), expect: open(200) },
  'POST /api/v1/category/create-category': {
    call: (who) => withToken(who, request(testApp.app).post('/api/v1/category/create-category')).send({ name: `Matrix ${Math.random().toString(36).slice(2)}` }),
    expect: adminOnly(201),
  },
  'PUT /api/v1/category/update-category/{id}': {
    call: async (who) => withToken(who, request(testApp.app).put(`/api/v1/category/update-category/${await freshCategory()}`)).send({ name: `Renamed ${Math.random().toString(36).slice(2)}` }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/category/delete-category/{id}': {
    call: async (who) => withToken(who, request(testApp.app).delete(`/api/v1/category/delete-category/${await freshCategory()}`)),
    expect: adminOnly(200),
  },

  'GET /api/v1/product/product-photo/{id}': { call: (who) => get(`/api/v1/product/product-photo/${shown.id}`)(who), expect: open(200) },
  'GET /api/v1/product/get-product': { call: get('/api/v1/product/get-product'), expect: open(200) },
  'GET /api/v1/product/get-product/{slug}': { call: (who) => get(`/api/v1/product/get-product/${shown.slug}`)(who), expect: open(200) },
  'GET /api/v1/product/product-count': { call: get('/api/v1/product/product-count'), expect: open(200) },
  'GET /api/v1/product/product-list/{page}': { call: get('/api/v1/product/product-list/1'), expect: open(200) },
  'POST /api/v1/product/product-filters': { call: (who) => withToken(who, request(testApp.app).post('/api/v1/product/product-filters')).send({ checked: [], radio: [] }), expect: open(200) },
  'GET /api/v1/product/product-category/{slug}': { call: (who) => get(`/api/v1/product/product-category/${shown.categorySlug}`)(who), expect: open(200) },
  'GET /api/v1/product/search/{keyword}': { call: get('/api/v1/product/search/matrix'), expect: open(200) },
  'GET /api/v1/product/search': { call: get('/api/v1/product/search/'), expect: open(200) },
  'GET /api/v1/product/suggest': { call: get('/api/v1/product/suggest?q=matr'), expect: open(200) },
  'POST /api/v1/product/create-product': {
    call: async (who) => withToken(who, request(testApp.app).post('/api/v1/product/create-product')).send(productFields(await freshCategory())),
    expect: adminOnly(201),
  },
  'PUT /api/v1/product/update-product/{id}': {
    call: async (who) => withToken(who, request(testApp.app).put(`/api/v1/product/update-product/${await freshAuction()}`)).send(productFields(await freshCategory())),
    expect: adminOnly(200),
  },
  'GET /api/v1/product/admin-product/{id}': { call: async (who) => get(`/api/v1/product/admin-product/${await freshAuction()}`)(who), expect: adminOnly(200) },
  'DELETE /api/v1/product/delete-product/{id}': { call: async (who) => withToken(who, request(testApp.app).delete(`/api/v1/product/delete-product/${await freshAuction()}`)), expect: adminOnly(200) },

  'GET /api/v1/product/my-bids': { call: get('/api/v1/product/my-bids'), expect: signedInOnly(200) },
  'PUT /api/v1/product/bid-product/{id}': {
    call: async (who) => withToken(who, request(testApp.app).put(`/api/v1/product/bid-product/${await freshAuction({ price: 1000 })}`)).send({ price: 1000, winner: username(who) }),
    expect: notTheSeller(200),
  },
  'POST /api/v1/product/{id}/buy-now': {
    call: async (who) => withToken(who, request(testApp.app).post(`/api/v1/product/${await freshAuction({ buyNowPrice: 5000 })}/buy-now`)).send({ winner: username(who) }),
    expect: notTheSeller(200),
  },
  'GET /api/v1/product/{id}/bids': { call: (who) => get(`/api/v1/product/${shown.id}/bids`)(who), expect: open(200) },
  'GET /api/v1/product/removed/{id}': { call: async (who) => get(`/api/v1/product/removed/${await removedAuction()}`)(who), expect: open(200) },
  'GET /api/v1/product/{id}/live': { call: liveStatus(() => `/api/v1/product/${shown.id}/live`), expect: open(200) },

  'GET /api/v1/wishlist': { call: get('/api/v1/wishlist'), expect: signedInOnly(200) },
  'POST /api/v1/wishlist/merge': { call: (who) => withToken(who, request(testApp.app).post('/api/v1/wishlist/merge')).send({ productIds: [shown.id] }), expect: signedInOnly(200) },
  'PUT /api/v1/wishlist/{productId}': { call: (who) => withToken(who, request(testApp.app).put(`/api/v1/wishlist/${shown.id}`)), expect: signedInOnly(200) },
  'DELETE /api/v1/wishlist/{productId}': { call: (who) => withToken(who, request(testApp.app).delete(`/api/v1/wishlist/${shown.id}`)), expect: signedInOnly(200) },

  'GET /api/v1/notifications': { call: get('/api/v1/notifications'), expect: signedInOnly(200) },
  'POST /api/v1/notifications/read': { call: (who) => withToken(who, request(testApp.app).post('/api/v1/notifications/read')).send({}), expect: signedInOnly(200) },
  'GET /api/v1/notifications/live': { call: liveStatus(() => '/api/v1/notifications/live'), expect: signedInOnly(200) },

  'GET /api/docs': { call: get('/api/docs'), expect: open(200) },
  'GET /api/docs/start.js': { call: get('/api/docs/start.js'), expect: open(200) },
  'GET /robots.txt': { call: get('/robots.txt'), expect: open(200) },
  'GET /sitemap.xml': { call: get('/sitemap.xml'), expect: open(200) },
};

describe('Authorization matrix', () => {
  it('names every route the app serves, and only those', () => {
    const served = expressRoutes(testApp.app);
    expect(served.filter((route) => !(route in ACCESS)), 'routes the app serves without a row in ACCESS').toEqual([]);
    expect(Object.keys(ACCESS).filter((route) => !served.includes(route)), 'rows in ACCESS for routes the app no longer serves').toEqual([]);
  });

  const cells = Object.entries(ACCESS).flatMap(([route, access]) => CALLERS.map((who) => [route, who, access.expect[who], access] as const));

  it.each(cells)('%s called by %s answers %i', async (_route, who, status, access) => {
    const reply = await access.call(who);
    expect(reply.status, JSON.stringify(reply.body)?.slice(0, 300)).toBe(status);
    if (status >= 400) {
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    }
  });
});
