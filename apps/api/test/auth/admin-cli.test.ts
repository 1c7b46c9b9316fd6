import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { promoteAdmins } from '../../src/modules/auth/admin-roles.js';
import { createInProcessLiveBus } from '../../src/live/live-bus.js';
import { newUserDetails, TEST_JWT_SECRET } from '../support/test-app.js';

const run = promisify(execFile);
const CLI = new URL('../../src/cli/admin.ts', import.meta.url).pathname;

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'bidhub-admin-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the embedded database in DATA_DIR the way the server does, runs `work`, then closes it. */
async function withServerDatabase<T>(work: (app: ReturnType<typeof createApp>, db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const config = loadConfig({ DATA_DIR: dataDir, DB_ENGINE: 'pglite', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const database = await openDatabase({ kind: 'pglite-directory', dataDir });
  try {
    return await work(createApp({ config, database, jwtSecret: TEST_JWT_SECRET, liveBus: createInProcessLiveBus() }), database);
  } finally {
    await database.close();
  }
}

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', CLI, ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DB_ENGINE: 'pglite' } }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );

const roleOf = (username: string, password: string) =>
  withServerDatabase(async (app) => (await request(app).post('/api/v1/auth/login').send({ email: username, password })).body.user.role);

describe('npm run admin', () => {
  const user = newUserDetails({ email: 'Priya' });

  it('When promote names an existing user, then that user becomes an admin; demote reverses it', async () => {
    await withServerDatabase((app) => request(app).post('/api/v1/auth/register').send(user).expect(201));
    expect(await admin('promote', 'priya')).toEqual({ code: 0, output: 'promoted priya\n' });
    expect(await roleOf(user.email, user.password)).toBe(1);
    expect((await admin('demote', 'PRIYA')).code).toBe(0);
    expect(await roleOf(user.email, user.password)).toBe(0);
  });

  it('When the user does not exist, then it says so and exits non-zero', async () => {
    expect(await admin('promote', 'nobody')).toEqual({ code: 1, output: 'no such user: nobody\n' });
  });

  it('When the command is unknown, then it prints the usage', async () => {
    const result = await admin('elevate', 'priya');
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/Usage: npm run admin -- promote/);
  });

  it('When a server holds the embedded database, then the CLI refuses with a clear message', async () => {
    await withServerDatabase(async () => {
      const result = await admin('promote', 'priya');
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/in use by another BidHub process/);
    });
  });

  it('When ADMIN_USERNAMES names existing users at start, then they are promoted', async () => {
    await withServerDatabase(async (_app, database) => {
      expect(await promoteAdmins(database.db, ['PRIYA', 'ghost'])).toEqual(['Priya']);
    });
    expect(await roleOf(user.email, user.password)).toBe(1);
  });
});
