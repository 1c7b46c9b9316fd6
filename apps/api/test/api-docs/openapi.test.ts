import { Ajv2020 } from 'ajv/dist/2020.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, type TestApp } from '../support/test-app.js';
import { expressRoutes } from './express-routes.js';

let testApp: TestApp;
let document: {
  servers: { url: string }[];
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  components: { schemas: Record<string, object> };
};
beforeAll(async () => {
  testApp = await createTestApp();
  document = (await request(testApp.app).get('/api/v1/openapi.json').expect(200)).body;
});
afterAll(async () => {
  await testApp.close();
});

const documented = () =>
  Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} /api/v1${path}`));

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and names every route the app serves under /api/v1', () => {
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/v1' }] });
    const served = expressRoutes(testApp.app).filter((route) => route.split(' ')[1]!.startsWith('/api/v1/'));
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !documented().includes(route))).toEqual([]);
    expect(documented().filter((route) => !served.includes(route))).toEqual([]);
  });

  it('tells clients how a token is sent and where its renewal arrives', () => {
    const scheme = (document.components as unknown as { securitySchemes: { bearer: { scheme: string; description: string } } }).securitySchemes.bearer;
    expect(scheme.scheme).toBe('bearer');
    expect(scheme.description).toContain('X-Session-Token');
  });

  it("matches real replies of a sample of routes, failures included, to the documented schemas", async () => {
    const ajv = new Ajv2020({ strict: false });
    // Each named shape (components.schemas) under an id of its own, as the references name them.
    const byId = (schema: object) => JSON.parse(JSON.stringify(schema).replaceAll(/#\/components\/schemas\/(\w+)/g, 'component-$1')) as object;
    for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema({ ...byId(schema), $id: `component-${name}` });
    const user = await signUp(testApp.app);
    const { productId, seller } = await createAuction(testApp);
    await placeBid(testApp, user, productId, 1000).expect(200);
    await request(testApp.app).put(`/api/v1/wishlist/${productId}`).set('Authorization', user.token).expect(200);

    const samples: [string, string, (call: request.Test) => request.Test][] = [
      ['get', '/product/get-product', (call) => call],
      ['get', '/category/get-category', (call) => call],
      ['get', '/product/{id}/bids', (call) => call],
      ['get', '/product/my-bids', (call) => call.set('Authorization', user.token)],
      ['get', '/wishlist', (call) => call.set('Authorization', user.token)],
      ['get', '/wishlist', (call) => call],
      ['get', '/product/get-product/{slug}', (call) => call],
      ['put', '/wishlist/{productId}', (call) => call.set('Authorization', user.token)],
      ['get', '/health', (call) => call],
      ['get', '/auth/user-auth', (call) => call],
      ['get', '/auth/profile', (call) => call.set('Authorization', user.token)],
      ['get', '/auth/admin-auth', (call) => call.set('Authorization', user.token)],
      ['post', '/auth/forgot-password', (call) => call.send({ email: user.user.email, answer: 'not the answer', newPassword: 'another-password-1' })],
      ['put', '/product/bid-product/{id}', (call) => call.set('Authorization', seller.token).send({ price: 5000, winner: seller.user.email })],
    ];
    for (const [method, path, prepare] of samples) {
      const url = `/api/v1${path.replace('{id}', productId).replace('{productId}', productId).replace('{slug}', 'no-such-slug')}`;
      const reply = await prepare(request(testApp.app)[method as 'get' | 'put' | 'post'](url));
      const documentedReply = document.paths[path]![method]!.responses[String(reply.status)];
      expect(documentedReply, `${method} ${path} answered an undocumented ${reply.status}`).toBeDefined();
      const schema = documentedReply!.content!['application/json']!.schema!;
      const validate = ajv.compile(byId(schema));
      expect(validate(reply.body), `${method} ${path} ${reply.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });

  it('names every request format and parameter the server takes, as a client finds them', async () => {
    type Operation = { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; parameters?: { name: string; in: string }[] };
    const operation = (path: string, method: string) => document.paths[path]![method] as unknown as Operation;
    const user = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);

    const bid = operation('/product/bid-product/{id}', 'put');
    expect(Object.keys(bid.requestBody!.content)).toEqual(['application/json', 'multipart/form-data']);
    expect(bid.requestBody!.content['multipart/form-data']!.schema.properties).not.toHaveProperty('photo');
    const formBid = request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).set('Authorization', user.token);
    await formBid.field('price', '1000').field('winner', user.user.email).expect(200);

    const create = operation('/product/create-product', 'post');
    expect(Object.keys(create.requestBody!.content)).toEqual(['multipart/form-data', 'application/json']);
    expect(create.requestBody!.content['multipart/form-data']!.schema.properties).toHaveProperty('photo');

    const live = operation('/product/{id}/live', 'get');
    // What the server does with it: test/bidding/live-stream.test.ts.
    expect(live.parameters!.map(({ name, in: where }) => `${where} ${name}`)).toEqual(['path id', 'query lastEventId', 'query heartbeat', 'header Last-Event-ID']);
    expect(operation('/notifications/live', 'get').parameters!.map(({ name, in: where }) => `${where} ${name}`)).toEqual(['query heartbeat', 'header X-Heartbeat']);
  });
});

