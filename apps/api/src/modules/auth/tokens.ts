import { createHash, createSecretKey, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { idSchema } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';
import type { TokenClaims } from '../../http/request-user.js';
import { createVerifiedTokens, type CheckedClaims } from './verified-tokens.js';

const ALGORITHM = 'HS256';
const LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session in use gets a fresh token once its token is this old, so an active user is never signed out. */
const RENEW_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Which password a token was issued under, without carrying the hash: a token from before a
 * password change is refused, so a changed password ends every other session, renewed or not.
 * The snapshot of a bid computes the same in SQL (migration 0012).
 */
export const passwordVersion = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);

export interface VerifiedToken extends TokenClaims {
  /** True when the token is old enough to be replaced by a fresh one. */
  renewalDue: boolean;
}

export interface TokenService {
  issue(user: { id: string; passwordHash: string }): string;
  /** The claims of a valid token; a 401 AppError otherwise. */
  verify(authorizationHeader: string | undefined): VerifiedToken;
}

function checkedClaimsOf(payload: string | jwt.JwtPayload): CheckedClaims {
  if (typeof payload === 'string') throw AppError.invalidToken('Invalid token');
  // A subject that is no user id would reach the database as a malformed uuid: a 500, not a 401.
  const subject = idSchema.safeParse(payload.sub);
  if (!subject.success) throw AppError.invalidToken('Invalid token');
  // Every token we issue lives 7 days: one without an end, or a longer one, was not made by sign-in.
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > LIFETIME_SECONDS) throw AppError.invalidToken('Invalid token');
  // A token without the password it was issued under comes from a release before 2026-11-28, and
  // nothing tells whether it predates a password change: taken, it outlived one and was even renewed
  // under the new password (outside audit U). It ends as an expired one does (ADR 0009).
  if (typeof payload.pv !== 'string') throw AppError.invalidToken('Session expired, please log in again');
  return {
    userId: subject.data,
    passwordVersion: payload.pv,
    issuedAt: payload.iat,
    tokenId: typeof payload.jti === 'string' ? payload.jti : undefined,
    expiresAt: payload.exp,
  };
}

/** Whether a token is due for renewal depends on the time of the request, so it is never remembered. */
const withRenewal = ({ userId, passwordVersion, issuedAt, tokenId }: CheckedClaims): VerifiedToken => ({
  userId,
  passwordVersion,
  issuedAt,
  tokenId,
  renewalDue: issuedAt === undefined || Date.now() / 1000 - issuedAt >= RENEW_AFTER_SECONDS,
});

export function createTokenService(secret: string): TokenService {
  // Given the secret as text, jsonwebtoken first tries to parse it as a PEM public key, on every
  // call: that failed parse was a sixth of the server's CPU under bid load. A key object skips it
  // and signs with the same bytes, so tokens issued before stay valid.
  const key = createSecretKey(Buffer.from(secret));
  const verified = createVerifiedTokens();
  return {
    // A token id of its own keeps two sign-ins in the same second from getting the same token.
    issue: (user) =>
      jwt.sign({ pv: passwordVersion(user.passwordHash) }, key, { algorithm: ALGORITHM, expiresIn: LIFETIME_SECONDS, subject: user.id, jwtid: randomUUID() }),
    verify: (authorizationHeader) => {
      const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
      if (!token) throw AppError.unauthorized('Sign in required: no token sent');
      const known = verified.recall(token);
      if (known) return withRenewal(known);
      try {
        // Pinning the algorithm refuses `alg: none` and any key-confusion trick.
        const claims = checkedClaimsOf(jwt.verify(token, key, { algorithms: [ALGORITHM] }));
        verified.remember(token, claims);
        return withRenewal(claims);
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof jwt.TokenExpiredError) throw AppError.invalidToken('Session expired, please log in again');
        throw AppError.invalidToken('Invalid token');
      }
    },
  };
}
