import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Database } from '../../src/db/database.js';
import { createLogger } from '../../src/logger.js';
import * as schema from '../../src/db/schema.js';
import { createTokenService } from '../../src/modules/auth/tokens.js';
import { createTestAppOn, newUserDetails, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';

/**
 * A database that cannot be reached (stopped, restarting, its socket gone) is an outage, not a bug
 * in the request: the client is told to retry, with the same JSON as always. The app runs on a real
 * node-postgres pool whose server socket does not exist, so every connection is refused.
 */
/** The app on a real node-postgres pool to `config`, a database that is not there in some way. */
function appOnPool(config: pg.PoolConfig, endPool = true): Promise<TestApp> {
  const pool = new pg.Pool({ user: 'bidhub', database: 'postgres', ...config });
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Database;
  return createTestAppOn({ db, engine: 'postgres', embedded: true, close: endPool ? () => pool.end() : async () => undefined });
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await appOnPool({ host: '/nonexistent-bidhub-socket-dir' });
});
afterAll(() => testApp.close());

const DATABASE_GONE = { success: false, message: 'Database is not answering', requestId: expect.any(String) };

describe('When the database cannot be reached', () => {
  it('then a bid is a 503 JSON with Retry-After, not a 500', async () => {
    const token = createTokenService(TEST_JWT_SECRET).issue({ id: randomUUID(), passwordHash: 'any' });
    const response = await request(testApp.app).put(`/api/v1/product/bid-product/${randomUUID()}`).set('Authorization', token).send({ price: 100, winner: 'someone' }).expect(503);
    expect(response.body).toEqual(DATABASE_GONE);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('then a registration, a login and a product list are 503 JSON too', async () => {
    const details = newUserDetails();
    expect((await request(testApp.app).post('/api/v1/auth/register').send(details).expect(503)).body).toEqual(DATABASE_GONE);
    const login = await request(testApp.app).post('/api/v1/auth/login').send({ email: details.email, password: details.password }).expect(503);
    expect(login.body).toEqual(DATABASE_GONE);
    expect((await request(testApp.app).get('/api/v1/product/get-product').expect(503)).body).toEqual(DATABASE_GONE);
  });

  it('then the health check says so, with Retry-After and a request id like any other route', async () => {
    const health = await request(testApp.app).get('/api/v1/health').expect(503);
    expect(health.body).toEqual(DATABASE_GONE);
    expect(health.headers['retry-after']).toBe('5');
  });
});

describe('When a request fails because the database cannot be reached', () => {
  it("then the log names the failed statement but not its values: a user's details stay out of it", async () => {
    const lines: string[] = [];
    const logger = createLogger('info', new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }));
    const app = createApp({ config: testApp.config, database: testApp.database, jwtSecret: TEST_JWT_SECRET, liveBus: testApp.liveBus, logger });
    const details = newUserDetails({ email: `leak-${randomUUID()}` });
    await request(app).post('/api/v1/auth/register').send(details).expect(503);
    await request(app).post('/api/v1/auth/login').send({ email: details.email, password: details.password }).expect(503);
    const log = lines.join('\n');
    expect(log).toContain('Failed query: select');
    expect(log).not.toContain(details.email);
  });
});

/** Under compose, a stopped database service's name stops resolving: the same outage, said the same way. */
describe("When the database's host name does not resolve", () => {
  let unresolvedApp: TestApp;
  beforeAll(async () => {
    unresolvedApp = await appOnPool({ host: 'bidhub-postgres.invalid' });
  });
  afterAll(() => unresolvedApp.close());

  it('then a product list and a category list are 503 JSON, not 500', async () => {
    expect((await request(unresolvedApp.app).get('/api/v1/product/get-product').expect(503)).body).toEqual(DATABASE_GONE);
    expect((await request(unresolvedApp.app).get('/api/v1/category/get-category').expect(503)).body).toEqual(DATABASE_GONE);
  });
});

/**
 * A database process killed under the server resets its connections (a backend that dies with a
 * query unread sends RST, not FIN): node-postgres then fails with `read ECONNRESET`, which is the
 * same outage. Here a listener takes each connection and resets it at the first byte.
 */
describe('When the database resets its connections', () => {
  let resetting: net.Server;
  let resetApp: TestApp;
  beforeAll(async () => {
    resetting = net.createServer((socket) => socket.on('data', () => socket.resetAndDestroy()));
    await new Promise<void>((listening) => resetting.listen(0, '127.0.0.1', listening));
    resetApp = await appOnPool({ host: '127.0.0.1', port: (resetting.address() as net.AddressInfo).port });
  });
  afterAll(async () => {
    await resetApp.close();
    await new Promise((closed) => resetting.close(closed));
  });

  it('then a product list and the health check are 503 JSON, not 500', async () => {
    const list = await request(resetApp.app).get('/api/v1/product/get-product').expect(503);
    expect(list.body).toEqual(DATABASE_GONE);
    expect(list.headers['retry-after']).toBe('5');
    expect((await request(resetApp.app).get('/api/v1/health').expect(503)).body).toEqual(DATABASE_GONE);
  });
});

/** A database that takes the connection and then says nothing, as a postmaster stopped with SIGSTOP does. */
describe('When the database takes connections but never answers', () => {
  let silent: net.Server;
  let silentApp: TestApp;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening));
    // Its pool is not ended: ending waits on connections that never answer.
    silentApp = await appOnPool({ host: '127.0.0.1', port: (silent.address() as net.AddressInfo).port }, false);
  });
  afterAll(async () => {
    await silentApp.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((closed) => silent.close(closed));
  });

  it('then the health check still answers: a 503 JSON within seconds', async () => {
    const health = await request(silentApp.app).get('/api/v1/health').timeout(10_000).expect(503);
    expect(health.body).toEqual(DATABASE_GONE);
  });
});
