import { apiRoutes, type ApiRoute } from '@bidhub/contracts';
import fc from 'fast-check';
import request from 'supertest';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisyPng } from '../photos/photo-fixtures.js';
import { fingerprint } from '../support/database-fingerprint.js';
import { asText, authorizationFor, headerText, hostileText, hostileValue, jsonText, notAnImage, tokenKinds, type TokenKind } from '../support/hostile-values.js';
import { openLiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, signUp, signUpAdmin, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

/**
 * Property-based bad input over every route of the contracts (`apiRoutes`): fields from each
 * route's own schemas get hostile values or plausible ones, extra fields, broken encodings, fake
 * photos and forged tokens. Whatever arrives, the server never answers 5xx, every refusal is
 * `{ success: false, message }`, and a refused request leaves the database exactly as it was.
 * FUZZ_RUNS sets the cases per route (default 50 on PGlite, 35 on the server engine); FUZZ_SEED replays a failure.
 */

// Fewer on the server engine, which CI runs second: the two runs together are some 3,000 cases.
const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.DATABASE_URL ? 35 : 50));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let testApp: ListeningTestApp;
let admin: SignedInUser;
let bidder: SignedInUser;
let product: { id: string; slug: string };
let category: { id: string; slug: string };

beforeAll(async () => {
  testApp = await createListeningTestApp();
  admin = await signUpAdmin(testApp);
  bidder = await signUp(testApp.app);
  const created = await request(testApp.app).post('/api/v1/category/create-category').set('Authorization', admin.token).send({ name: 'Fuzz Cameras' }).expect(201);
  category = { id: created.body.category._id, slug: created.body.category.slug };
  const lot = await request(testApp.app)
    .post('/api/v1/product/create-product')
    .set('Authorization', admin.token)
    .field({ name: 'Fuzz Lot', description: 'A lot that receives random input', price: '1000', endtime: new Date(Date.now() + 7 * 86_400_000).toISOString(), category: category.id })
    .attach('photo', await noisyPng(16, 16), { filename: 'lot.png', contentType: 'image/png' })
    .expect(201);
  product = { id: lot.body.product._id, slug: lot.body.product.slug };
});
afterAll(() => testApp.close());

/** The field names of a contract schema (an object, or an object behind a transform). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const candidate = schema as unknown as { shape?: Record<string, unknown>; def?: { in?: z.ZodType; innerType?: z.ZodType } };
  if (candidate.shape) return Object.keys(candidate.shape);
  return fieldsOf(candidate.def?.in ?? candidate.def?.innerType);
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

/** A value the route would likely accept for a field, so that hostile values reach deeper checks. */
function plausible(route: ApiRoute, field: string): fc.Arbitrary<unknown> {
  const onCategory = route.path.startsWith('/category') || route.path.includes('product-category');
  switch (field) {
    case 'id':
    case 'productId':
      // A delete that succeeded would leave later cases nothing to aim at.
      if (route.method === 'delete' && field === 'id') return fc.constant('00000000-0000-4000-8000-000000000000');
      return fc.constant(onCategory ? category.id : product.id);
    case 'slug':
      return fc.constant(onCategory ? category.slug : product.slug);
    case 'category':
      return fc.constant(category.id);
    case 'checked':
      return fc.constant([category.id]);
    case 'productIds':
      return fc.constant([product.id]);
    case 'radio':
      return fc.constant([0, 5000]);
    case 'price':
    case 'maxBid':
      return fc.integer({ min: 1000, max: 100_000 }).map(String);
    case 'endtime':
      return fc.constant(inAWeek());
    case 'email':
    case 'winner':
      return fc.constant(bidder.user.email);
    case 'password':
    case 'newPassword':
      return fc.constant('secret-password');
    case 'page':
    case 'limit':
      return fc.integer({ min: 1, max: 5 }).map(String);
    case 'w':
      return fc.constant('320');
    case 'Idempotency-Key':
      return fc.uuid();
    case 'Last-Event-ID':
      return fc.constant('1');
    default:
      return fc.string({ minLength: 1, maxLength: 20 });
  }
}

const ENCODINGS = ['json', 'json-truncated', 'json-not-an-object', 'json-oversize', 'urlencoded', 'multipart', 'multipart-photo', 'multipart-broken', 'text', 'none'] as const;
type Encoding = (typeof ENCODINGS)[number];

interface FuzzCase {
  who: TokenKind;
  params: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: Record<string, unknown>;
  topLevel: unknown;
  encoding: Encoding;
  cut: number;
  photo: { bytes: Buffer; filename: string; contentType: string };
}

/** Some of the fields, each hostile or plausible, plus a few fields no schema names. */
function someFields(
  route: ApiRoute,
  fields: string[],
  value: (field: string) => fc.Arbitrary<unknown>,
  extraName: fc.Arbitrary<string> = fc.string({ maxLength: 12 }),
): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(fields.map((field) => [field, fc.option(fc.oneof(value(field), plausible(route, field)), { nil: undefined, freq: 5 })])));
  const extra = fc.dictionary(extraName, value(''), { maxKeys: 2 });
  return fc.tuple(known, extra).map(([fieldValues, extras]) => {
    const picked = Object.entries(fieldValues).filter(([, fieldValue]) => fieldValue !== undefined);
    return { ...extras, ...Object.fromEntries(picked) };
  });
}

/** A path segment: plausible, hostile text percent-encoded, or escapes no client would write. */
const segment = (route: ApiRoute, name: string) =>
  fc.oneof(plausible(route, name).map(String), hostileText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'))), fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%FF', 'a%2Fb', '-0', '1e309'));

