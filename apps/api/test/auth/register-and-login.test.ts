import { createHash } from 'node:crypto';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUserDetails, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ ADMIN_USERNAMES: 'Chief,boss' });
});
afterAll(() => testApp.close());

const register = (body: object) => request(testApp.app).post('/api/v1/auth/register').send(body);
const login = (body: object) => request(testApp.app).post('/api/v1/auth/login').send(body);

describe('POST /api/v1/auth/register', () => {
  it('When the details are valid, then the user is created without any secret in the reply', async () => {
    const details = newUserDetails({ address: '12 MG Road' });
    const response = await register(details).expect(201);
    expect(response.body).toMatchObject({
      success: true,
      user: { name: details.name, email: details.email, phone: details.phone, address: '12 MG Road', role: 0 },
    });
    expect(response.body.user._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/hash|secret-password|Blue/i);
  });

  it('When the username is taken in another case, then 409 and no second account', async () => {
    const details = newUserDetails({ email: 'Meera' });
    await register(details).expect(201);
    const response = await register({ ...details, email: 'MEERA', password: 'another-password' }).expect(409);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(/already registered/i) });
    await login({ email: 'meera', password: 'another-password' }).expect(401);
  });

  it('When the username is spelled with a combining accent, then it is the composed name: taken, and signing in either way works', async () => {
    const details = newUserDetails({ email: 'Ren\u00e9e' });
    await register(details).expect(201);
    const again = await register({ ...details, email: 'Rene\u0301e' }).expect(409);
    expect(again.body.message).toMatch(/already registered/i);
    await login({ email: 'rene\u0301e', password: details.password }).expect(200);
  });

  it('When the username is typed in full-width letters, then it is the plain name: taken, and signing in either way works', async () => {
    const details = newUserDetails({ email: 'demo-kiran' });
    await register(details).expect(201);
    const lookalike = await register({ ...details, email: '\uff24\uff25\uff2d\uff2f-\uff2b\uff29\uff32\uff21\uff2e' }).expect(409);
    expect(lookalike.body.message).toMatch(/already registered/i);
    const signedIn = await login({ email: '\uff44\uff45\uff4d\uff4f-kiran', password: details.password }).expect(200);
    expect(signedIn.body.user.email).toBe('demo-kiran');
  });

  it('When the phone number comes as a JSON number, then it is stored as its digits', async () => {
    const details = newUserDetails({ email: `numeric-phone-${Date.now()}` });
    const reply = await register({ ...details, phone: 9876543210 }).expect(201);
    expect(reply.body.user.phone).toBe('9876543210');
  });

  it.each([
    ['a zero-width space', 'tuser1\u200b'],
    ['a line break', 'tuser\n1'],
    ['a bell', 'tuser\u00071'],
    ['a right-to-left override', 'tuser\u202e1'],
  ])('When the username holds %s, then 400 and no account', async (_what, email) => {
    const reply = await register(newUserDetails({ email })).expect(400);
    expect(reply.body).toEqual({ success: false, message: 'email: Username must not contain control or invisible characters' });
    await login({ email, password: 'secret-password' }).expect(401);
  });

  it('When the username holds half of a UTF-16 pair, then 400 and no account', async () => {
    const email = 'tuser\ud8001';
    const reply = await register(newUserDetails({ email })).expect(400);
    expect(reply.body).toEqual({ success: false, message: 'email: Username must not contain broken characters (half of a UTF-16 pair)' });
    await login({ email, password: 'secret-password' }).expect(400);
  });

  it('When a username mixes Latin letters with Cyrillic or Greek look-alikes, then 400 and nobody can sign in as it', async () => {
    // 'd\u0435mo-admin' with a Cyrillic 'e' would print as the demo admin's name in every ledger.
    for (const email of ['d\u0435mo-admin', 'p\u03bfwer-bidder']) {
      const response = await register(newUserDetails({ email })).expect(400);
      expect(response.body).toEqual({ success: false, message: 'email: Username must not mix Latin letters with Cyrillic or Greek ones' });
      await request(testApp.app).post('/api/v1/auth/login').send({ email, password: newUserDetails().password }).expect(401);
    }
  });

  it.each([
    ['a typographic hyphen', 'demo\u2010admin'],
    ['a non-breaking hyphen', 'demo\u2011admin'],
    ['a minus sign', 'demo\u2212admin'],
    ['a right single quote', 'o\u2019neil'],
    ['a middle dot', 'demo\u00b7admin'],
  ])('When a username holds %s, which prints like keyboard punctuation, then 400 and no account', async (_what, email) => {
    const response = await register(newUserDetails({ email })).expect(400);
    expect(response.body).toEqual({ success: false, message: "email: Username may use only the keyboard's own punctuation, such as - _ . @" });
    await login({ email, password: newUserDetails().password }).expect(401);
  });

  it('When a username holds a full-width hyphen, then it registers as the keyboard hyphen', async () => {
    const reply = await register(newUserDetails({ email: `wide\uff0dhyphen-${Date.now()}` })).expect(201);
    expect(reply.body.user.email).toMatch(/^wide-hyphen-\d+$/);
  });

  it('When a username is written in one alphabet other than Latin, then it registers', async () => {
    for (const email of [`\u0434\u043c\u0438\u0442\u0440\u0438\u0439-${Date.now()}`, `\u0905\u092e\u093f\u0924-${Date.now()}`, `\u03bd\u03af\u03ba\u03b7-${Date.now()}`]) {
      await register(newUserDetails({ email })).expect(201);
    }
  });

  it.each([
    ['name', { name: undefined }, /name is required/i],
    ['name', { name: '   ' }, /name is required/i],
    ['name', { name: 'n'.repeat(101) }, /name must be at most 100/i],
    ['username', { email: undefined }, /username is required/i],
    ['username', { email: 'u'.repeat(101) }, /username must be at most 100/i],
    ['password', { password: undefined }, /password is required/i],
    ['password', { password: '12345' }, /password must be at least 6/i],
    ['password', { password: 'p'.repeat(201) }, /password must be at most 200/i],
    ['password', { password: '      ' }, /^password must not be only spaces$/i],
    ['phone', { phone: undefined }, /phone is required/i],
    ['phone', { phone: '1'.repeat(31) }, /phone must be at most 30/i],
    ['answer', { answer: undefined }, /answer is required/i],
    ['answer', { answer: 'a'.repeat(101) }, /answer must be at most 100/i],
    // There, but not text: 'required' would send the user looking for a field they filled.
    ['name', { name: 42 }, /^name must be text$/i],
    ['password', { password: ['secret-1'] }, /^password must be text$/i],
    // PostgreSQL text cannot hold NUL; the optional address was once written without this check (a 500).
    ['address', { address: '12 MG\u0000Road' }, /address must not contain NUL characters/i],
    ['address', { address: 42 }, /address must be text/i],
    ['phone', { phone: -42 }, /^phone must be text, or its digits as a whole number$/i],
    ['phone', { phone: 98.5 }, /^phone must be text, or its digits as a whole number$/i],
    ['phone', { phone: 1e308 }, /^phone must be text, or its digits as a whole number$/i],
  ])('When %s is invalid (%j), then 400 names the field and nothing is created', async (_field, override, message) => {
    const details = { ...newUserDetails(), ...override };
    const response = await register(details).expect(400);
    expect(response.body).toEqual({ success: false, message: expect.stringMatching(message) });
    if (typeof details.email === 'string' && details.email.length <= 100) {
      await register(newUserDetails({ email: details.email })).expect(201);
    }
  });

  it('When the username is listed in ADMIN_USERNAMES (any case), then the account is an admin', async () => {
    const response = await register(newUserDetails({ email: 'chief' })).expect(201);
    expect(response.body.user.role).toBe(1);
  });

  it('When a role is sent with the registration, then it is ignored', async () => {
    const response = await register({ ...newUserDetails(), role: 1 }).expect(201);
    expect(response.body.user.role).toBe(0);
  });
});

