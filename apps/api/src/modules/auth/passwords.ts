import bcrypt from 'bcrypt';

const BCRYPT_COST = 10;

export const hashSecret = (secret: string) => bcrypt.hash(secret, BCRYPT_COST);
export const secretMatches = (secret: string, hash: string) => bcrypt.compare(secret, hash);

/** Security answers are compared trimmed and case-insensitively: 'Blue ' answers 'blue'. */
export const normalizeAnswer = (answer: string) => answer.trim().toLowerCase();
