import { AppError } from '../../http/app-error.js';

/** A valid token whose account was deleted since: the client forgets the token (invalid_token). */
export const accountGone = () => AppError.invalidToken('Account no longer exists, please register again');

/**
 * A token issued under a password the account no longer has is refused like a dead one. Tokens
 * without the claim (issued before it existed) pass until they expire.
 */
export function assertPasswordUnchanged(tokenVersion: string | undefined, currentVersion: string): void {
  if (tokenVersion !== undefined && tokenVersion !== currentVersion) {
    throw AppError.invalidToken('Your password was changed, please log in again');
  }
}
