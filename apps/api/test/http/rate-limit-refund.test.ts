import express from 'express';
import { MemoryStore, type Store } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRateLimit } from '../../src/http/rate-limit.js';

/** Counts in memory, but answers a take-back late, as a busy PostgreSQL does. */
function slowToTakeBack(delayMs: number): Store {
  const counts = new MemoryStore();
  return Object.assign(counts, {
    decrement: async (key: string) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await MemoryStore.prototype.decrement.call(counts, key);
    },
  });
}

/** A sign-in form: a wrong secret is a 401, an incomplete form a 400, the right one a 200. */
function formGuardedBy(store: Store, limit: number) {
  const app = express();
  app.use(express.json());
  const guard = createRateLimit({ windowMs: 60_000, limit, countOnlyWrongSecrets: true, store, message: 'Too many failed attempts' });
  app.post('/sign-in', guard, (request, response) => {
    const { secret } = request.body as { secret?: string };
    if (!secret) return void response.status(400).json({ success: false, message: 'Secret is required' });
    if (secret !== 'right') return void response.status(401).json({ success: false, message: 'Wrong secret' });
    response.json({ success: true });
  });
  app.use(((error, _request, response, _next) => {
    response.status(error.status ?? 500).json({ success: false, message: error.message });
  }) as express.ErrorRequestHandler);
  return app;
}

describe('A limit that counts only wrong secrets, on a store slow to take a count back', () => {
  it('When incomplete forms and right secrets come one after the other, then none meets a 429', async () => {
    const app = formGuardedBy(slowToTakeBack(200), 1);
    for (const secret of ['', '', 'right', 'right', '']) {
      const reply = await request(app).post('/sign-in').send({ secret });
      expect(reply.status).toBe(secret ? 200 : 400);
    }
  });

  it('When the wrong secrets use up the limit between incomplete forms, then the next try is a 429, even with the right secret', async () => {
    const app = formGuardedBy(slowToTakeBack(200), 2);
    await request(app).post('/sign-in').send({ secret: 'wrong' }).expect(401);
    await request(app).post('/sign-in').send({ secret: '' }).expect(400);
    await request(app).post('/sign-in').send({ secret: 'wrong' }).expect(401);
    await request(app).post('/sign-in').send({ secret: 'right' }).expect(429);
  });

  it('When tries arrive at once beyond the limit, then those refused with a 429 do not count: afterwards the wrong secrets still have the whole limit', async () => {
    const app = formGuardedBy(slowToTakeBack(200), 2);
    const burst = await Promise.all(Array.from({ length: 4 }, () => request(app).post('/sign-in').send({ secret: 'right' })));
    expect(burst.map((reply) => reply.status).sort()).toEqual([200, 200, 429, 429]);
    await request(app).post('/sign-in').send({ secret: 'wrong' }).expect(401);
    await request(app).post('/sign-in').send({ secret: 'wrong' }).expect(401);
    await request(app).post('/sign-in').send({ secret: 'right' }).expect(429);
  });
});
