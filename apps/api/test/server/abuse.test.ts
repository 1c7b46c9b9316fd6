import http from 'node:http';
import { connect, type Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, placeBid, signUpBidders } from '../support/bidding-fixtures.js';
import { openLiveStream, type LiveStream } from '../support/live-stream-client.js';
import { createListeningTestApp, signUpAdmin, type SignedInUser, type ListeningTestApp } from '../support/test-app.js';

/**
 * Abuse trials: clients that hold connections open, send far too much, or nest without end. The
 * server refuses with a clear 4xx JSON where a limit applies and keeps answering everyone else.
 */

const IDLE_STREAMS = 2000;

let testApp: ListeningTestApp;
let bidder: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  // Exactly room for the idle streams below, so the next one meets the cap in all.
  testApp = await createListeningTestApp({ LIVE_STREAMS_MAX: String(IDLE_STREAMS), LIVE_STREAMS_PER_CLIENT: String(IDLE_STREAMS) });
  [bidder] = (await signUpBidders(testApp, 1)) as [SignedInUser];
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

interface RawReply {
  status: number;
  contentType: string;
  body: Record<string, unknown>;
}

/**
 * Sends `size` bytes of body in 64 kB chunks and stops writing once the server has answered: a
 * server that refuses early may close the connection before the client has finished.
 */
function sendHuge(method: string, path: string, headers: Record<string, string>, size: number, prefix = '', suffix = ''): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${testApp.baseUrl}${path}`);
    const outgoing = http.request(url, { method, headers: { ...headers, 'Content-Length': String(size) }, agent: false });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type']), body: JSON.parse(text) }));
    });
    outgoing.on('error', (error) => {
      if (!answered) reject(error);
    });
    const filler = Buffer.alloc(64 * 1024, 'a');
    let left = size - prefix.length - suffix.length;
    outgoing.write(prefix);
    const writeMore = () => {
      while (!answered && left > 0) {
        const piece = filler.subarray(0, Math.min(filler.length, left));
        left -= piece.length;
        if (left === 0) return void outgoing.end(Buffer.concat([piece, Buffer.from(suffix)]));
        if (!outgoing.write(piece)) return void outgoing.once('drain', writeMore);
      }
    };
    writeMore();
  });
}

function expectJsonRefusal(reply: { status: number; contentType: string; body: unknown }, status: number | number[]) {
  if (Array.isArray(status)) expect(status).toContain(reply.status);
  else expect(reply.status).toBe(status);
  expect(reply.contentType).toMatch(/^application\/json/);
  expect(reply.body).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
}

const FIFTY_MB = 50 * 1024 * 1024;

describe('Bodies far over the limits', () => {
  it('When a 50 MB JSON body is sent, then 413 JSON, and the server answers others meanwhile and after', async () => {
    const huge = sendHuge('POST', '/api/v1/auth/register', { 'Content-Type': 'application/json' }, FIFTY_MB, '{"name":"', '"}');
    await request(testApp.app).get('/api/v1/health').expect(200);
    expectJsonRefusal(await huge, 413);
    await request(testApp.baseUrl).get('/api/v1/health').expect(200);
  });

  it('When a 50 MB photo is uploaded, then 413 JSON naming the photo limit, and no product is created', async () => {
    const boundary = 'abuse-boundary';
    const prefix = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`;
    const suffix = `\r\n--${boundary}--\r\n`;
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: admin.token };
    const before = await request(testApp.app).get('/api/v1/product/product-count').expect(200);
    const reply = await sendHuge('POST', '/api/v1/product/create-product', headers, FIFTY_MB, prefix, suffix);
    expectJsonRefusal(reply, 413);
    expect(reply.body.message).toMatch(/Photo must be at most/);
    expect((await request(testApp.app).get('/api/v1/product/product-count').expect(200)).body).toEqual(before.body);
  });

  it('When a 50 MB url-encoded form is sent, then 413 JSON', async () => {
    expectJsonRefusal(await sendHuge('POST', '/api/v1/auth/login', { 'Content-Type': 'application/x-www-form-urlencoded' }, FIFTY_MB, 'email='), 413);
  });

  it('When 50 MB come as text/plain (what fetch labels a string body), then 413 JSON too', async () => {
    expectJsonRefusal(await sendHuge('POST', '/api/v1/product/product-filters', { 'Content-Type': 'text/plain;charset=UTF-8' }, FIFTY_MB, '{"checked":"'), 413);
  });

  it('When 50 MB come of a type the API does not read (octet-stream, or none named), then 415 JSON once they have been read off', async () => {
    expectJsonRefusal(await sendHuge('POST', '/api/v1/product/product-filters', { 'Content-Type': 'application/octet-stream' }, FIFTY_MB), 415);
    expectJsonRefusal(await sendHuge('POST', '/api/v1/auth/login', {}, FIFTY_MB), 415);
  });
});

