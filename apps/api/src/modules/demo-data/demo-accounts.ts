import { randomBytes } from 'node:crypto';
import { ROLE } from '@bidhub/contracts';
import type { Database } from '../../db/database.js';
import { hashSecret, insertUser, normalizeAnswer, type UserRow } from '../auth/index.js';

interface DemoAccountProfile {
  name: string;
  username: string;
  role: number;
}

/** The admin who lists the demo auctions, then the two bidders who bid on them, in that order. */
const DEMO_ACCOUNT_PROFILES: readonly DemoAccountProfile[] = [
  { name: 'Demo Admin', username: 'demo-admin', role: ROLE.admin },
  { name: 'Asha Verma', username: 'demo-asha', role: ROLE.user },
  { name: 'Ravi Kumar', username: 'demo-ravi', role: ROLE.user },
];

const DEMO_PHONE = '9000000000';
const DEMO_ADDRESS = 'MG Road, Bengaluru';

/** An account about to be created, with the only copy of its password. */
export interface DemoAccount extends DemoAccountProfile {
  password: string;
  passwordHash: string;
  answerHash: string;
}

export interface DemoUser {
  user: UserRow;
  password: string;
}

/** Random per install: the server prints them once, so no two installs share a known password. */
const randomSecret = () => randomBytes(12).toString('base64url');

/** Hashing is the slow part, so it happens before the seeding transaction opens. */
export function prepareDemoAccounts(): Promise<DemoAccount[]> {
  return Promise.all(
    DEMO_ACCOUNT_PROFILES.map(async (profile) => {
      const password = randomSecret();
      return {
        ...profile,
        password,
        passwordHash: await hashSecret(password),
        // Nobody is told the answer: the owner sets their own in the profile page.
        answerHash: await hashSecret(normalizeAnswer(randomSecret())),
      };
    }),
  );
}

const MAX_USERNAME_ATTEMPTS = 50;

/** Creates the account, as 'demo-asha-2' and so on when someone already registered the name. */
async function insertDemoAccount(db: Database, account: DemoAccount): Promise<DemoUser> {
  for (let attempt = 1; attempt <= MAX_USERNAME_ATTEMPTS; attempt += 1) {
    const user = await insertUser(db, {
      name: account.name,
      email: attempt === 1 ? account.username : `${account.username}-${attempt}`,
      passwordHash: account.passwordHash,
      answerHash: account.answerHash,
      phone: DEMO_PHONE,
      address: DEMO_ADDRESS,
      role: account.role,
    });
    if (user) return { user, password: account.password };
  }
  throw new Error(`No free username for the demo account ${account.username}`);
}

export async function insertDemoAccounts(db: Database, accounts: readonly DemoAccount[]): Promise<DemoUser[]> {
  const created: DemoUser[] = [];
  for (const account of accounts) created.push(await insertDemoAccount(db, account));
  return created;
}

/** The one place the passwords are ever shown. */
export function credentialsBlock(accounts: readonly DemoUser[]): string {
  const rule = '='.repeat(64);
  const lines = accounts.map(({ user, password }) =>
    `  ${(user.role === ROLE.admin ? 'admin' : 'bidder').padEnd(8)}${user.email.padEnd(18)}${password}`,
  );
  return [
    '',
    rule,
    '  BidHub demo accounts (shown only this once)',
    `  ${'role'.padEnd(8)}${'username'.padEnd(18)}password`,
    ...lines,
    '  Sign in with them, then change them in the profile page.',
    rule,
    '',
    '',
  ].join('\n');
}