describe("the product a client receives", () => {
  it('names the shapes many replies share once, and every reply that carries one refers to it', () => {
    const text = JSON.stringify(document);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Product', 'Category', 'Notification', 'LedgerBid', 'MyBid', 'Error']));
    expect(text).not.toContain('$defs');
    const productReply = document.paths['/product/get-product/{slug}']!.get!.responses['200']!.content!['application/json']!.schema as { properties: { product: object } };
    expect(productReply.properties.product).toEqual({ $ref: '#/components/schemas/Product' });
    // Listed once, not once per reply: no other schema spells out a product's fields.
    expect(text.split('"minNextBid":{').length - 1).toBe(1);
  });

  it('is described with its dates as date-times and its counts as never negative, as the server sends them', () => {
    type Schema = { properties: Record<string, { format?: string; minimum?: number; items?: Schema }> };
    const list = (document.paths['/product/get-product']!.get!.responses['200']!.content!['application/json']!.schema as Schema).properties;
    const product = (document.components.schemas.Product as Schema).properties;
    for (const date of ['endtime', 'serverTime', 'createdAt', 'updatedAt']) expect(product[date]!.format, date).toBe('date-time');
    for (const count of ['bidCount', 'watchers']) expect(product[count]!.minimum, count).toBe(0);
    expect(list.total!.minimum).toBe(0);
  });
});

describe('the paging rule the original client relies on', () => {
  it('is told where it applies: product-filters and a category without page or cursor give every match up to 100', () => {
    const description = (path: string, method: string) => (document.paths[path]![method] as unknown as { description?: string }).description ?? '';
    for (const [path, method] of [['/product/product-filters', 'post'], ['/product/product-category/{slug}', 'get']] as const) {
      expect(description(path, method), path).toContain('Without `page` or `cursor` (as the original client asks), every match up to 100');
    }
    expect(description('/product/product-filters', 'post')).toContain('`checked=<id>`');
  });
});

describe('the reply headers a client can act on', () => {
  type Documented = { headers?: Record<string, unknown> };
  const documentedReply = (path: string, method: string, status: number) =>
    (document.paths[path]![method]!.responses as Record<string, Documented>)[String(status)];
  const NAMES = ['ETag', 'X-Request-Id', 'X-Session-Token', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'Idempotent-Replayed'];

  it('are named on every reply that carries them: ETag and a 304 on reads, the rate limit, a replayed bid, a renewed token', async () => {
    const user = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    const bid = () => request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).set('Authorization', user.token).set('Idempotency-Key', 'headers-1').send({ price: 1000, winner: user.user.email });
    await bid().expect(200);
    const etag = (await request(testApp.app).get('/api/v1/product/get-product').expect(200)).headers.etag as string;

    const samples: [string, string, () => request.Test][] = [
      ['get', '/product/get-product', () => request(testApp.app).get('/api/v1/product/get-product')],
      ['get', '/product/get-product', () => request(testApp.app).get('/api/v1/product/get-product').set('If-None-Match', etag)],
      ['get', '/product/my-bids', () => request(testApp.app).get('/api/v1/product/my-bids').set('Authorization', user.token)],
      ['post', '/auth/login', () => request(testApp.app).post('/api/v1/auth/login').send({ email: user.user.email, password: 'not-the-password' })],
      ['put', '/product/bid-product/{id}', bid],
      ['put', '/auth/profile', () => request(testApp.app).put('/api/v1/auth/profile').set('Authorization', user.token).send({ password: 'a-new-password' })],
    ];
    const seen = new Set<string>();
    for (const [method, path, send] of samples) {
      const reply = await send();
      const documented = documentedReply(path, method, reply.status);
      expect(documented, `${method} ${path} answered an undocumented ${reply.status}`).toBeDefined();
      for (const name of NAMES.filter((header) => reply.headers[header.toLowerCase()] !== undefined)) {
        seen.add(name);
        expect(documented!.headers?.[name], `${method} ${path} ${reply.status} sent ${name}`).toBeDefined();
      }
    }
    // The sample met every header but Retry-After, which a 429 carries (documented on each one).
    expect([...seen].sort()).toEqual(NAMES.filter((name) => name !== 'Retry-After').sort());
    expect(documentedReply('/auth/login', 'post', 429)!.headers).toHaveProperty('Retry-After');
  });

  it('asks If-None-Match of every read whose reply has an ETag, and of no event stream', () => {
    type Operation = { parameters?: { $ref?: string }[]; responses: Record<string, unknown> };
    const reads = Object.entries(document.paths).flatMap(([path, operations]) => (operations.get ? [[path, operations.get as unknown as Operation] as const] : []));
    const conditional = reads.filter(([, read]) => read.parameters?.some((parameter) => parameter.$ref === '#/components/parameters/If-None-Match'));
    expect(conditional.map(([path]) => path)).toEqual(reads.filter(([, read]) => '304' in read.responses).map(([path]) => path));
    expect(conditional.map(([path]) => path)).toEqual(expect.arrayContaining(['/product/get-product', '/health', '/product/product-photo/{id}']));
    expect(conditional.map(([path]) => path)).not.toContain('/product/{id}/live');
  });
});

