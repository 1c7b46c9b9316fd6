import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, passwordVersionOf, signUp, signUpAdmin, TEST_JWT_SECRET, type SignedInUser, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
let member: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUp(testApp.app);
  admin = await signUpAdmin(testApp);
});
afterAll(() => testApp.close());

const userAuth = (authorization?: string) => {
  const call = request(testApp.app).get('/api/v1/auth/user-auth');
  return authorization === undefined ? call : call.set('Authorization', authorization);
};
const adminAuth = (authorization?: string) => {
  const call = request(testApp.app).get('/api/v1/auth/admin-auth');
  return authorization === undefined ? call : call.set('Authorization', authorization);
};

describe('GET /api/v1/auth/user-auth', () => {
  it('When the token is sent raw or as Bearer, then ok', async () => {
    expect((await userAuth(member.token).expect(200)).body).toEqual({ ok: true });
    expect((await userAuth(`Bearer ${member.token}`).expect(200)).body).toEqual({ ok: true });
  });

  it('When a token was signed with the secret as text (as before the server kept it as a key), then ok', async () => {
    const earlier = jwt.sign({ pv: passwordVersionOf(member) }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: '7d', subject: member.user._id });
    expect((await userAuth(earlier).expect(200)).body).toEqual({ ok: true });
  });

  const forged = () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: member.user._id })).toString('base64url');
    return `${header}.${payload}.`;
  };

  it.each([
    ['missing', () => undefined],
    ['empty', () => 'Bearer '],
    ['malformed', () => 'not-a-token'],
    ['expired', () => jwt.sign({}, TEST_JWT_SECRET, { subject: member.user._id, expiresIn: -10 })],
    ['signed with another key', () => jwt.sign({}, 'another-secret-of-enough-length', { subject: member.user._id, expiresIn: '1h' })],
    ['alg none', forged],
    ['for a user that does not exist', () => jwt.sign({}, TEST_JWT_SECRET, { subject: '00000000-0000-4000-8000-000000000000', expiresIn: '1h' })],
    // Signed with the real secret but naming no possible user: the database must never see it (it was a 500).
    ['for a subject that is not a user id', () => jwt.sign({}, TEST_JWT_SECRET, { subject: 'not-a-uuid', expiresIn: '1h' })],
    ['for a subject with a NUL', () => jwt.sign({}, TEST_JWT_SECRET, { subject: `${member.user._id}\u0000`, expiresIn: '1h' })],
  ])('When the token is %s, then 401 { ok: false, message }', async (_case, token) => {
    const response = await userAuth(token()).expect(401);
    expect(response.body).toMatchObject({ ok: false, message: expect.any(String) });
  });

  const deadTokens: [string, () => string][] = [
    ['malformed', () => 'not-a-token'],
    ['expired', () => jwt.sign({}, TEST_JWT_SECRET, { subject: member.user._id, expiresIn: -10 })],
    ['signed with another key', () => jwt.sign({}, 'another-secret-of-enough-length', { subject: member.user._id, expiresIn: '1h' })],
    ['for a user that does not exist', () => jwt.sign({}, TEST_JWT_SECRET, { subject: '00000000-0000-4000-8000-000000000000', expiresIn: '1h' })],
  ];

  it.each(deadTokens)('When the token sent is %s, then the 401 challenges it as invalid_token, on any route', async (_case, token) => {
    expect((await userAuth(token()).expect(401)).headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const notifications = await request(testApp.app).get('/api/v1/notifications').set('Authorization', token()).expect(401);
    expect(notifications.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(notifications.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('When no token is sent, or a password is wrong, then the 401 does not say a token is dead', async () => {
    expect((await userAuth().expect(401)).headers['www-authenticate']).toBeUndefined();
    const login = await request(testApp.app)
      .post('/api/v1/auth/login')
      .set('Authorization', member.token)
      .send({ email: member.user.email, password: 'not-the-password' })
      .expect(401);
    expect(login.headers['www-authenticate']).toBeUndefined();
  });

  it('When the token has expired, then the message says so', async () => {
    const expired = jwt.sign({}, TEST_JWT_SECRET, { subject: member.user._id, expiresIn: -10 });
    expect((await userAuth(expired).expect(401)).body.message).toMatch(/expired/i);
  });

  // The server remembers tokens it has checked: these hold whether a token was seen before or not.
  it('When a token that was accepted expires, then it is refused from its expiry on', async () => {
    // The clock is set, not waited for: a token good for one second ran out before its first check
    // when it was signed late in a second on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const shortLived = jwt.sign({ pv: passwordVersionOf(member) }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: member.user._id, expiresIn: 60 });
      await userAuth(shortLived).expect(200);
      const { exp } = jwt.decode(shortLived) as jwt.JwtPayload;
      vi.setSystemTime(exp! * 1000 - 1000);
      await userAuth(shortLived).expect(200);
      vi.setSystemTime(exp! * 1000);
      expect((await userAuth(shortLived).expect(401)).body.message).toMatch(/expired/i);
    } finally {
      vi.useRealTimers();
    }
  });

  it('When an accepted token is sent with its signature altered, then 401', async () => {
    await userAuth(member.token).expect(200);
    const [header, payload, signature] = member.token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await userAuth(altered).expect(401)).headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    await userAuth(member.token).expect(200);
  });

  it('When a token is issued, then it is HS256 and lasts seven days', () => {
    const decoded = jwt.decode(member.token, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    const payload = decoded?.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(7 * 24 * 60 * 60);
  });

  it('When the same user signs in twice within one second, then each sign-in gets a token of its own', async () => {
    const signIn = () => request(testApp.app).post('/api/v1/auth/login').send({ email: member.user.email, password: member.password }).expect(200);
    // The clock stands still, so both tokens are issued in the same second whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const [first, second] = await Promise.all([signIn(), signIn()]).finally(() => vi.useRealTimers());
    expect(jwt.decode(first.body.token, { json: true })?.iat).toBe(jwt.decode(second.body.token, { json: true })?.iat);
    expect(first.body.token).not.toBe(second.body.token);
  });
});

describe('A session in use is renewed', () => {
  const DAY = 24 * 60 * 60;
  const issuedAgo = (user: SignedInUser, seconds: number) => {
    const iat = Math.floor(Date.now() / 1000) - seconds;
    return jwt.sign({ iat, exp: iat + 7 * DAY, pv: passwordVersionOf(user) }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: user.user._id });
  };

  it('When a signed-in call sends a token over a day old, then the reply carries a fresh seven-day token for the same user', async () => {
    const reply = await userAuth(issuedAgo(member, 2 * DAY)).expect(200);
    const renewed = reply.headers['x-session-token'] as string;
    const payload = jwt.verify(renewed, TEST_JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    expect(payload.sub).toBe(member.user._id);
    expect(payload.exp! - Date.now() / 1000).toBeGreaterThan(7 * DAY - 60);
    expect((await userAuth(renewed).expect(200)).headers['x-session-token']).toBeUndefined();
  });

  it('When an admin route is called with an old admin token, then it is renewed too, also on a refusal by the route', async () => {
    expect((await adminAuth(issuedAgo(admin, 3 * DAY)).expect(200)).headers['x-session-token']).toEqual(expect.any(String));
    const refused = await request(testApp.app).put('/api/v1/category/update-category/not-an-id').set('Authorization', issuedAgo(admin, 3 * DAY)).send({ name: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.headers['x-session-token']).toEqual(expect.any(String));
  });

  it('When a user who is not an admin calls an admin route with an old token, then the 403 carries the renewal too', async () => {
    expect((await adminAuth(issuedAgo(member, 2 * DAY)).expect(403)).headers['x-session-token']).toEqual(expect.any(String));
  });

  it('When a signed-in reply carries the account\'s data or a renewed token, then no shared cache may keep it', async () => {
    const replies = [
      await userAuth(issuedAgo(member, 2 * DAY)).expect(200),
      await adminAuth(issuedAgo(member, 2 * DAY)).expect(403),
      await request(testApp.app).get('/api/v1/notifications').set('Authorization', member.token).expect(200),
    ];
    for (const reply of replies) expect(reply.headers['cache-control']).toBe('private, no-cache');
    const watchlist = await request(testApp.app).get('/api/v1/wishlist').set('Authorization', member.token).expect(200);
    expect(watchlist.headers['cache-control']).toBe('no-store');
  });

  it('When a token signed with the secret has no end or lives longer than 7 days, then it is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const pv = passwordVersionOf(member);
    const endless = jwt.sign({ iat: now, pv }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: member.user._id, noTimestamp: true });
    const tooLong = jwt.sign({ iat: now, exp: now + 30 * DAY, pv }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: member.user._id });
    for (const token of [endless, tooLong]) expect((await userAuth(token).expect(401)).body).toMatchObject({ ok: false, message: 'Invalid token' });
    expect((await userAuth(issuedAgo(member, 0)).expect(200)).body).toEqual({ ok: true });
  });

  it('When the token is fresh, expired or not the user\'s own, then no token is handed out', async () => {
    expect((await userAuth(member.token).expect(200)).headers['x-session-token']).toBeUndefined();
    const expired = jwt.sign({ iat: Math.floor(Date.now() / 1000) - 8 * DAY, exp: Math.floor(Date.now() / 1000) - DAY }, TEST_JWT_SECRET, { subject: member.user._id });
    expect((await userAuth(expired).expect(401)).headers['x-session-token']).toBeUndefined();
  });
});

