import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitText } from '../../src/http/rate-limit.js';
import { createTestApp, signUp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ RATE_LIMIT_FAILURES_PER_USERNAME: '3', RATE_LIMIT_AUTH_PER_IP: '12' });
});
afterAll(() => testApp.close());

const login = (email: string, password: string) => request(testApp.app).post('/api/v1/auth/login').send({ email, password });

describe("A 429's wait in words", () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [5400, '90 minutes'],
    [5401, '2 hours'],
    [86_400, '24 hours'],
  ])('When Retry-After is %i, then the message says %s', (seconds, words) => {
    expect(waitText(seconds)).toBe(words);
  });
});

describe('Rate limits on the account routes', () => {
  it('When one username fails too often, then 429 with Retry-After, even with the right password, while others still log in', async () => {
    const victim = await signUp(testApp.app);
    const bystander = await signUp(testApp.app);
    for (let attempt = 0; attempt < 3; attempt += 1) await login(victim.user.email, 'wrong-password').expect(401);
    const blocked = await login(victim.user.email, victim.password).expect(429);
    expect(blocked.body).toEqual({ success: false, message: expect.stringMatching(/too many failed attempts/i) });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toContain(`try again in ${waitText(Number(blocked.headers['retry-after']))}`);
    // The headers are the address's budget: the username's count sends none (see the next test).
    expect(blocked.headers['ratelimit-policy']).toBe('12;w=900');
    await login(bystander.user.email, bystander.password).expect(200);
  });

  it("When a stranger fails to sign in as someone, then the reply tells nothing of that account's own sign-ins", async () => {
    const fresh = await createTestApp({ RATE_LIMIT_FAILURES_PER_USERNAME: '10', RATE_LIMIT_AUTH_PER_IP: '1000' });
    try {
      const active = await signUp(fresh.app);
      const idle = { name: 'Idle', email: `idle-${Date.now()}`, password: 'secret123', phone: '1', answer: 'blue' };
      await request(fresh.app).post('/api/v1/auth/register').send(idle).expect(201);
      // The active owner signed in just now (signUp does), the idle one never: a stranger's failure must not tell them apart.
      const strangerTries = (email: string) => request(fresh.app).post('/api/v1/auth/login').send({ email, password: 'wrong-guess' }).expect(401);
      const [onActive, onIdle] = [await strangerTries(active.user.email), await strangerTries(idle.email)];
      for (const reply of [onActive, onIdle]) expect(reply.headers['ratelimit-policy']).toBe('1000;w=900');
      const resetOf = (reply: request.Response) => Number(/reset=(\d+)/.exec(String(reply.headers.ratelimit))?.[1]);
      expect(Math.abs(resetOf(onActive) - resetOf(onIdle))).toBeLessThanOrEqual(1);
    } finally {
      await fresh.close();
    }
  });

  it('When a username gets a few wrong security answers, then its password cannot be reset for a day, even with the right answer, while its owner still logs in', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_WRONG_ANSWERS_PER_DAY: '2' });
    try {
      const user = await signUp(fresh.app);
      const reset = (answer: string) => request(fresh.app).post('/api/v1/auth/forgot-password').send({ email: user.user.email, answer, newPassword: 'taken-over' });
      for (const guess of ['red', 'green']) await reset(guess).expect(401);
      const blocked = await reset('Blue').expect(429);
      expect(blocked.body).toEqual({ success: false, message: 'Too many wrong answers for this username, please try again in 24 hours' });
      await request(fresh.app).post('/api/v1/auth/login').send({ email: user.user.email, password: user.password }).expect(200);
    } finally {
      await fresh.close();
    }
  });

  it('When one address gets wrong answers for many usernames, then it may reset no more passwords that day, while other limits are untouched', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_WRONG_ANSWERS_PER_IP_PER_DAY: '3' });
    try {
      const users = await Promise.all(Array.from({ length: 4 }, () => signUp(fresh.app)));
      const reset = (email: string, answer: string) => request(fresh.app).post('/api/v1/auth/forgot-password').send({ email, answer, newPassword: 'taken-over' });
      for (const user of users.slice(0, 3)) await reset(user.user.email, 'red').expect(401);
      const blocked = await reset(users[3]!.user.email, 'blue').expect(429);
      expect(blocked.body).toEqual({ success: false, message: 'Too many wrong answers from this address, please try again in 24 hours' });
      await request(fresh.app).post('/api/v1/auth/login').send({ email: users[3]!.user.email, password: users[3]!.password }).expect(200);
    } finally {
      await fresh.close();
    }
  });

  it('When a form is refused as incomplete, then it guesses nothing: the owner may still reset with a right answer and sign in', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_WRONG_ANSWERS_PER_DAY: '2', RATE_LIMIT_WRONG_ANSWERS_PER_IP_PER_DAY: '2', RATE_LIMIT_FAILURES_PER_USERNAME: '2' });
    try {
      const user = await signUp(fresh.app);
      const reset = (newPassword: string) => request(fresh.app).post('/api/v1/auth/forgot-password').send({ email: user.user.email, answer: 'blue', newPassword });
      const signIn = (password: string) => request(fresh.app).post('/api/v1/auth/login').send({ email: user.user.email, password });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await reset('abc12').expect(400)).body.message).toMatch(/at least 6 characters/);
        await signIn('').expect(400);
      }
      await reset('abc12345').expect(200);
      await signIn('abc12345').expect(200);
    } finally {
      await fresh.close();
    }
  });

  it('When successful logins repeat, then they do not count as failures', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_FAILURES_PER_USERNAME: '2' });
    try {
      const user = await signUp(fresh.app);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        await request(fresh.app).post('/api/v1/auth/login').send({ email: user.user.email, password: user.password }).expect(200);
      }
    } finally {
      await fresh.close();
    }
  });

  it('When a username is typed with a combining accent, then its failures count with those of the composed spelling', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_FAILURES_PER_USERNAME: '3' });
    try {
      const composed = `ren\u00e9e-${Date.now()}`;
      const decomposed = composed.normalize('NFD');
      const fields = { name: 'Renée', email: composed, password: 'a-good-password', phone: '9999999999', answer: 'blue' };
      await request(fresh.app).post('/api/v1/auth/register').send(fields).expect(201);
      const tryLogin = (email: string, password: string) => request(fresh.app).post('/api/v1/auth/login').send({ email, password });
      await tryLogin(composed, 'wrong-password').expect(401);
      await tryLogin(composed, 'wrong-password').expect(401);
      await tryLogin(decomposed, 'wrong-password').expect(401);

      await tryLogin(decomposed, fields.password).expect(429);
      await tryLogin(composed, fields.password).expect(429);
    } finally {
      await fresh.close();
    }
  });

  it('When a username is typed with a dotted capital I, which sign-in finds as a plain i, then its failures count with the plain spelling', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_FAILURES_PER_USERNAME: '3' });
    try {
      const plain = `victim-${Date.now()}`;
      const dotted = plain.replace('i', '\u0130');
      const fields = { name: 'Victim', email: plain, password: 'a-good-password', phone: '9999999999', answer: 'blue' };
      await request(fresh.app).post('/api/v1/auth/register').send(fields).expect(201);
      const tryLogin = (email: string, password: string) => request(fresh.app).post('/api/v1/auth/login').send({ email, password });
      for (let attempt = 0; attempt < 3; attempt += 1) await tryLogin(plain, 'wrong-password').expect(401);

      await tryLogin(dotted, 'wrong-password').expect(429);
      await tryLogin(dotted, fields.password).expect(429);
    } finally {
      await fresh.close();
    }
  });

  it('When one address sends too many requests, then 429 on register, login and forgot-password', async () => {
    // Earlier tests in this file used part of the 12 requests this address may send.
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
      status = (await request(testApp.app).post('/api/v1/auth/register').send({})).status;
    }
    expect(status).toBe(429);
    const forgot = await request(testApp.app).post('/api/v1/auth/forgot-password').send({}).expect(429);
    expect(forgot.body.message).toMatch(/too many requests from this address/i);
    expect(forgot.headers['retry-after']).toBeDefined();
  });
});
