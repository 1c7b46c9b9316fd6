import { AppError } from '../../http/app-error.js';
import type { TokenClaims } from '../../http/request-user.js';

/** A valid token whose account was deleted since: the client forgets the token (invalid_token). */
export const accountGone = () => AppError.invalidToken('Account no longer exists, please register again');

type SessionClaims = Pick<TokenClaims, 'issuedAt' | 'passwordVersion' | 'tokenId'>;

/**
 * How an account names one session: its token's id; for a token from before ids, its issue time
 * and password version, which two sign-ins in the same second share.
 */
export function sessionMark({ issuedAt, passwordVersion, tokenId }: SessionClaims): string | null {
  if (tokenId !== undefined) return `${tokenId}.${passwordVersion}`;
  return issuedAt === undefined ? null : `${issuedAt}.${passwordVersion}`;
}

/** The account's side of the check: its password's version and the session kept through a change. */
export interface AccountSessions {
  passwordVersion: string;
  keptSession: string | null;
}

/**
 * A token issued under a password the account no longer has is refused like a dead one, except the
 * one session that changed it on the profile.
 */
export function assertPasswordUnchanged(token: SessionClaims, account: AccountSessions): void {
  if (token.passwordVersion === account.passwordVersion) return;
  if (account.keptSession !== null && sessionMark(token) === account.keptSession) return;
  throw AppError.invalidToken('Your password was changed, please log in again');
}
