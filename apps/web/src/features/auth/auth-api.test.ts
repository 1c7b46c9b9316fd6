import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { clearStoredSession, readStoredSession, saveStoredSession } from '../../lib/session';
import { fakeServer } from '../../test/fake-server';
import { userFixture } from '../../test/user-fixture';
import { authApi } from './auth-api';

const user = userFixture();

afterEach(() => clearStoredSession());

/** Every reply renews the session; the profile's reply waits until `answerProfile` is called. */
function renewingServer() {
  let answerProfile = () => {};
  const profileAnswered = new Promise<void>((resolve) => (answerProfile = resolve));
  fakeServer(async (config) => {
    const profile = config.url === '/auth/profile';
    if (profile) await profileAnswered;
    const token = profile ? 'after-password-change' : 'renewed-for-old-password';
    return { data: profile ? { success: true, message: 'Profile Updated Successfully', updatedUser: user } : {}, status: 200, headers: { 'x-session-token': token } };
  });
  return { answerProfile };
}

describe('A password change racing a renewal', () => {
  it('When another call renewed the old token while the password change was under way, then the token of the password change is kept', async () => {
    saveStoredSession({ user, token: 'before' });
    const { answerProfile } = renewingServer();

    const changing = authApi.updateProfile({ name: 'Asha', password: 'a-new-secret', phone: '9', address: '', answer: '' });
    await apiClient.get('/notifications');
    expect(readStoredSession()?.token).toBe('renewed-for-old-password');
    answerProfile();
    await changing;

    expect(readStoredSession()?.token).toBe('after-password-change');
  });
});