function casesFor(route: ApiRoute): fc.Arbitrary<FuzzCase> {
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return fc.record({
    who: tokenKinds,
    params: fc.record(Object.fromEntries(pathNames.map((name) => [name, segment(route, name)]))),
    query: someFields(route, fieldsOf(route.query), () => hostileValue).map((fields) =>
      Object.entries(fields).flatMap(([name, fieldValue]) => (Array.isArray(fieldValue) ? fieldValue.map((item) => [name, asText(item)] as [string, string]) : [[name, asText(fieldValue)] as [string, string]])),
    ),
    headers: someFields(route, fieldsOf(route.headers), () => headerText, fc.stringMatching(/^X-[A-Za-z0-9-]{1,12}$/)).map((fields) => Object.fromEntries(Object.entries(fields).map(([name, fieldValue]) => [name, asText(fieldValue).replace(/[^\x20-\x7e]/g, '?')]))),
    body: someFields(route, fieldsOf(route.body?.schema), () => hostileValue),
    topLevel: hostileValue,
    encoding: fc.constantFrom(...ENCODINGS),
    cut: fc.nat(),
    photo: notAnImage,
  });
}

interface Reply {
  status: number;
  contentType: string;
  body: unknown;
}

function urlOf(route: ApiRoute, fuzz: FuzzCase): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => fuzz.params[name] ?? '');
  const query = fuzz.query.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'))}`).join('&');
  return `/api/v1${path}${query ? `?${query}` : ''}`;
}

/** The live stream never ends on its own: read its head, and its body only when it is a refusal. */
async function sendLive(url: string, headers: Record<string, string>): Promise<Reply> {
  const stream = await openLiveStream(`${testApp.baseUrl}${url}`, headers);
  if (stream.status === 200) {
    stream.close();
    return { status: 200, contentType: String(stream.headers['content-type']), body: undefined };
  }
  const text = await stream.text();
  return { status: stream.status, contentType: String(stream.headers['content-type']), body: JSON.parse(text) };
}

/** A multipart body cut short, with a part that never ends or headers that are not headers. */
function brokenMultipart(fuzz: FuzzCase): string {
  const parts = Object.entries(fuzz.body).map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${asText(value)}\r\n`);
  const whole = `${parts.join('')}--b\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--b--\r\n`;
  return whole.slice(0, fuzz.cut % (whole.length + 1)).replace(/^$/, '--b\r\nnot a header\r\n\r\n');
}

async function send(route: ApiRoute, fuzz: FuzzCase): Promise<Reply> {
  const url = urlOf(route, fuzz);
  const authorization = authorizationFor(fuzz.who, { user: bidder.token, admin: admin.token, adminId: admin.user._id });
  const headers = { ...fuzz.headers, ...(authorization && { Authorization: authorization }) };
  if (route.path.endsWith('/live')) return sendLive(url, headers);

  // Through the production HTTP server: its own refusals (431, 400 for a header it cannot parse) are JSON too.
  const call = request(testApp.baseUrl)[route.method](url).set(headers);
  const json = jsonText(fuzz.body);
  const sent = await (() => {
    switch (fuzz.encoding) {
      case 'json':
        return call.set('Content-Type', 'application/json').send(json);
      case 'json-truncated':
        return call.set('Content-Type', 'application/json').send(json.slice(0, fuzz.cut % Math.max(1, json.length)));
      case 'json-not-an-object':
        return call.set('Content-Type', 'application/json').send(jsonText(fuzz.topLevel) || 'null');
      case 'urlencoded':
        return call.type('form').send(Object.entries(fuzz.body).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(asText(value).replace(/[\ud800-\udfff]/g, '?'))}`).join('&'));
      case 'multipart':
      case 'multipart-photo': {
        for (const [name, value] of Object.entries(fuzz.body)) call.field(name || 'blank', asText(value));
        if (fuzz.encoding === 'multipart-photo') call.attach('photo', fuzz.photo.bytes, { filename: fuzz.photo.filename, contentType: fuzz.photo.contentType });
        // A form must carry something, or supertest sends no multipart body at all.
        if (Object.keys(fuzz.body).length === 0 && fuzz.encoding === 'multipart') call.field('junk', 'x');
        return call;
      }
      case 'json-oversize':
        // Past the 100 kB limit, with the fields in front.
        return call.set('Content-Type', 'application/json').send(jsonText({ ...fuzz.body, padding: 'x'.repeat(100_000 + (fuzz.cut % 50_000)) }));
      case 'multipart-broken':
        return call.set('Content-Type', `multipart/form-data; boundary=${fuzz.cut % 2 ? 'b' : ''}`).send(brokenMultipart(fuzz));
      case 'text':
        return call.set('Content-Type', 'text/plain').send(json);
      case 'none':
        return call;
    }
  })();
  return { status: sent.status, contentType: String(sent.headers['content-type']), body: sent.body };
}

describe('Random bad input on every route of the contracts', () => {
  it.each(apiRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    'When %s gets random hostile requests, then never a 5xx, refusals are JSON, and a refusal changes nothing',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(casesFor(route), async (fuzz) => {
          const before = await fingerprint(testApp.database.db);
          const reply = await send(route, fuzz);
          const label = `${fuzz.who} ${fuzz.encoding} ${urlOf(route, fuzz).slice(0, 200)} -> ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`;
          expect(reply.status, label).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(reply.contentType, label).toMatch(/^application\/json/);
            expect(reply.body, label).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
            expect(await fingerprint(testApp.database.db), label).toEqual(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
  );
});
