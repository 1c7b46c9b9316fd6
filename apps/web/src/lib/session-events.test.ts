import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { clearStoredSession, readStoredSession, saveStoredSession } from './session';
import { renewSession } from './session-events';

const user = userFixture();
const storedToken = () => readStoredSession()?.token;

afterEach(() => clearStoredSession());

describe('Renewed session tokens', () => {
  it('When a renewal stored meanwhile raced a password change sent with the same token, then the token of the password change is kept', () => {
    saveStoredSession({ user, token: 'before' });
    renewSession('before', 'renewed-for-old-password');

    renewSession('before', 'after-password-change', true);

    expect(storedToken()).toBe('after-password-change');
  });

  it('When the token of the password change came first, then a late renewal of the old token does not replace it', () => {
    saveStoredSession({ user, token: 'before' });
    renewSession('before', 'after-password-change', true);

    renewSession('before', 'renewed-for-old-password');

    expect(storedToken()).toBe('after-password-change');
  });

  it('When someone signed in afresh meanwhile, then no reply to a call of the earlier session replaces their token', () => {
    saveStoredSession({ user, token: 'before' });
    saveStoredSession({ user: { ...user, _id: 'u2', email: 'ravi' }, token: 'ravi-signed-in' });

    renewSession('before', 'renewed-for-asha');
    renewSession('before', 'after-asha-password-change', true);

    expect(storedToken()).toBe('ravi-signed-in');
  });
});
