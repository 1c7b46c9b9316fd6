import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { createLiveBus, type LiveBus } from '../../src/live/live-bus.js';
import { createTestApp, signUp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let liveBus: LiveBus;
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

beforeAll(async () => {
  testApp = await createTestApp();
  liveBus = await createLiveBus(testApp.database, logger);
});
afterAll(async () => {
  await liveBus.close();
  await testApp.close();
});

describe('Request logs', () => {
  it('When a signed-in request is logged, then the line has method, url and status but never the token', async () => {
    const { token } = await signUp(testApp.app);
    const app = createApp({ config: testApp.config, database: testApp.database, jwtSecret: TEST_JWT_SECRET, liveBus, logger });
    await request(app).get('/api/v1/auth/user-auth').set('Authorization', `Bearer ${token}`).expect(200);
    const line = logLines.find((entry) => entry.includes('/api/v1/auth/user-auth'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ req: { method: 'GET', url: '/api/v1/auth/user-auth' }, res: { statusCode: 200 } });
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n').toLowerCase()).not.toContain('authorization');
  });

  it('When a request is logged, then its line carries the id the reply carried, and how long it took', async () => {
    const app = createApp({ config: testApp.config, database: testApp.database, jwtSecret: TEST_JWT_SECRET, liveBus, logger });
    const response = await request(app).get('/api/v1/category/get-category?id-check=1').expect(200);
    const line = logLines.find((entry) => entry.includes('id-check=1'));
    expect(JSON.parse(line!)).toMatchObject({ req: { id: response.headers['x-request-id'], url: '/api/v1/category/get-category?id-check=1' }, responseTime: expect.any(Number), msg: 'request completed' });
  });

  it('When a client puts a secret in the query string, then its value stays out of the log', async () => {
    const app = createApp({ config: testApp.config, database: testApp.database, jwtSecret: TEST_JWT_SECRET, liveBus, logger });
    await request(app).get('/api/v1/category/get-category?access_token=SECRET1&Password=hunter2&page=2&apiKey=k3y&keyword=lamp').expect(200);
    const line = logLines.find((entry) => entry.includes('page=2'));
    expect(JSON.parse(line!).req.url).toBe('/api/v1/category/get-category?access_token=[redacted]&Password=[redacted]&page=2&apiKey=[redacted]&keyword=lamp');
  });

  it('When health checks arrive, then they are not logged', async () => {
    const app = createApp({ config: testApp.config, database: testApp.database, jwtSecret: TEST_JWT_SECRET, liveBus, logger });
    await request(app).get('/api/v1/health').expect(200);
    await request(app).get('/api/v1/category/get-category?after-health=1').expect(200);
    await expect.poll(() => logLines.some((entry) => entry.includes('after-health=1'))).toBe(true);
    expect(logLines.filter((entry) => entry.includes('/api/v1/health'))).toEqual([]);
  });
});
