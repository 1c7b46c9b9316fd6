import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { idSchema } from '@bidhub/contracts';
import { AppError } from '../../http/app-error.js';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';
/** A session in use gets a fresh token once its token is this old, so an active user is never signed out. */
const RENEW_AFTER_SECONDS = 24 * 60 * 60;

export interface VerifiedToken {
  userId: string;
  /** A new token for the same user when this one is old enough to renew. */
  renewal: string | undefined;
}

export interface TokenService {
  issue(userId: string): string;
  /** The user inside a valid token; a 401 AppError otherwise. */
  verify(authorizationHeader: string | undefined): VerifiedToken;
}

export function createTokenService(secret: string): TokenService {
  // Given the secret as text, jsonwebtoken first tries to parse it as a PEM public key, on every
  // call: that failed parse was a sixth of the server's CPU under bid load. A key object skips it
  // and signs with the same bytes, so tokens issued before stay valid.
  const key = createSecretKey(Buffer.from(secret));
  const issue = (userId: string) => jwt.sign({}, key, { algorithm: ALGORITHM, expiresIn: LIFETIME, subject: userId });
  return {
    issue,
    verify: (authorizationHeader) => {
      const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
      if (!token) throw AppError.unauthorized('Sign in required: no token sent');
      try {
        // Pinning the algorithm refuses `alg: none` and any key-confusion trick.
        const payload = jwt.verify(token, key, { algorithms: [ALGORITHM] });
        // A subject that is no user id would reach the database as a malformed uuid: a 500, not a 401.
        const subject = typeof payload === 'string' ? undefined : idSchema.safeParse(payload.sub);
        if (!subject?.success) throw AppError.invalidToken('Invalid token');
        const issuedAt = typeof payload === 'string' ? undefined : payload.iat;
        const old = issuedAt === undefined || Date.now() / 1000 - issuedAt >= RENEW_AFTER_SECONDS;
        return { userId: subject.data, renewal: old ? issue(subject.data) : undefined };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof jwt.TokenExpiredError) throw AppError.invalidToken('Session expired, please log in again');
        throw AppError.invalidToken('Invalid token');
      }
    },
  };
}
