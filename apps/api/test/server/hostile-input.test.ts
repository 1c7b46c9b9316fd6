import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import request, { type Response, type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, categories, idempotencyKeys, productPhotos, products, users } from '../../src/db/schema.js';
import { ORIGINAL_WIDTH } from '../../src/modules/photos/photos-queries.js';
import { noisyPng } from '../photos/photo-fixtures.js';
import { placeBid } from '../support/bidding-fixtures.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, signUp, signUpAdmin, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

/**
 * The house rule, route by route: bad input gets a 4xx `{ success: false, message }` and changes
 * nothing; a 500 is a bug. Every route of apps/api/README.md is sent the same families of hostile
 * input, and the whole market is compared before and after.
 */

let testApp: ListeningTestApp;
let admin: SignedInUser;
let bidder: SignedInUser;
let category: { _id: string; slug: string };
let product: { _id: string; slug: string };

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const HUNDRED_KB = 'x'.repeat(100_000);
const TEN_KB = 'a'.repeat(10_000);

beforeAll(async () => {
  testApp = await createListeningTestApp();
  admin = await signUpAdmin(testApp);
  bidder = await signUp(testApp.app);
  const created = await as('admin', request(testApp.app).post('/api/v1/category/create-category')).send({ name: 'Hostile Cameras' }).expect(201);
  category = created.body.category;
  const form = as('admin', request(testApp.app).post('/api/v1/product/create-product'))
    .field({ name: 'Hostile Lot', description: 'A lot that receives every kind of bad input', price: '1000', endtime: IN_A_WEEK(), category: category._id })
    .attach('photo', await noisyPng(64, 48), { filename: 'lot.png', contentType: 'image/png' });
  product = (await form.expect(201)).body.product;
  // One accepted bid: the price is locked against edits, the ledger and the live replay have a row.
  await placeBid(testApp, bidder, product._id, 1000).expect(200);
});
afterAll(() => testApp.close());

type Who = 'anonymous' | 'user' | 'admin';

function as(who: Who, call: Test): Test {
  if (who === 'admin') return call.set('Authorization', admin.token);
  if (who === 'user') return call.set('Authorization', bidder.token);
  return call;
}

/** Everything a request could change, minus timestamps that a harmless no-op profile update touches. */
async function marketState() {
  const { db } = testApp.database;
  return {
    users: await db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, address: users.address, passwordHash: users.passwordHash, answerHash: users.answerHash, role: users.role })
      .from(users)
      .orderBy(users.id),
    categories: await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(categories.id),
    products: await db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        description: products.description,
        price: products.price,
        startingPrice: products.startingPrice,
        endtime: products.endtime,
        categoryId: products.categoryId,
        winner: products.winner,
        bidCount: products.bidCount,
        photoVersion: products.photoVersion,
      })
      .from(products)
      .orderBy(products.id),
    bids: await db.select({ id: bids.id }).from(bids).orderBy(bids.id),
    // Resized variants are a cache that a GET may fill; the originals are the data.
    photos: await db.select({ productId: productPhotos.productId, etag: productPhotos.etag }).from(productPhotos).where(eq(productPhotos.width, ORIGINAL_WIDTH)),
    idempotencyKeys: await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).orderBy(idempotencyKeys.key),
  };
}

/** Runs hostile calls and proves the market is exactly as before them. */
async function expectNothingChanges(send: () => Promise<void>): Promise<void> {
  const before = await marketState();
  await send();
  expect(await marketState()).toEqual(before);
}

interface Reply {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

function expectJsonError(reply: Reply, label: string): void {
  expect(reply.headers['content-type'], label).toMatch(/^application\/json/);
  expect(reply.body, label).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
}

/** Any status but a 5xx; a 4xx must be the API's JSON error. */
function expectNoServerError(reply: Reply, label: string): void {
  expect(reply.status, label).toBeLessThan(500);
  if (reply.status >= 400) expectJsonError(reply, label);
}

function expectRefused(reply: Reply, label: string): void {
  expect(reply.status, label).toBeGreaterThanOrEqual(400);
  expect(reply.status, label).toBeLessThan(500);
  expectJsonError(reply, label);
}

/** A JSON number literal that JSON.stringify cannot write (1e309, -0). */
class RawJson {
  constructor(readonly text: string) {}
}

function jsonText(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => (value instanceof RawJson ? `__raw_json_${raws.push(value.text) - 1}__` : value));
  return text.replace(/"__raw_json_(\d+)__"/g, (_match, index: string) => raws[Number(index)]!);
}

const sendJson = (call: Test, body: unknown) => call.set('Content-Type', 'application/json').send(jsonText(body));

type Hostile = readonly [label: string, value: unknown];

