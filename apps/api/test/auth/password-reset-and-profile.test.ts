import request from 'supertest';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuction, placeBid } from '../support/bidding-fixtures.js';
import { createTestApp, signUp, type TestApp } from '../support/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const login = (email: string, password: string) => request(testApp.app).post('/api/v1/auth/login').send({ email, password });
const resetPassword = (body: object) => request(testApp.app).post('/api/v1/auth/forgot-password').send(body);
const updateProfile = (token: string | undefined, body: object) => {
  const call = request(testApp.app).put('/api/v1/auth/profile');
  return (token ? call.set('Authorization', token) : call).send(body);
};

describe('POST /api/v1/auth/forgot-password', () => {
  it('When the answer matches trimmed and in any case, then the new password works and the old does not', async () => {
    const { user, password } = await signUp(testApp.app, { answer: 'Sky Blue' });
    const response = await resetPassword({ email: user.email, answer: '  sky BLUE ', newPassword: 'brand-new-pass' }).expect(200);
    expect(response.body).toEqual({ success: true, message: expect.any(String) });
    await login(user.email, 'brand-new-pass').expect(200);
    await login(user.email, password).expect(401);
  });

  it('When a long answer differs only past its 72nd byte, then it is wrong', async () => {
    const { user, password } = await signUp(testApp.app, { answer: `${'b'.repeat(90)}X` });
    await resetPassword({ email: user.email, answer: `${'b'.repeat(90)}Y`, newPassword: 'brand-new-pass' }).expect(401);
    await login(user.email, password).expect(200);
  });

  it('When the answer is wrong, then 401 and the password is unchanged', async () => {
    const { user, password } = await signUp(testApp.app);
    const response = await resetPassword({ email: user.email, answer: 'green', newPassword: 'brand-new-pass' }).expect(401);
    expect(response.body).toEqual({ success: false, message: 'Wrong username or answer' });
    await login(user.email, password).expect(200);
  });

  it('When the username is unknown, then the same 401', async () => {
    const response = await resetPassword({ email: 'ghost-user', answer: 'blue', newPassword: 'brand-new-pass' }).expect(401);
    expect(response.body.message).toBe('Wrong username or answer');
  });

  it('When the new password is too short, then 400 names it', async () => {
    const { user } = await signUp(testApp.app);
    const response = await resetPassword({ email: user.email, answer: 'blue', newPassword: '123' }).expect(400);
    expect(response.body.message).toMatch(/new password must be at least 6/i);
  });
});

describe('PUT /api/v1/auth/profile', () => {
  it('When name, phone and address change, then the reply and the next login show them, email unchanged', async () => {
    const { token, user, password } = await signUp(testApp.app);
    const response = await updateProfile(token, {
      name: 'Renamed',
      email: 'hijacked-username',
      phone: '1234567',
      address: '221B Baker Street',
      password: '',
      answer: '',
    }).expect(200);
    expect(response.body).toEqual({
      success: true,
      message: expect.any(String),
      updatedUser: { _id: user._id, name: 'Renamed', email: user.email, phone: '1234567', address: '221B Baker Street', role: 0 },
    });
    const again = await login(user.email, password).expect(200);
    expect(again.body.user).toMatchObject({ name: 'Renamed', address: '221B Baker Street', email: user.email });
    await login('hijacked-username', password).expect(401);
  });

  it('When a new password and answer are given, then both take effect', async () => {
    const { token, user } = await signUp(testApp.app);
    await updateProfile(token, { password: 'changed-pass', answer: 'Red' }).expect(200);
    await login(user.email, 'changed-pass').expect(200);
    await resetPassword({ email: user.email, answer: 'red', newPassword: 'third-pass' }).expect(200);
  });

  it('When the new password is too short, then 400 and nothing changes', async () => {
    const { token, user, password } = await signUp(testApp.app);
    const response = await updateProfile(token, { name: 'Should Not Stick', password: '123' }).expect(400);
    expect(response.body.message).toMatch(/password must be at least 6/i);
    expect((await login(user.email, password).expect(200)).body.user.name).toBe(user.name);
  });

  it('When a field is too long, then 400 names it', async () => {
    const { token } = await signUp(testApp.app);
    expect((await updateProfile(token, { phone: '9'.repeat(31) }).expect(400)).body.message).toMatch(/phone/i);
    expect((await updateProfile(token, { name: 'x'.repeat(101) }).expect(400)).body.message).toMatch(/name/i);
  });

  it('When the address holds a NUL character, then 400 names it and nothing changes', async () => {
    const { token, user, password } = await signUp(testApp.app, { address: '12 MG Road' });
    const response = await updateProfile(token, { name: 'Should Not Stick', address: 'a\u0000b' }).expect(400);
    expect(response.body).toEqual({ success: false, message: 'Address must not contain NUL characters' });
    expect((await login(user.email, password).expect(200)).body.user).toMatchObject({ name: user.name, address: '12 MG Road' });
  });

  it('When no token is sent, then 401', async () => {
    expect((await updateProfile(undefined, { name: 'x' }).expect(401)).body).toMatchObject({ success: false });
  });
});

