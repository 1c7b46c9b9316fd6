import { createHash, randomUUID } from 'node:crypto';
import bcrypt from 'bcrypt';

const BCRYPT_COST = 10;

/**
 * bcrypt reads only the first 72 bytes, so two passwords of 80 letters that differ at the end (or
 * security answers of up to 100 characters) were the same secret. Hashes are now taken over the
 * secret's SHA-256 (44 base64 characters, every byte counted) and marked, so those stored before,
 * plain bcrypt, are still checked as they were made.
 */
const PREHASHED = 'sha256+';
const digestOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('base64');

/**
 * A secret composed (NFC): 'é' typed as one character on one device and as e plus an accent on
 * another is one password, as a username is one name (outside audit X1).
 */
const composed = (secret: string) => secret.normalize('NFC');

export const hashSecret = async (secret: string) => PREHASHED + (await bcrypt.hash(digestOf(composed(secret)), BCRYPT_COST));

async function secretMatches(secret: string, hash: string): Promise<boolean> {
  if (!hash.startsWith(PREHASHED)) return bcrypt.compare(secret, hash);
  const stored = hash.slice(PREHASHED.length);
  if (await bcrypt.compare(digestOf(composed(secret)), stored)) return true;
  // Hashed before secrets were composed: as it was typed then.
  return composed(secret) !== secret && bcrypt.compare(digestOf(secret), stored);
}

/** Security answers are compared trimmed and case-insensitively: 'Blue ' answers 'blue'. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase();

/** Made once, on first need: what an unknown account's secret is checked against. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `secret` opens an account's `hash`. Without an account (undefined) the secret is still
 * checked, against a throwaway hash, so that an unknown username takes as long to refuse as a wrong
 * password and the time of the reply does not tell which usernames exist.
 */
export async function accountSecretMatches(secret: string, hash: string | undefined): Promise<boolean> {
  if (hash !== undefined) return secretMatches(secret, hash);
  unknownAccountHash ??= hashSecret(randomUUID());
  await secretMatches(secret, await unknownAccountHash);
  return false;
}