const NOT_TEXT: Hostile[] = [
  ['a number', 42],
  ['a boolean', true],
  ['null', null],
  ['an array', ['text']],
  ['an object', { $ne: '' }],
];
const EMPTY_TEXT: Hostile[] = [
  ['an empty string', ''],
  ['only spaces', '   '],
];
const TEXT_NO_ROW_CAN_HOLD: Hostile[] = [
  ['100 kB of text', HUNDRED_KB],
  ['a NUL character', 'hostile\u0000text'],
  ['only a NUL character', '\u0000'],
  // PostgreSQL would keep U+FFFD in its place: stored, it is not what was sent.
  ['half of a UTF-16 pair', 'hostile\ud800text'],
];
const BAD_REQUIRED_TEXT = [...NOT_TEXT, ...EMPTY_TEXT, ...TEXT_NO_ROW_CAN_HOLD];
/** A phone may come as a whole number (its digits); any other number is still not a phone. */
const PHONE_NOT_TEXT: Hostile[] = [...NOT_TEXT.filter(([label]) => label !== 'a number'), ['a negative number', -42], ['a fraction', 98.5], ['a number past 2^53', 2 ** 60]];
const BAD_PHONE = [...PHONE_NOT_TEXT, ...EMPTY_TEXT, ...TEXT_NO_ROW_CAN_HOLD];
/** Valid text that matches no account (the database stores it as U+FFFD), for fields that must match one. */
const LONE_SURROGATE: Hostile = ['a lone surrogate', '\ud800'];
const BAD_AMOUNT: Hostile[] = [
  ['a boolean', true],
  ['null', null],
  ['an array', [5000]],
  ['an object', { amount: 5000 }],
  ['words', 'cheap'],
  ['NaN as text', 'NaN'],
  ['Infinity as text', 'Infinity'],
  ["'1e3'", '1e3'],
  ["'0x10'", '0x10'],
  ["'-0'", '-0'],
  ['-0', new RawJson('-0')],
  ['1e309', new RawJson('1e309')],
  ['1e21', 1e21],
  ['a negative number', -5],
  ['zero', 0],
  ['three decimals', 10.005],
  ['more than the maximum', 1_000_000_000.01],
  ['100 kB of digits', '9'.repeat(100_000)],
  ['a NUL character', '50\u000000'],
];
const BAD_ENDTIME: Hostile[] = [
  ...BAD_REQUIRED_TEXT,
  ['words', 'next tuesday'],
  ['1e309', '1e309'],
  ['the earliest JavaScript date', '-271821-04-20T00:00:00.000Z'],
  ['the latest JavaScript date', '+275760-09-13T00:00:00.000Z'],
  ['year 0', '0000-01-01T00:00:00.000Z'],
  ['year 1', '0001-01-01T00:00:00.000Z'],
  ['year 99999', '+099999-01-01T00:00:00.000Z'],
];
const BAD_ID: Hostile[] = [...BAD_REQUIRED_TEXT, ['not a UUID', 'cameras'], ['an unknown UUID', UNKNOWN_ID]];
const BAD_PAGE: Hostile[] = [
  ['zero', 0],
  ['a negative number', -1],
  ['a fraction', 1.5],
  ['999999999999999999999', '999999999999999999999'],
  ['1e309', new RawJson('1e309')],
  ['NaN as text', 'NaN'],
  ['a boolean', true],
  ['null', null],
  ['an array', [1, 2]],
  ['an object', { page: 1 }],
];

interface BodyRoute {
  route: string;
  method: 'post' | 'put';
  path: () => string;
  who: Who;
  /** A body that would succeed: each case breaks exactly one field of it. */
  validBody: () => Record<string, unknown>;
  hostileFields: Record<string, Hostile[]>;
  /** Also sent as a multipart form, as the web client does. */
  multipart?: boolean;
  /** A read that may answer 200 to odd input, as long as it is never a 5xx. */
  readOnly?: boolean;
  /** Touches passwords: after the hostile input the user must still sign in as before. */
  credentials?: boolean;
}

const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

