import jwt from 'jsonwebtoken';
import { AppError } from '../../http/app-error.js';

const ALGORITHM = 'HS256';
const LIFETIME = '7d';

export interface TokenService {
  issue(userId: string): string;
  /** The user id inside a valid token; a 401 AppError otherwise. */
  verify(authorizationHeader: string | undefined): string;
}

export function createTokenService(secret: string): TokenService {
  return {
    issue: (userId) => jwt.sign({}, secret, { algorithm: ALGORITHM, expiresIn: LIFETIME, subject: userId }),
    verify: (authorizationHeader) => {
      const token = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
      if (!token) throw AppError.unauthorized('Sign in required: no token sent');
      try {
        // Pinning the algorithm refuses `alg: none` and any key-confusion trick.
        const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
        if (typeof payload === 'string' || typeof payload.sub !== 'string') {
          throw AppError.unauthorized('Invalid token');
        }
        return payload.sub;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof jwt.TokenExpiredError) throw AppError.unauthorized('Session expired, please log in again');
        throw AppError.unauthorized('Invalid token');
      }
    },
  };
}