describe('the failures a client can meet', () => {
  type Operation = { requestBody?: { required: boolean }; responses: Record<string, unknown> };
  const operation = (path: string, method: string) => document.paths[path]![method] as unknown as Operation;

  it('are listed where a body goes (413, 415) and where live streams are capped (429), as the server answers them', async () => {
    const user = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    expect(Object.keys(operation('/product/bid-product/{id}', 'put').responses)).toEqual(expect.arrayContaining(['413', '415']));
    const xml = request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).set('Authorization', user.token).set('Content-Type', 'application/xml');
    await xml.send('<bid/>').expect(415);
    expect(Object.keys(operation('/notifications/live', 'get').responses)).toContain('429');
  });

  it("documents the empty fields a form sends as 'not sent', and the server takes those bodies", async () => {
    const user = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    const bodySchema = (path: string, method: string) =>
      (document.paths[path]![method] as unknown as { requestBody: { content: Record<string, { schema: object }> } }).requestBody.content['application/json']!.schema;
    const ajv = new Ajv2020({ strict: false });
    const profile = { name: '', password: '', phone: '', address: '', answer: '' };
    expect(ajv.validate(bodySchema('/auth/profile', 'put'), profile), ajv.errorsText(ajv.errors)).toBe(true);
    await request(testApp.app).put('/api/v1/auth/profile').set('Authorization', user.token).send(profile).expect(200);
    const bid = { price: 1000, winner: user.user.email, maxBid: null };
    expect(ajv.validate(bodySchema('/product/bid-product/{id}', 'put'), bid), ajv.errorsText(ajv.errors)).toBe(true);
    await request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).set('Authorization', user.token).send(bid).expect(200);
  });

  it('gives the bounds of an amount, and the server refuses a bid outside them as the document says', async () => {
    const user = await signUp(testApp.app);
    const { productId } = await createAuction(testApp);
    const body = (document.paths['/product/bid-product/{id}']!.put as unknown as { requestBody: { content: Record<string, { schema: object }> } }).requestBody;
    const ajv = new Ajv2020({ strict: false });
    const validBid = ajv.compile(body.content['application/json']!.schema);
    const winner = user.user.email;
    for (const price of [0, -5, 1_000_000_001, '12.345', 'ten']) {
      expect(validBid({ price, winner }), String(price)).toBe(false);
      await request(testApp.app).put(`/api/v1/product/bid-product/${productId}`).set('Authorization', user.token).send({ price, winner }).expect(400);
    }
    expect(validBid({ price: 1_000_000_000, winner })).toBe(true);
    expect(validBid({ price: ' 1500.50 ', winner })).toBe(true);
  });

  it('bounds the price range of product-filters as the server does: [] or [min, max]', async () => {
    const body = (document.paths['/product/product-filters']!.post as unknown as { requestBody: { content: Record<string, { schema: object }> } }).requestBody;
    const validFilters = new Ajv2020({ strict: false }).compile(body.content['application/json']!.schema);
    const filters = (radio: number[]) => request(testApp.app).post('/api/v1/product/product-filters').send({ checked: [], radio });
    expect(validFilters({ checked: [], radio: [1, 2, 3] })).toBe(false);
    await filters([1, 2, 3]).expect(400);
    for (const radio of [[], [0, 5000]]) {
      expect(validFilters({ checked: [], radio }), JSON.stringify(radio)).toBe(true);
      await filters(radio).expect(200);
    }
  });

  it('says which body may be left out, and the server takes the request without one', async () => {
    const user = await signUp(testApp.app);
    expect(operation('/notifications/read', 'post').requestBody!.required).toBe(false);
    expect(operation('/auth/login', 'post').requestBody!.required).toBe(true);
    await request(testApp.app).post('/api/v1/notifications/read').set('Authorization', user.token).expect(200);
  });
});

describe('the interactive reference', () => {
  it('is served from the package under a strict CSP, with no inline script', async () => {
    const page = await request(testApp.app).get('/api/docs').expect(200).expect('Content-Type', /html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(page.text).not.toContain('<script>');
    expect(page.text).not.toMatch(/https?:\/\//);
    await request(testApp.app).get('/api/docs/assets/swagger-ui-bundle.js').expect(200).expect('Content-Type', /javascript/);
    await request(testApp.app).get('/api/docs/assets/swagger-ui.css').expect(200);
    const start = await request(testApp.app).get('/api/docs/start.js').expect(200);
    expect(start.text).toContain('/api/v1/openapi.json');
  });
});