describe('A token from a release before tokens named their password (no pv claim)', () => {
  it('When it is sent, even two days old and unexpired, then it is refused as an expired session, renewed into nothing, and no bid is taken with it', async () => {
    const iat = Math.floor(Date.now() / 1000) - 2 * 24 * 60 * 60;
    const old = jwt.sign({ iat, exp: iat + 7 * 24 * 60 * 60 }, TEST_JWT_SECRET, { algorithm: 'HS256', subject: member.user._id });
    const refused = await userAuth(old).expect(401);
    expect(refused.body).toMatchObject({ ok: false, message: 'Session expired, please log in again' });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(refused.headers['x-session-token']).toBeUndefined();
    const bid = await request(testApp.app).put('/api/v1/product/bid-product/00000000-0000-4000-8000-000000000000').set('Authorization', old).send({ price: 1000, winner: member.user.email });
    expect(bid.status).toBe(401);
    expect(bid.body).toEqual({ success: false, message: 'Session expired, please log in again' });
  });
});

describe('GET /api/v1/auth/admin-auth', () => {
  it('When the user is an admin, then ok', async () => {
    expect((await adminAuth(admin.token).expect(200)).body).toEqual({ ok: true });
  });

  it('When the user is signed in but not an admin, then 403', async () => {
    expect((await adminAuth(member.token).expect(403)).body).toMatchObject({ ok: false, message: 'Admin access required' });
  });

  it('When no token is sent, then 401', async () => {
    expect((await adminAuth().expect(401)).body).toMatchObject({ ok: false });
  });
});
