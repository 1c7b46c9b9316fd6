import { LRUCache } from 'lru-cache';
import type { TokenClaims } from '../../http/request-user.js';

/** Sessions remembered at once; the least recently used is forgotten first and pays a full check again. */
const REMEMBERED_TOKENS = 10_000;

/** What a token's payload says once it has passed the full check (seconds since the epoch). */
export interface CheckedClaims extends TokenClaims {
  expiresAt: number | undefined;
}

/**
 * The claims of tokens whose signature this process has already checked. A signed-in client sends
 * the same token with every request, and checking it again (jsonwebtoken's verify: decode, HMAC,
 * options, then the subject's format) was a few percent of a bid's CPU. Only tokens that passed the
 * full check are kept, so a forged one never gets in; expiry is still checked on every use.
 */
export function createVerifiedTokens() {
  const checked = new LRUCache<string, CheckedClaims>({ max: REMEMBERED_TOKENS });
  return {
    /** The claims of a token checked before and not expired since; undefined means check it in full. */
    recall(token: string): CheckedClaims | undefined {
      const claims = checked.get(token);
      // The same test jsonwebtoken applies: expired from the first second at or after `exp`.
      return claims?.expiresAt !== undefined && Math.floor(Date.now() / 1000) < claims.expiresAt ? claims : undefined;
    },
    /** A token without an expiry is never remembered: it is checked in full each time. */
    remember(token: string, claims: CheckedClaims): void {
      if (claims.expiresAt !== undefined) checked.set(token, claims);
    },
  };
}
