export type { AuthGuards } from './auth-guards.js';
export { hashSecret, normalizeAnswer } from './passwords.js';
export { accountGone, assertPasswordUnchanged } from './session-rules.js';
export { insertUser, type UserRow } from './users-queries.js';
