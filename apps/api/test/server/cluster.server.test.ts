import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openAuction, registerAndSignIn } from '../support/http-client.js';
import { untilASessionWaitsOnALock } from '../support/lock-waits.js';
import { spawnServer, startServer, type ServerProcess } from '../support/server-process.js';
import { openTestDatabase } from '../support/test-database.js';

const workersOf = (primary: ServerProcess): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(primary.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

const killIfAlive = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone with its primary already.
  }
};

/** Polls for up to 60 s: a new worker loads the whole app, which took over 30 s on a busy 2-core machine. */
async function until<T>(read: () => T, ready: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const value = read();
    if (ready(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not reached in 60 s');
}

describe('WEB_CONCURRENCY=2: a cluster of API workers on one port (PostgreSQL server)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const primaries: ServerProcess[] = [];
  const startPrimary = async (environment: Record<string, string> = {}) => {
    const primary = await startServer({ DATABASE_URL: database.url!, WEB_CONCURRENCY: '2', ...environment });
    primaries.push(primary);
    return primary;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const primary of primaries) {
      const workers = workersOf(primary);
      await primary.stop('SIGKILL');
      for (const pid of workers) killIfAlive(pid);
    }
    await database?.close();
  });

  it('When a worker dies, then the primary starts a new one and the site keeps answering; SIGTERM stops them all with exit 0', async () => {
    const primary = await startPrimary();
    const workers = await until(() => workersOf(primary), (pids) => pids.length === 2);
    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(() => workersOf(primary), (pids) => pids.length === 2 && !pids.includes(workers[0]!));
    expect(replaced).toContain(workers[1]);
    await until(
      () => undefined,
      () => primary.output().includes('API worker died; starting a new one'),
    );
    expect((await fetch(`${primary.baseUrl}/api/v1/health`)).status).toBe(200);

    expect(await primary.stop('SIGTERM')).toBe(0);
    expect(workersOf(primary)).toEqual([]);
  });

  it('When SIGTERM comes while dead workers wait for their replacement, then none is started and the primary exits 0', async () => {
    const primary = await startPrimary();
    const workers = await until(() => workersOf(primary), (pids) => pids.length === 2);
    // Killed within 5 s of their start, they count as a crash loop: replacements wait 5 s.
    for (const pid of workers) process.kill(pid, 'SIGKILL');
    await until(
      () => primary.output().split('API worker died').length - 1,
      (deaths) => deaths === 2,
    );
    expect(await primary.stop('SIGTERM')).toBe(0);
    expect(workersOf(primary)).toEqual([]);
  });

  it('When a worker cannot stop cleanly (a bid stuck on a row lock past the drain), then the primary exits 1 and says which', async () => {
    const primary = await startPrimary({ SHUTDOWN_TIMEOUT_SECONDS: '1', ADMIN_USERNAMES: 'cluster-admin' });
    await until(() => workersOf(primary), (pids) => pids.length === 2);
    const admin = await registerAndSignIn(primary.baseUrl, 'cluster-admin');
    const productId = await openAuction(primary.baseUrl, admin.token, 100);
    const bidder = await registerAndSignIn(primary.baseUrl);
    // Another session holds the product's row: the worker that takes the bid cannot close its database.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('select 1 from products where id = $1 for update', [productId]);
      const stuckBid = callApi(primary.baseUrl, 'PUT', `/product/bid-product/${productId}`, { token: bidder.token, body: { price: 100, winner: bidder.username } }).catch(
        (error: unknown) => error,
      );
      await untilASessionWaitsOnALock(database.url!);

      expect(await primary.stop('SIGTERM')).toBe(1);
      await stuckBid;
      expect(primary.output()).toContain('exiting without waiting for it');
      expect(primary.output()).toContain('an API worker did not stop cleanly');
      expect(workersOf(primary)).toEqual([]);
    } finally {
      await locker.end();
    }
  });

  it('When SIGTERM comes while the primary still loads its modules, then it starts no worker and exits 0', async () => {
    const primary = await spawnServer({ DATABASE_URL: database.url!, WEB_CONCURRENCY: '2' }, ['./test/support/signal-while-loading.ts']);
    primaries.push(primary);
    expect(await primary.exited).toBe(0);
    expect(primary.output()).toContain('stopping the API workers');
    expect(primary.output()).not.toContain('starting 2 API workers');
  });
});