const BODY_ROUTES: BodyRoute[] = [
  {
    route: 'POST /auth/register',
    method: 'post',
    path: () => '/auth/register',
    who: 'anonymous',
    validBody: () => ({ name: 'Hostile Tester', email: uniqueName('hostile').replace(' ', '-'), password: 'secret-password', phone: '9876543210', answer: 'Blue', address: 'Pune' }),
    hostileFields: {
      name: BAD_REQUIRED_TEXT,
      email: BAD_REQUIRED_TEXT,
      password: [...NOT_TEXT, ['too short', 'short'], ['100 kB of text', HUNDRED_KB]],
      phone: BAD_PHONE,
      answer: BAD_REQUIRED_TEXT,
      address: [...NOT_TEXT, ...TEXT_NO_ROW_CAN_HOLD],
    },
  },
  {
    route: 'POST /auth/login',
    method: 'post',
    path: () => '/auth/login',
    who: 'anonymous',
    validBody: () => ({ email: bidder.user.email, password: bidder.password }),
    hostileFields: {
      email: [...BAD_REQUIRED_TEXT, LONE_SURROGATE],
      password: [...NOT_TEXT, ...EMPTY_TEXT, ...TEXT_NO_ROW_CAN_HOLD, LONE_SURROGATE],
    },
  },
  {
    route: 'POST /auth/forgot-password',
    method: 'post',
    path: () => '/auth/forgot-password',
    who: 'anonymous',
    credentials: true,
    validBody: () => ({ email: bidder.user.email, answer: 'Blue', newPassword: 'another-password' }),
    hostileFields: {
      email: [...BAD_REQUIRED_TEXT, LONE_SURROGATE],
      answer: [...BAD_REQUIRED_TEXT, LONE_SURROGATE],
      newPassword: [...NOT_TEXT, ...EMPTY_TEXT, ['100 kB of text', HUNDRED_KB]],
    },
  },
  {
    route: 'PUT /auth/profile',
    method: 'put',
    path: () => '/auth/profile',
    who: 'user',
    credentials: true,
    validBody: () => ({ name: 'Renamed', password: 'another-password', phone: '12345', address: 'Mumbai', answer: 'Green' }),
    // An empty string or null means "unchanged" here, so only what can never be stored is listed.
    hostileFields: {
      name: [...NOT_TEXT.filter(([label]) => label !== 'null'), ...TEXT_NO_ROW_CAN_HOLD],
      password: [...NOT_TEXT.filter(([label]) => label !== 'null'), ['too short', 'short'], ['100 kB of text', HUNDRED_KB]],
      phone: [...PHONE_NOT_TEXT.filter(([label]) => label !== 'null'), ...TEXT_NO_ROW_CAN_HOLD],
      address: [...NOT_TEXT, ...TEXT_NO_ROW_CAN_HOLD],
      answer: [...NOT_TEXT.filter(([label]) => label !== 'null'), ...TEXT_NO_ROW_CAN_HOLD],
    },
  },
  {
    route: 'POST /category/create-category',
    method: 'post',
    path: () => '/category/create-category',
    who: 'admin',
    validBody: () => ({ name: uniqueName('Category') }),
    hostileFields: { name: BAD_REQUIRED_TEXT },
  },
  {
    route: 'PUT /category/update-category/{id}',
    method: 'put',
    path: () => `/category/update-category/${category._id}`,
    who: 'admin',
    validBody: () => ({ name: uniqueName('Category') }),
    hostileFields: { name: BAD_REQUIRED_TEXT },
  },
  {
    route: 'POST /product/product-filters',
    method: 'post',
    path: () => '/product/product-filters',
    who: 'anonymous',
    readOnly: true,
    validBody: () => ({ checked: [category._id], radio: [0, 5000], page: 1 }),
    hostileFields: {
      checked: [
        ...NOT_TEXT,
        ['a list of numbers', [1, 2]],
        ['ids that are not UUIDs', ['cameras', '%00']],
        ['a NUL character', ['\u0000']],
        ['unknown ids', [UNKNOWN_ID]],
        ['201 ids', Array.from({ length: 201 }, () => UNKNOWN_ID)],
      ],
      radio: [
        ...NOT_TEXT,
        ['one number', [1]],
        ['three numbers', [1, 2, 3]],
        ['min above max', [2, 1]],
        ['a negative price', [-1, 5]],
        ['prices as text', ['1', '2']],
        ['1e309', [0, new RawJson('1e309')]],
        ['1e308', [0, 1e308]],
        ['the smallest number', [5e-324, 1]],
        ['-0', [new RawJson('-0'), 0]],
      ],
      page: BAD_PAGE,
    },
  },
  {
    route: 'POST /product/create-product',
    method: 'post',
    path: () => '/product/create-product',
    who: 'admin',
    multipart: true,
    validBody: () => ({ name: uniqueName('Lot'), description: 'A fine lot', price: '2500', endtime: IN_A_WEEK(), category: category._id }),
    hostileFields: {
      name: BAD_REQUIRED_TEXT,
      description: BAD_REQUIRED_TEXT,
      price: BAD_AMOUNT,
      endtime: [...BAD_ENDTIME, ['a past date', '2020-01-01T00:00:00.000Z']],
      category: BAD_ID,
    },
  },
  {
    route: 'PUT /product/update-product/{id}',
    method: 'put',
    path: () => `/product/update-product/${product._id}`,
    who: 'admin',
    multipart: true,
    // The product has a bid, so its price must be resent unchanged.
    validBody: () => ({ name: uniqueName('Lot'), description: 'A finer lot', price: '1000', endtime: IN_A_WEEK(), category: category._id }),
    hostileFields: {
      name: BAD_REQUIRED_TEXT,
      description: BAD_REQUIRED_TEXT,
      price: [...BAD_AMOUNT, ['another price once bids exist', '1200']],
      endtime: BAD_ENDTIME,
      category: BAD_ID,
    },
  },
  {
    route: 'PUT /product/bid-product/{id}',
    method: 'put',
    path: () => `/product/bid-product/${product._id}`,
    who: 'user',
    multipart: true,
    validBody: () => ({ price: '5000', winner: bidder.user.email }),
    hostileFields: {
      price: [...BAD_AMOUNT, ['below the minimum', '1001']],
      winner: [...BAD_REQUIRED_TEXT, LONE_SURROGATE, ['another username', 'someone-else']],
    },
  },
];