describe('Deeply nested JSON', () => {
  // As deep as fits in the 100 kB body limit: arrays and objects, in a field and as the whole body.
  const DEPTH = 45_000;
  const nestings: [label: string, nest: (field: string) => string][] = [
    ['arrays in a field', (field) => `{"${field}":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`],
    ['objects in a field', (field) => `{"${field}":${'{"a":'.repeat(DEPTH / 5)}1${'}'.repeat(DEPTH / 5)}}`],
    ['arrays as the body', () => `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`],
    ['unclosed arrays', () => '['.repeat(DEPTH * 2)],
  ];
  // Each route's nested value lands in a field it reads, so no route can ignore it as an extra key.
  const routes: [method: 'post' | 'put', path: string, field: string, token: () => string | undefined][] = [
    ['post', '/api/v1/auth/register', 'name', () => undefined],
    ['post', '/api/v1/auth/login', 'email', () => undefined],
    ['post', '/api/v1/product/product-filters', 'checked', () => undefined],
    ['put', '/api/v1/auth/profile', 'name', () => bidder.token],
    ['post', '/api/v1/category/create-category', 'name', () => admin.token],
    ['post', '/api/v1/wishlist/merge', 'productIds', () => bidder.token],
  ];

  it.each(nestings)('When JSON nests %s 45,000 deep, then every JSON route answers 4xx JSON', async (_label, nest) => {
    for (const [method, path, field, token] of routes) {
      const call = request(testApp.app)[method](path).set('Content-Type', 'application/json');
      const reply = await (token() ? call.set('Authorization', token()!) : call).send(nest(field));
      expectJsonRefusal({ status: reply.status, contentType: reply.headers['content-type'] ?? '', body: reply.body }, [400, 413]);
    }
    await request(testApp.app).get('/api/v1/health').expect(200);
  });
});

/** Opens `count` live streams, 100 at a time so the accept queue never overflows. */
async function openStreams(url: string, count: number, headers: Record<string, string> = {}): Promise<LiveStream[]> {
  const streams: LiveStream[] = [];
  while (streams.length < count) {
    const batch = Math.min(100, count - streams.length);
    streams.push(...(await Promise.all(Array.from({ length: batch }, () => openLiveStream(url, headers)))));
  }
  return streams;
}

async function refusalOf(stream: LiveStream) {
  return { status: stream.status, contentType: String(stream.headers['content-type']), body: JSON.parse(await stream.text()) as Record<string, unknown> };
}

describe('Idle live streams', () => {
  it('When 2,000 idle live streams are open, then the server keeps answering, bids still reach watchers, and one more stream is a 429 JSON', async () => {
    const { productId } = await createAuction(testApp, { price: 1000 });
    const url = `${testApp.baseUrl}/api/v1/product/${productId}/live`;
    const streams = await openStreams(url, IDLE_STREAMS);
    try {
      expect(streams.every((stream) => stream.status === 200)).toBe(true);

      await request(testApp.baseUrl).get('/api/v1/health').expect(200);
      await request(testApp.baseUrl).get('/api/v1/product/get-product').expect(200);
      await placeBid(testApp, bidder, productId, 1000).expect(200);
      // The first, the last and one in the middle all receive it.
      await Promise.all([streams[0]!, streams[IDLE_STREAMS / 2]!, streams.at(-1)!].map((stream) => stream.waitForBids(1)));

      const refused = await openLiveStream(url);
      const reply = await refusalOf(refused);
      expectJsonRefusal(reply, 429);
      expect(refused.headers['retry-after']).toBe('5');
      expect(reply.body.message).toMatch(/Too many live streams are open on this server \(at most 2000\)/);
    } finally {
      for (const stream of streams) stream.close();
    }
    // Closed streams free their slots.
    await expect.poll(async () => {
      const stream = await openLiveStream(url);
      stream.close();
      return stream.status;
    }).toBe(200);
  });
});

