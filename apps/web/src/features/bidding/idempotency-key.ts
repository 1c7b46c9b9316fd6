/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts, so a site served over
 * plain http (a LAN address) falls back to 128 random bits from getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
