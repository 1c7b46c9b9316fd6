import type { PublicUser } from '@bidhub/contracts';

/** A signed-in user as the API returns one; tests override what they exercise. */
export function userFixture(overrides: Partial<PublicUser> = {}): PublicUser {
  return { _id: 'u1', name: 'Asha', email: 'asha', phone: '9', address: '', role: 0, ...overrides };
}