const fieldCases = BODY_ROUTES.flatMap((route) => Object.keys(route.hostileFields).map((field) => [route.route, field, route] as const));

describe('Hostile values in every body field', () => {
  it.each(fieldCases)('When %s gets hostile values in `%s` as JSON, then 4xx JSON and nothing changes', async (_route, field, route) => {
    await expectNothingChanges(async () => {
      for (const [label, value] of route.hostileFields[field]!) {
        const call = as(route.who, request(testApp.app)[route.method](`/api/v1${route.path()}`));
        const reply = await sendJson(call, { ...route.validBody(), [field]: value });
        (route.readOnly ? expectNoServerError : expectRefused)(reply, `${field} = ${label}`);
      }
    });
    if (route.credentials) {
      await request(testApp.app).post('/api/v1/auth/login').send({ email: bidder.user.email, password: bidder.password }).expect(200);
    }
  });

  const multipartCases = fieldCases.filter(([, , route]) => route.multipart);
  it.each(multipartCases)('When %s gets hostile text in the form field `%s`, then 4xx JSON and nothing changes', async (_route, field, route) => {
    await expectNothingChanges(async () => {
      // A form is sent as UTF-8, which has no half of a UTF-16 pair: such text only comes as JSON.
      for (const [label, value] of route.hostileFields[field]!.filter(([, value]) => typeof value === 'string' && !/\p{Cs}/u.test(value))) {
        const call = as(route.who, request(testApp.app)[route.method](`/api/v1${route.path()}`));
        const fields: Record<string, string> = { ...(route.validBody() as Record<string, string>), [field]: value as string };
        expectRefused(await call.field(fields), `${field} = ${label}`);
      }
    });
  });
});