describe('Live streams from one client', () => {
  let limited: ListeningTestApp;
  beforeAll(async () => {
    limited = await createListeningTestApp({ LIVE_STREAMS_PER_CLIENT: '3', TRUST_PROXY: 'true' });
  });
  afterAll(() => limited.close());

  it('When one address holds as many streams as it may, then its next one is a 429 JSON while other addresses still connect', async () => {
    const { productId } = await createAuction(limited);
    const url = `${limited.baseUrl}/api/v1/product/${productId}/live`;
    const first = { 'X-Forwarded-For': '203.0.113.1' };
    const mine = await openStreams(url, 3, first);
    expect(mine.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const refused = await openLiveStream(url, first);
    const reply = await refusalOf(refused);
    expectJsonRefusal(reply, 429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(reply.body.message).toMatch(/Too many live streams from one client \(at most 3\)/);

    const other = await openLiveStream(url, { 'X-Forwarded-For': '203.0.113.2' });
    expect(other.status).toBe(200);
    other.close();

    mine[0]!.close();
    await expect.poll(async () => {
      const stream = await openLiveStream(url, first);
      stream.close();
      return stream.status;
    }).toBe(200);
    for (const stream of mine) stream.close();
  });

  it('When a client names another address in X-Forwarded-For, then the address the trusted proxy saw still counts', async () => {
    const { productId } = await createAuction(limited);
    const url = `${limited.baseUrl}/api/v1/product/${productId}/live`;
    // A proxy appends the address it saw to whatever the client sent: the client cannot change that part.
    const spoofed = (index: number) => ({ 'X-Forwarded-For': `10.9.${index}.1, 203.0.113.7` });
    const mine = await Promise.all([1, 2, 3].map((index) => openLiveStream(url, spoofed(index))));
    expect(mine.map((stream) => stream.status)).toEqual([200, 200, 200]);

    const reply = await refusalOf(await openLiveStream(url, spoofed(4)));
    expectJsonRefusal(reply, 429);
    for (const stream of mine) stream.close();
  });

  it("When one user holds as many notification streams as they may, then their next one is a 429 JSON, from any address", async () => {
    const [user] = await signUpBidders(limited, 1);
    const url = `${limited.baseUrl}/api/v1/notifications/live`;
    const mine = await Promise.all(['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => openLiveStream(url, { Authorization: user!.token, 'X-Forwarded-For': address })));
    expect(mine.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const reply = await refusalOf(await openLiveStream(url, { Authorization: user!.token, 'X-Forwarded-For': '198.51.100.4' }));
    expectJsonRefusal(reply, 429);
    expect(reply.body.message).toMatch(/at most 3/);
    for (const stream of mine) stream.close();
  });

  it('When a refused stream named an unknown product, then its 404 frees the slot it took', async () => {
    const header = { 'X-Forwarded-For': '203.0.113.3' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const stream = await openLiveStream(`${limited.baseUrl}/api/v1/product/00000000-0000-4000-8000-000000000000/live`, header);
      expect(stream.status).toBe(404);
      await stream.text();
    }
    const { productId } = await createAuction(limited);
    const stream = await openLiveStream(`${limited.baseUrl}/api/v1/product/${productId}/live`, header);
    expect(stream.status).toBe(200);
    stream.close();
  });
});

describe('Slow clients', () => {
  it('When 50 clients trickle their headers, then the server still answers others at once', async () => {
    const { port } = new URL(testApp.baseUrl);
    const sockets: Socket[] = Array.from({ length: 50 }, () => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n');
      return socket;
    });
    try {
      for (let round = 0; round < 3; round += 1) {
        for (const socket of sockets) socket.write(`X-Slow-${round}: still typing\r\n`);
        await request(testApp.baseUrl).get('/api/v1/health').expect(200);
        await request(testApp.baseUrl).get('/api/v1/category/get-category').expect(200);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
