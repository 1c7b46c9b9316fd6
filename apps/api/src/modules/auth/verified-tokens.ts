import type { JwtPayload } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** Sessions remembered at once; the least recently used is forgotten first and pays a full check again. */
const REMEMBERED_TOKENS = 10_000;

/**
 * The payloads of tokens whose signature this process has already checked. A signed-in client sends
 * the same token with every request, and checking it again (jsonwebtoken's verify: decode, HMAC,
 * options) was a few percent of a bid's CPU. Only tokens that passed the full check are kept, so a
 * forged one never gets in; expiry is still checked on every use.
 */
export function createVerifiedTokens() {
  const payloads = new LRUCache<string, JwtPayload & { exp: number }>({ max: REMEMBERED_TOKENS });
  return {
    /** The payload of a token checked before and not expired since; undefined means check it in full. */
    recall(token: string): JwtPayload | undefined {
      const payload = payloads.get(token);
      // The same test jsonwebtoken applies: expired from the first second at or after `exp`.
      return payload && Math.floor(Date.now() / 1000) < payload.exp ? payload : undefined;
    },
    remember(token: string, payload: JwtPayload): void {
      if (typeof payload.exp === 'number') payloads.set(token, { ...payload, exp: payload.exp });
    },
  };
}