/** One user signed in twice: at sign-up, and again. */
async function sameSecondSessions() {
  const here = await signUp(testApp.app);
  const elsewhere = (await login(here.user.email, here.password).expect(200)).body.token as string;
  expect(jwt.decode(elsewhere, { json: true })?.iat).toBe(jwt.decode(here.token, { json: true })?.iat);
  return [here, elsewhere] as const;
}

describe('GET /api/v1/auth/profile', () => {
  it("When another device changed the profile, then this device's read shows the change, never a secret", async () => {
    const { user, password } = await signUp(testApp.app, { name: 'Priya Raman' });
    const laptop = (await login(user.email, password).expect(200)).body.token as string;
    const phone = (await login(user.email, password).expect(200)).body.token as string;
    await updateProfile(laptop, { name: 'Priya R. Raman', address: '22 Temple Street, Chennai' }).expect(200);

    const read = await request(testApp.app).get('/api/v1/auth/profile').set('Authorization', phone).expect(200);
    expect(read.body).toEqual({ success: true, user: { _id: user._id, name: 'Priya R. Raman', email: user.email, phone: user.phone, address: '22 Temple Street, Chennai', role: 0 } });
    expect(read.headers['cache-control']).toBe('private, no-cache');
  });

  it('When no token is sent, then 401', async () => {
    const reply = await request(testApp.app).get('/api/v1/auth/profile').expect(401);
    expect(reply.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('A changed password ends the sessions issued under the old one', () => {
  const PASSWORD_CHANGED = { success: false, message: 'Your password was changed, please log in again' };
  const userAuth = (token: string) => request(testApp.app).get('/api/v1/auth/user-auth').set('Authorization', token);

  it('When the password is changed in the profile, then other sessions, even one signed in the same second, are refused as invalid_token, even for a bid, while this one carries on with its token or a fresh one', async () => {
    // The clock stands still, so both sessions' tokens are issued in the same second whatever the machine's speed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const [here, elsewhere] = await sameSecondSessions().finally(() => vi.useRealTimers());
    const { productId } = await createAuction(testApp, { price: 100 });

    const changed = await updateProfile(here.token, { password: 'changed-password' }).expect(200);
    const fresh = changed.headers['x-session-token'] as string;
    expect(fresh).toEqual(expect.any(String));
    await userAuth(fresh).expect(200);
    // A client that never reads the renewed token (the original app's) stays signed in.
    await userAuth(here.token).expect(200);
    await placeBid(testApp, here, productId, 100).expect(200);

    const refused = await userAuth(elsewhere).expect(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect((await placeBid(testApp, { ...here, token: elsewhere }, productId, 110).expect(401)).body).toEqual(PASSWORD_CHANGED);
    await placeBid(testApp, { ...here, token: fresh }, productId, 110).expect(200);
  });

  it('When another session changes the password again, or it is reset with the answer, then the session kept by the first change ends too', async () => {
    const first = await signUp(testApp.app);
    await updateProfile(first.token, { password: 'changed-password' }).expect(200);
    const second = (await login(first.user.email, 'changed-password').expect(200)).body.token as string;
    await updateProfile(second, { password: 'changed-again' }).expect(200);
    expect((await userAuth(first.token).expect(401)).body).toMatchObject({ message: PASSWORD_CHANGED.message });
    await userAuth(second).expect(200);

    await resetPassword({ email: first.user.email, answer: 'blue', newPassword: 'reset-password' }).expect(200);
    expect((await userAuth(second).expect(401)).body).toMatchObject({ message: PASSWORD_CHANGED.message });
  });

  it('When name or address change without a password, then every session carries on', async () => {
    const here = await signUp(testApp.app);
    const changed = await updateProfile(here.token, { name: 'Renamed' }).expect(200);
    expect(changed.headers['x-session-token']).toBeUndefined();
    await userAuth(here.token).expect(200);
  });

  it('When the password is reset with the security answer, then the tokens issued before are refused', async () => {
    const { user, token } = await signUp(testApp.app, { answer: 'Blue' });
    await resetPassword({ email: user.email, answer: 'blue', newPassword: 'reset-password' }).expect(200);
    expect((await request(testApp.app).get('/api/v1/notifications').set('Authorization', token).expect(401)).body).toEqual(PASSWORD_CHANGED);
    const afresh = (await login(user.email, 'reset-password').expect(200)).body.token as string;
    await userAuth(afresh).expect(200);
  });
});