/** Whole bodies that are not the object a route expects, in every encoding a client might pick. */
const BODY_SHAPES: (readonly [label: string, send: (call: Test) => PromiseLike<Response>])[] = [
  ['no body at all', (call) => call],
  ['a JSON array', (call) => call.set('Content-Type', 'application/json').send('[]')],
  ['a JSON array of objects', (call) => call.set('Content-Type', 'application/json').send('[{"name":"x","price":5000}]')],
  ['a JSON string', (call) => call.set('Content-Type', 'application/json').send('"name"')],
  ['JSON null', (call) => call.set('Content-Type', 'application/json').send('null')],
  ['a JSON number', (call) => call.set('Content-Type', 'application/json').send('42')],
  ['malformed JSON', (call) => call.set('Content-Type', 'application/json').send('{"name": ')],
  ['JSON with NaN', (call) => call.set('Content-Type', 'application/json').send('{"price": NaN}')],
  ['JSON nested 5000 deep', (call) => call.set('Content-Type', 'application/json').send(`{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`)],
  ['JSON with __proto__ keys', (call) => call.set('Content-Type', 'application/json').send('{"__proto__":{"role":1},"constructor":{"prototype":{"x":1}}}')],
  ['text/plain', (call) => call.set('Content-Type', 'text/plain').send('name=Hostile')],
  ['a url-encoded form of garbage', (call) => call.set('Content-Type', 'application/x-www-form-urlencoded').send('name=a&name=b&%zz=%ff&=&&price=1e309&winner[]=x')],
  ['a url-encoded form of 2000 fields', (call) => call.set('Content-Type', 'application/x-www-form-urlencoded').send(Array.from({ length: 2000 }, (_, index) => `f${index}=1`).join('&'))],
  ['multipart without a file', (call) => call.field('junk', 'x')],
  ['multipart with two `photo` files', async (call) => call.attach('photo', await noisyPng(8, 8), 'a.png').attach('photo', await noisyPng(8, 8), 'b.png')],
  ['multipart with a file in another field', async (call) => call.field('name', 'x').attach('picture', await noisyPng(8, 8), 'a.png')],
  ['multipart with a `photo` that is not an image', (call) => call.field('name', 'x').attach('photo', Buffer.from('not an image'), 'a.png')],
  ['multipart without a boundary', (call) => call.set('Content-Type', 'multipart/form-data').send('--x\r\n\r\nname\r\n--x--')],
  ['a truncated multipart body', (call) => call.set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc')],
  ['a gzip body that is not gzip', (call) => call.set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"name":"x"}')],
  ['an unknown Content-Encoding', (call) => call.set('Content-Type', 'application/json').set('Content-Encoding', 'rot13').send('{"name":"x"}')],
  ['a UTF-16 charset', (call) => call.set('Content-Type', 'application/json; charset=utf-16').send('{"name":"x"}')],
];

describe('Bodies of the wrong shape or encoding', () => {
  it.each(BODY_ROUTES.map((route) => [route.route, route] as const))('When %s gets bodies of every wrong shape, then never a 5xx and nothing changes', async (_route, route) => {
    await expectNothingChanges(async () => {
      for (const [label, shape] of BODY_SHAPES) {
        const reply = await shape(as(route.who, request(testApp.app)[route.method](`/api/v1${route.path()}`)));
        expectNoServerError(reply, label);
        // A route with required fields can never accept a body that does not carry them.
        if (!route.readOnly && route.route !== 'PUT /auth/profile') expectRefused(reply, label);
      }
    });
  });

  it.each([
    ['anonymous', 401],
    ['user', 403],
  ] as const)('When a caller who is %s sends hostile bodies to admin routes, then %i JSON and nothing changes', async (who, status) => {
    await expectNothingChanges(async () => {
      for (const route of BODY_ROUTES.filter((candidate) => candidate.who === 'admin')) {
        for (const [label, shape] of BODY_SHAPES) {
          const reply = await shape(as(who, request(testApp.app)[route.method](`/api/v1${route.path()}`)));
          // The body checks run before the guards: a body they cannot read is a 400, 413 or 415 first.
          expect(reply.status, `${route.route}: ${label}`).toBeOneOf([status, 400, 413, 415]);
          expectJsonError(reply, `${route.route}: ${label}`);
        }
      }
    });
  });
});

/** Path segments as they go on the wire: what percent-decoding, UUID and slug checks must survive. */
const HOSTILE_SEGMENTS: Hostile[] = [
  ['not a UUID', 'not-a-uuid'],
  ['an unknown UUID', UNKNOWN_ID],
  ['an unknown UUID in capitals', UNKNOWN_ID.toUpperCase()],
  ['a lone %', '%'],
  ['%zz', '%zz'],
  ['an encoded NUL', '%00'],
  ['a NUL inside a UUID', `${UNKNOWN_ID.slice(0, 8)}%00${UNKNOWN_ID.slice(9)}`],
  ['an encoded lone surrogate', '%ED%A0%80'],
  ['a byte that is not UTF-8', '%FF'],
  ['an encoded slash', 'a%2Fb'],
  ['an emoji', encodeURIComponent('🔨🔥')],
  ['10 kB', TEN_KB],
  ['-0', '-0'],
  ['1e309', '1e309'],
];

interface PathRoute {
  route: string;
  method: 'get' | 'put' | 'delete';
  path: (segment: string) => string;
  who: Who;
  body?: () => Record<string, unknown>;
}

const PATH_ROUTES: PathRoute[] = [
  { route: 'PUT /category/update-category/{id}', method: 'put', path: (id) => `/category/update-category/${id}`, who: 'admin', body: () => ({ name: uniqueName('Category') }) },
  { route: 'DELETE /category/delete-category/{id}', method: 'delete', path: (id) => `/category/delete-category/${id}`, who: 'admin' },
  { route: 'GET /product/get-product/{slug}', method: 'get', path: (slug) => `/product/get-product/${slug}`, who: 'anonymous' },
  { route: 'GET /product/product-list/{page}', method: 'get', path: (page) => `/product/product-list/${page}`, who: 'anonymous' },
  { route: 'GET /product/product-category/{slug}', method: 'get', path: (slug) => `/product/product-category/${slug}`, who: 'anonymous' },
  { route: 'GET /product/search/{keyword}', method: 'get', path: (keyword) => `/product/search/${keyword}`, who: 'anonymous' },
  {
    route: 'PUT /product/update-product/{id}',
    method: 'put',
    path: (id) => `/product/update-product/${id}`,
    who: 'admin',
    body: () => ({ name: uniqueName('Lot'), description: 'A lot', price: '1000', endtime: IN_A_WEEK(), category: category._id }),
  },
  { route: 'DELETE /product/delete-product/{id}', method: 'delete', path: (id) => `/product/delete-product/${id}`, who: 'admin' },
  { route: 'GET /product/product-photo/{id}', method: 'get', path: (id) => `/product/product-photo/${id}`, who: 'anonymous' },
  { route: 'PUT /product/bid-product/{id}', method: 'put', path: (id) => `/product/bid-product/${id}`, who: 'user', body: () => ({ price: '5000', winner: bidder.user.email }) },
  { route: 'GET /product/{id}/bids', method: 'get', path: (id) => `/product/${id}/bids`, who: 'anonymous' },
];

/** GET /product/{id}/live: the status and headers only, then the stream is dropped; a refusal's JSON is read whole. */
async function openLive(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Reply> {
  const stream = await openLiveStream(`${testApp.baseUrl}/api/v1/product/${pathAndQuery}`, headers);
  try {
    if (stream.status === 200) return { status: 200, headers: stream.headers, body: undefined };
    return { status: stream.status, headers: stream.headers, body: JSON.parse(await stream.text()) };
  } finally {
    stream.close();
  }
}

describe('Hostile path parameters', () => {
  it.each(PATH_ROUTES.map((route) => [route.route, route] as const))('When %s gets hostile path segments, then never a 5xx and nothing changes', async (_route, route) => {
    await expectNothingChanges(async () => {
      for (const [label, segment] of HOSTILE_SEGMENTS) {
        const call = as(route.who, request(testApp.app)[route.method](`/api/v1${route.path(segment as string)}`));
        const reply = await (route.body ? call.send(route.body()) : call);
        expectNoServerError(reply, label);
        // Only a search or a slug lookup may answer 200 to odd text; ids and pages never name a record here.
        if (!/search|get-product\/|product-category/.test(route.route)) expectRefused(reply, label);
      }
    });
  });

  it('When GET /product/{id}/live gets hostile path segments, then 4xx JSON and no stream opens', async () => {
    for (const [label, segment] of HOSTILE_SEGMENTS) {
      expectRefused(await openLive(`${segment as string}/live`), label);
    }
  });
});

/** Numbers as text, as query strings and path pages carry them. */
const NUMBER_TEXTS = ['0', '-1', '-0', '1.5', '999999999999999999999', '1e309', '1e3', '0x10', ' 12 ', 'NaN', 'Infinity', '', 'abc', '1,2'];
/** The same, as they go on the wire, with escapes a client library would never write. */
const NUMBERS_ON_THE_WIRE = [...NUMBER_TEXTS.map(encodeURIComponent), '%00', '%', '%zz', '1%00'];

describe('Hostile query parameters', () => {
  const queryCases = [
    { route: 'GET /product/get-product', url: (query: string) => `/api/v1/product/get-product?${query}`, names: ['page', 'limit'] },
    { route: 'GET /product/product-category/{slug}', url: (query: string) => `/api/v1/product/product-category/${category.slug}?${query}`, names: ['page'] },
    { route: 'GET /product/product-photo/{id}', url: (query: string) => `/api/v1/product/product-photo/${product._id}?${query}`, names: ['w'] },
  ];

  it.each(queryCases.map((queryCase) => [queryCase.route, queryCase] as const))('When %s gets numbers in every odd spelling, repeated or not, then never a 5xx', async (_route, { url, names }) => {
    await expectNothingChanges(async () => {
      for (const name of names) {
        const queries = [...NUMBERS_ON_THE_WIRE.map((number) => `${name}=${number}`), `${name}=1&${name}=2`, `${name}[]=1`, `${name}=-1&w=99999&page=0&limit=0`];
        for (const query of queries) expectNoServerError(await request(testApp.app).get(url(query)), query);
      }
    });
  });

  it('When GET /product/product-list/{page} gets numbers in every odd spelling, then never a 5xx', async () => {
    for (const page of NUMBERS_ON_THE_WIRE) {
      expectNoServerError(await request(testApp.app).get(`/api/v1/product/product-list/${page}`), page);
    }
  });

  it.each([
    ['w=abc', 400],
    ['w=-1', 400],
    ['w=99999', 400],
    ['w=320&w=640', 400],
    ['w=320', 200],
  ] as const)('When a photo is asked for with %s, then %i', async (query, status) => {
    const reply = await request(testApp.app).get(`/api/v1/product/product-photo/${product._id}?${query}`);
    expect(reply.status).toBe(status);
    if (status === 400) expectJsonError(reply, query);
  });

  it('When the live stream gets a hostile ?lastEventId=, then a stream or 4xx JSON, never a 5xx', async () => {
    for (const number of [...NUMBERS_ON_THE_WIRE, TEN_KB]) {
      expectNoServerError(await openLive(`${product._id}/live?lastEventId=${number}`), number.slice(0, 30));
    }
    expectRefused(await openLive(`${product._id}/live?lastEventId=1&lastEventId=2`), 'repeated');
  });
});

describe('Hostile headers', () => {
  const routesBehindSignIn = [
    { route: 'GET /auth/user-auth', method: 'get', path: '/auth/user-auth' },
    { route: 'GET /auth/admin-auth', method: 'get', path: '/auth/admin-auth' },
    { route: 'GET /auth/profile', method: 'get', path: '/auth/profile' },
    { route: 'PUT /auth/profile', method: 'put', path: '/auth/profile', body: () => ({ name: 'Taken Over' }) },
    { route: 'GET /product/my-bids', method: 'get', path: '/product/my-bids' },
    { route: 'POST /category/create-category', method: 'post', path: '/category/create-category', body: () => ({ name: uniqueName('Category') }) },
    { route: 'PUT /category/update-category/{id}', method: 'put', path: () => `/category/update-category/${category._id}`, body: () => ({ name: uniqueName('Category') }) },
    { route: 'DELETE /category/delete-category/{id}', method: 'delete', path: () => `/category/delete-category/${category._id}` },
    {
      route: 'POST /product/create-product',
      method: 'post',
      path: '/product/create-product',
      body: () => ({ name: uniqueName('Lot'), description: 'A lot', price: '2500', endtime: IN_A_WEEK(), category: category._id }),
    },
    {
      route: 'PUT /product/update-product/{id}',
      method: 'put',
      path: () => `/product/update-product/${product._id}`,
      body: () => ({ name: uniqueName('Lot'), description: 'A lot', price: '1000', endtime: IN_A_WEEK(), category: category._id }),
    },
    { route: 'DELETE /product/delete-product/{id}', method: 'delete', path: () => `/product/delete-product/${product._id}` },
    { route: 'PUT /product/bid-product/{id}', method: 'put', path: () => `/product/bid-product/${product._id}`, body: () => ({ price: '5000', winner: bidder.user.email }) },
  ] as const;

  const forgedNoneToken = () =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: admin.user._id })).toString('base64url')}.`;
  const authorizations = (): Hostile[] => [
    ['garbage', 'garbage'],
    ["'Bearer' alone", 'Bearer'],
    ["'Bearer ' and spaces", 'Bearer    '],
    ['10 kB', TEN_KB],
    ['Bearer and 10 kB', `Bearer ${TEN_KB}`],
    ['Basic credentials', `Basic ${Buffer.from('admin:secret').toString('base64')}`],
    ['a tampered token', `${admin.token.slice(0, -2)}xx`],
    ['a token with alg none', forgedNoneToken()],
    ['Bearer twice', `Bearer Bearer ${admin.token}`],
    ['a byte above ASCII', 'Bearer \u00ff'],
  ];

  it.each(routesBehindSignIn.map((route) => [route.route, route] as const))('When %s gets a hostile Authorization header, then 401 JSON and nothing changes', async (_route, route) => {
    await expectNothingChanges(async () => {
      for (const [label, authorization] of authorizations()) {
        const path = typeof route.path === 'function' ? route.path() : route.path;
        const call = request(testApp.app)[route.method](`/api/v1${path}`).set('Authorization', authorization as string);
        const reply = await ('body' in route ? call.send(route.body()) : call);
        expect(reply.status, label).toBe(401);
        expectJsonError(reply, label);
      }
    });
  });

  it('When a bid carries an Idempotency-Key that is empty or 10 kB, then 400 naming the header and nothing changes', async () => {
    await expectNothingChanges(async () => {
      for (const key of ['', TEN_KB]) {
        const reply = await placeBid(testApp, bidder, product._id, 5000, { idempotencyKey: key });
        expectRefused(reply, `key of ${key.length} characters`);
        expect(reply.body.message).toMatch(/Idempotency-Key/);
      }
    });
  });

  it('When a too-low bid carries an Idempotency-Key with bytes above ASCII, then 409, nothing is placed, and a retry under it gets the same refusal', async () => {
    const key = 'caf\u00e9-\u00ff';
    const before = await marketState();
    const first = await placeBid(testApp, bidder, product._id, 1001, { idempotencyKey: key });
    expect(first.status).toBe(409);
    expectJsonError(first, 'latin-1 key');
    const retry = await placeBid(testApp, bidder, product._id, 1_000_000, { idempotencyKey: key });
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual(first.body);
    // The refusal is remembered under its key; everything else is as it was.
    expect({ ...(await marketState()), idempotencyKeys: [] }).toEqual({ ...before, idempotencyKeys: [] });
  });

  it('When the live stream gets a garbage Last-Event-ID, then a stream or 4xx JSON, never a 5xx', async () => {
    for (const lastEventId of ['abc', '-1', '1.5', '1e309', '999999999999999999999', '0x10', ' ', TEN_KB, '9'.repeat(10_000)]) {
      expectNoServerError(await openLive(`${product._id}/live`, { 'Last-Event-ID': lastEventId }), lastEventId.slice(0, 30));
    }
  });

  it('When a photo is asked for with a garbage If-None-Match, then 200 or 304, never a 5xx', async () => {
    for (const ifNoneMatch of ['*', 'W/"abc"', '"unterminated', ',,,', '"a", W/"b", *', TEN_KB, '\u00ff\u00fe']) {
      const reply = await request(testApp.app).get(`/api/v1/product/product-photo/${product._id}`).set('If-None-Match', ifNoneMatch);
      expect([200, 304], ifNoneMatch.slice(0, 30)).toContain(reply.status);
    }
  });
});

/** A request written straight to the socket: Node's HTTP client refuses to send a NUL in a header at all. */
function sendRaw(head: string, body = ''): Promise<Reply> {
  const { hostname, port } = new URL(testApp.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(Buffer.from(`${head}\r\n\r\n${body}`, 'latin1')));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusAndHeaders = '', ...bodyParts] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = statusAndHeaders.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const bodyText = Buffer.from(bodyParts.join('\r\n\r\n'), 'latin1').toString('utf8');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: bodyText === '' ? undefined : JSON.parse(bodyText) });
    });
  });
}

describe('Routes that take no input', () => {
  it.each([
    ['GET /health', '/health', 'anonymous'],
    ['GET /category/get-category', '/category/get-category', 'anonymous'],
    ['GET /product/product-count', '/product/product-count', 'anonymous'],
    ['GET /auth/user-auth', '/auth/user-auth', 'user'],
    ['GET /auth/admin-auth', '/auth/admin-auth', 'admin'],
    ['GET /auth/profile', '/auth/profile', 'user'],
    ['GET /product/my-bids', '/product/my-bids', 'user'],
  ] as const)('When %s gets junk query strings and bodies, then never a 5xx and nothing changes', async (_route, path, who) => {
    await expectNothingChanges(async () => {
      for (const query of ['page=%00&limit=-1', '%zz=%&__proto__[x]=1', `q=${TEN_KB}`, 'a=1&a=2&a=3']) {
        expectNoServerError(await as(who, request(testApp.app).get(`/api/v1${path}?${query}`)), query);
      }
      for (const [label, shape] of BODY_SHAPES) expectNoServerError(await shape(as(who, request(testApp.app).get(`/api/v1${path}`))), label);
    });
  });
});

describe('Requests that Node itself refuses to parse', () => {
  it.each([
    ['an Idempotency-Key with a NUL', () => `PUT /api/v1/product/bid-product/${product._id} HTTP/1.1\r\nHost: x\r\nAuthorization: ${bidder.token}\r\nIdempotency-Key: a\u0000b\r\nContent-Type: application/json\r\nContent-Length: 2`],
    ['an Authorization header with a NUL', () => `GET /api/v1/auth/user-auth HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u0000`],
    ['a Last-Event-ID with a NUL', () => `GET /api/v1/product/${product._id}/live HTTP/1.1\r\nHost: x\r\nLast-Event-ID: 1\u0000`],
    ['a raw NUL in the path', () => `GET /api/v1/product/search/a\u0000b HTTP/1.1\r\nHost: x`],
  ])('When a request carries %s, then 400 JSON and nothing changes', async (_case, head) => {
    await expectNothingChanges(async () => {
      const reply = await sendRaw(head(), '{}');
      expect(reply.status).toBe(400);
      expectJsonError(reply, 'raw request');
    });
  });

  it('When an HTTP/1.1 request has no Host header, then 400 JSON saying so; HTTP/1.0 needs none', async () => {
    const reply = await sendRaw('GET /api/v1/health HTTP/1.1');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, message: 'A Host header is required' });
    // A route that answers at once: this client closes its side after sending, which Node may take
    // as a reason to drop a reply that waits on the database.
    const older = await sendRaw('GET /api/v1/no-such-route HTTP/1.0');
    expect(older.status).toBe(404);
    expect(older.body).toMatchObject({ success: false, message: 'No such API route: GET /api/v1/no-such-route' });
  });

  it('When a request expects something other than 100-continue, then 417 JSON', async () => {
    const reply = await sendRaw(`GET /api/v1/health HTTP/1.1\r\nHost: x\r\nExpect: foo`);
    expect(reply.status).toBe(417);
    expectJsonError(reply, 'Expect: foo');
    expect(reply.body).toMatchObject({ message: 'Expect: only 100-continue is supported' });
  });

  it('When a URL is 100 kB long, then 431 JSON', async () => {
    const reply = await request(testApp.baseUrl).get(`/api/v1/product/search/${HUNDRED_KB}`);
    expect(reply.status).toBe(431);
    expectJsonError(reply, '100 kB URL');
  });
});

describe('Unusual but valid text', () => {
  const UNUSUAL_TEXT: [label: string, text: string][] = [
    ['emoji', 'Camera 📷🔥 👩🏽‍💻'],
    ['a lone surrogate', 'Camera \ud800 lens'],
    ['right-to-left and zero-width characters', 'Camera \u202eecnarf\u200b'],
    ['combining marks', 'Ca\u0301mera\u0308'],
  ];

  it.each(UNUSUAL_TEXT)('When names and keywords carry %s, then they are stored and read back without a 5xx', async (_label, text) => {
    const created = await as('admin', request(testApp.app).post('/api/v1/category/create-category')).send({ name: `${text} ${randomUUID().slice(0, 4)}` });
    expectNoServerError(created, 'category');
    const lot = await sendJson(as('admin', request(testApp.app).post('/api/v1/product/create-product')), {
      name: text,
      description: text,
      price: '10',
      endtime: IN_A_WEEK(),
      category: category._id,
    });
    expectNoServerError(lot, 'product');
    const registered = await request(testApp.app)
      .post('/api/v1/auth/register')
      .send({ name: text, email: `${text}${randomUUID().slice(0, 4)}`, password: `${text}-secret`, phone: text, answer: text, address: text });
    expectNoServerError(registered, 'register');

    expectNoServerError(await request(testApp.app).get('/api/v1/category/get-category'), 'categories');
    expectNoServerError(await request(testApp.app).get('/api/v1/product/get-product?limit=100'), 'products');
    expectNoServerError(await request(testApp.app).get(`/api/v1/product/get-product/${encodeURIComponent(lot.body.product?.slug ?? 'x')}`), 'slug');
    // encodeURIComponent refuses a lone surrogate; on the wire it is the %ED%A0%80 of the path tests.
    const keyword = text.replace('\ud800', '');
    expectNoServerError(await request(testApp.app).get(`/api/v1/product/search/${encodeURIComponent(keyword)}`), 'search');
  });
});