describe('POST /api/v1/auth/login', () => {
  it('When the password is right, then the reply carries the user and a token', async () => {
    const details = newUserDetails();
    await register(details).expect(201);
    const response = await login({ email: details.email.toUpperCase(), password: details.password }).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: expect.any(String),
      user: { _id: expect.any(String), name: details.name, email: details.email, phone: details.phone, address: '', role: 0 },
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
  });

  it('When the password is wrong or the user unknown, then the same 401 message', async () => {
    const details = newUserDetails();
    await register(details).expect(201);
    const wrongPassword = await login({ email: details.email, password: 'not-the-password' }).expect(401);
    const unknownUser = await login({ email: 'nobody-here', password: 'whatever1' }).expect(401);
    expect(wrongPassword.body).toEqual({ success: false, message: 'Invalid username or password' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('When the user is unknown, then the refusal takes about as long as for a wrong password: its time names no usernames', async () => {
    const details = newUserDetails();
    await register(details).expect(201);
    const timed = async (body: object) => {
      const started = performance.now();
      await login(body).expect(401);
      return performance.now() - started;
    };
    const median = (times: number[]) => times.sort((first, second) => first - second)[Math.floor(times.length / 2)]!;
    const [wrong, unknown]: [number[], number[]] = [[], []];
    // Alternated, so that a busy moment of the machine slows both alike; a bcrypt check is tens of ms, a lookup alone a few.
    for (let round = 0; round < 9; round += 1) {
      wrong.push(await timed({ email: details.email, password: `not-the-password-${round}` }));
      unknown.push(await timed({ email: `nobody-${round}-${details.email}`, password: 'whatever1' }));
    }
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 2);
  });

  it('When a field is missing, then 400 names it', async () => {
    expect((await login({ password: 'abcdef' }).expect(400)).body.message).toMatch(/username is required/i);
    expect((await login({ email: 'someone' }).expect(400)).body.message).toMatch(/password is required/i);
  });
});

describe('Long passwords', () => {
  it('When two passwords past 72 bytes differ only at the end, then only the right one signs in', async () => {
    const details = newUserDetails({ password: `${'a'.repeat(80)}X` });
    await register(details).expect(201);
    await login({ email: details.email, password: `${'a'.repeat(80)}Y` }).expect(401);
    await login({ email: details.email, password: 'a'.repeat(72) }).expect(401);
    await login({ email: details.email, password: details.password }).expect(200);
  });

  it("When an account's hash was made before (plain bcrypt), then its password still signs in", async () => {
    const details = newUserDetails();
    await register(details).expect(201);
    const earlier = await bcrypt.hash(details.password, 4);
    await testApp.database.db.execute(sql`update users set password_hash = ${earlier} where email = ${details.email}`);
    await login({ email: details.email, password: details.password }).expect(200);
    await login({ email: details.email, password: `${details.password}!` }).expect(401);
  });

  it('When a password with accents is typed composed on one device and decomposed on another, then both sign in; one hashed decomposed before still signs in as typed then', async () => {
    const details = newUserDetails({ password: 'caf\u00e9 cr\u00e8me' });
    await register(details).expect(201);
    await login({ email: details.email, password: details.password.normalize('NFD') }).expect(200);
    await login({ email: details.email, password: details.password }).expect(200);

    const before = newUserDetails({ password: 'ni\u00f1o-ol\u00e9'.normalize('NFD') });
    await register(before).expect(201);
    const digest = createHash('sha256').update(before.password, 'utf8').digest('base64');
    const earlier = `sha256+${await bcrypt.hash(digest, 4)}`;
    await testApp.database.db.execute(sql`update users set password_hash = ${earlier} where email = ${before.email}`);
    await login({ email: before.email, password: before.password }).expect(200);
    await login({ email: before.email, password: 'nino-ole' }).expect(401);
  });

  it('When a new password is long enough only with its accents decomposed, then 400: its length is counted composed', async () => {
    const short = newUserDetails({ password: '\u00e9\u00e9\u00e9\u00e9'.normalize('NFD') });
    const refused = await register(short).expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Password must be at least 6 characters' });
    await register(newUserDetails({ password: '\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9'.normalize('NFD') })).expect(201);
  });

  it('When a new password holds half of a UTF-16 pair, then 400 and no account: hashed, it became U+FFFD, which another such half matched', async () => {
    const details = newUserDetails({ password: '\ud800abcdef' });
    const refused = await register(details).expect(400);
    expect(refused.body).toEqual({ success: false, message: 'Password must not contain broken characters (half of a UTF-16 pair)' });
    await login({ email: details.email, password: '\udbffabcdef' }).expect(401);
  });
});
