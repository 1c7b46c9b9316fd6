import express from 'express';
import helmet from 'helmet';
import request, { type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnEphemeralPort } from '../support/live-stream-client.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** What helmet() sets with its default options (helmet 8). */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CORS_ORIGIN: 'https://shop.example', TRUST_PROXY: 'true' });
});
afterAll(() => testApp.close());

describe('Server conventions', () => {
  it('When the health check runs, then it reports the engine after a real query', async () => {
    const response = await request(testApp.app).get('/api/v1/health').expect(200);
    expect(response.body).toEqual({ ok: true, database: testApp.database.engine });
  });

  it('When the body is malformed JSON, then 400 JSON, not 500', async () => {
    const response = await request(testApp.app)
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": "x", ')
      .expect(400);
    expect(response.body).toEqual({ success: false, message: 'Malformed JSON in request body' });
  });

  it('When the body is valid JSON but not an object (null, a number, a string), then 400 saying what it must be', async () => {
    for (const body of ['null', '42', '"x"']) {
      const response = await request(testApp.app).post('/api/v1/auth/login').set('Content-Type', 'application/json').send(body).expect(400);
      expect(response.body).toEqual({ success: false, message: 'The request body must be a JSON object (or a form) of named fields' });
    }
  });

  it('When the JSON body is too large, then 413 JSON', async () => {
    const response = await request(testApp.app)
      .post('/api/v1/auth/register')
      .send({ name: 'x'.repeat(200_000) })
      .expect(413);
    expect(response.body).toEqual({ success: false, message: expect.any(String) });
  });

  // The body parsers' own refusals used to reach the error handler as unknown errors: 500s.
  it('When a gzip body is not gzip, then 400 JSON', async () => {
    const response = await request(testApp.app)
      .post('/api/v1/auth/login')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"email": "x"}')
      .expect(400);
    expect(response.body).toEqual({ success: false, message: 'Request body could not be decompressed: it does not match its Content-Encoding' });
  });

  it.each([
    ['a charset the API does not read', (call: Test) => call.set('Content-Type', 'application/json; charset=latin1').send('{"email": "x"}')],
    ['a Content-Encoding the API does not read', (call: Test) => call.set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{"email": "x"}')],
  ])('When the body comes in %s, then 415 JSON saying what the API reads', async (_case, send) => {
    const response = await send(request(testApp.app).post('/api/v1/auth/login')).expect(415);
    expect(response.body).toEqual({ success: false, message: 'Unsupported request body encoding: send UTF-8, uncompressed or gzip/deflate/br' });
  });

  it('When a form has more fields than the parser takes, then 413 JSON', async () => {
    const form = Array.from({ length: 2000 }, (_, index) => `field${index}=1`).join('&');
    const response = await request(testApp.app).post('/api/v1/auth/login').type('form').send(form).expect(413);
    expect(response.body).toEqual({ success: false, message: 'Request refused: too many parameters' });
  });

  it('When an API route does not exist, then 404 JSON', async () => {
    const response = await request(testApp.app).get('/api/v1/no-such-thing').expect(404);
    expect(response.body).toEqual({ success: false, message: 'No such API route: GET /api/v1/no-such-thing' });
  });

  it('When a signed-in route is asked with a method it does not take, then 404 naming it, not a demand to sign in', async () => {
    for (const [method, path] of [['patch', '/api/v1/wishlist'], ['delete', '/api/v1/notifications']] as const) {
      const response = await request(testApp.app)[method](path).expect(404);
      expect(response.body).toEqual({ success: false, message: `No such API route: ${method.toUpperCase()} ${path}` });
    }
  });

  it('When any reply is sent, then helmet headers and a request id come with it', async () => {
    const response = await request(testApp.app).get('/api/v1/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('When a reply goes out over HTTPS, then it carries every header helmet() sets, with helmet\'s values', async () => {
    const reference = await request(express().use(helmet()).get('/', (_request, response) => response.end())).get('/');
    const response = await request(testApp.app).get('/api/v1/health').set('X-Forwarded-Proto', 'https');
    for (const name of HELMET_HEADERS) expect({ name, value: response.headers[name] }).toEqual({ name, value: reference.headers[name] });
    expect(HELMET_HEADERS.every((name) => reference.headers[name])).toBe(true);
  });

  it('When a reply goes out over plain HTTP, then its policy does not send the browser to HTTPS the server may not speak', async () => {
    const reference = await request(express().use(helmet()).get('/', (_request, response) => response.end())).get('/');
    const response = await request(testApp.app).get('/home');
    expect(reference.headers['content-security-policy']).toContain(';upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toBe(String(reference.headers['content-security-policy']).replace(';upgrade-insecure-requests', ''));
    for (const name of HELMET_HEADERS.filter((header) => header !== 'content-security-policy')) expect({ name, value: response.headers[name] }).toEqual({ name, value: reference.headers[name] });
  });

  it('When an allowed origin calls, then CORS allows it; another origin gets no CORS header', async () => {
    const allowed = await request(testApp.app).get('/api/v1/health').set('Origin', 'https://shop.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await request(testApp.app).get('/api/v1/health').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('When an allowed origin reads a reply, then it may read the headers the API documents (a renewed token among them)', async () => {
    const allowed = await request(testApp.app).get('/api/v1/health').set('Origin', 'https://shop.example');
    const exposed = String(allowed.headers['access-control-expose-headers']).split(',');
    expect(exposed).toEqual(expect.arrayContaining(['X-Request-Id', 'Retry-After', 'RateLimit', 'RateLimit-Policy', 'ETag', 'Idempotent-Replayed', 'X-Session-Token']));
  });
});

describe('Requests that Node refuses before Express sees them', () => {
  it('When the headers are over 16 kB, then 431 with the JSON error shape', async () => {
    const server = await listenOnEphemeralPort(testApp.app);
    try {
      const response = await request(server.baseUrl).get('/api/v1/health').set('X-Padding', 'x'.repeat(20_000)).expect(431);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ success: false, message: 'Request headers are too large (the URL counts too)' });
    } finally {
      await server.close();
    }
  });
});

describe('When the database stops answering', () => {
  it('then the health check says 503 JSON', async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await request(broken.app).get('/api/v1/health').expect(503);
    expect(response.body).toEqual({ success: false, message: 'Database is not answering', requestId: response.headers['x-request-id'] });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('then any other route answers 500 with only a request id, never a stack', async () => {
    const broken = await createTestApp();
    await broken.close();
    const response = await request(broken.app).post('/api/v1/auth/login').send({ email: 'someone', password: 'secret-password' }).expect(500);
    expect(response.body).toEqual({ success: false, message: 'Internal server error', requestId: response.headers['x-request-id'] });
    expect(response.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
