import type { Sha256Hex } from '@bidhub/contracts';

const toHex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 of UTF-8 text as lowercase hex through Web Crypto, or undefined where the browser does not
 * offer it: crypto.subtle exists only in secure contexts (https, or localhost).
 */
export function webCryptoSha256Hex(): Sha256Hex | undefined {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const encoder = new TextEncoder();
  return async (text) => toHex(await subtle.digest('SHA-256', encoder.encode(text)));
}
