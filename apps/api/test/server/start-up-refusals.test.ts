import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, spawnServer } from '../support/server-process.js';

/** Nothing listens on port 1: a PostgreSQL server that cannot be reached. */
const UNREACHABLE_URL = 'postgres://postgres@127.0.0.1:1/bidhub';

/** How a start with this environment ended: its exit code and the fatal lines it logged, as pino wrote them. */
async function refusedStart(environment: Record<string, string>): Promise<{ exitCode: number | null; fatal: { level: number; msg: string }[] }> {
  const server = await spawnServer(environment);
  const exitCode = await server.exited;
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { exitCode, fatal: lines.filter((line) => line.level === 60) };
}

describe('A start that cannot go on says why in one fatal log line and exits 1', () => {
  it('When a variable is invalid, then the line names it (JSON, like every other log line)', async () => {
    const { exitCode, fatal } = await refusedStart({ PORT: 'eighty' });
    expect(exitCode).toBe(1);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/^Invalid configuration: PORT/);
  });

  it('When DATA_DIR cannot be created, then the line says so (Node\'s own recursive mkdir spun forever under /proc)', async () => {
    const { exitCode, fatal } = await refusedStart({ DATA_DIR: '/proc/bidhub-data', JWT_SECRET: '' });
    expect(exitCode).toBe(1);
    expect(fatal.map((line) => line.msg)).toEqual([expect.stringMatching(/^DATA_DIR: cannot create \/proc\/bidhub-data: ENOENT/)]);
  }, 30_000);

  it('When DATABASE_URL is set without JWT_SECRET, then that is said before the database is tried', async () => {
    const { exitCode, fatal } = await refusedStart({ DATABASE_URL: UNREACHABLE_URL, JWT_SECRET: '' });
    expect(exitCode).toBe(1);
    expect(fatal.map((line) => line.msg)).toEqual(['JWT_SECRET must be set when DATABASE_URL is set: every API process must sign with the same secret.']);
  });

  it('When the PostgreSQL server cannot be reached, then the line says which database and the driver\'s reason', async () => {
    const { exitCode, fatal } = await refusedStart({ DATABASE_URL: UNREACHABLE_URL });
    expect(exitCode).toBe(1);
    expect(fatal.map((line) => line.msg)).toEqual(['could not open the PostgreSQL server at DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1']);
  });
});

describe('With several API workers (WEB_CONCURRENCY), a start that cannot go on exits 1 too', () => {
  it('When the PostgreSQL server cannot be reached, then the worker says why and the primary stops instead of starting it again', async () => {
    const { exitCode, fatal } = await refusedStart({ DATABASE_URL: UNREACHABLE_URL, WEB_CONCURRENCY: '2' });
    expect(exitCode).toBe(1);
    // The other worker may still be failing when the primary stops: the lines come in either order.
    const messages = fatal.map((line) => line.msg);
    expect(messages).toContain('could not open the PostgreSQL server at DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1');
    expect(messages).toContain('an API worker could not start; stopping');
  }, 30_000);

  it('When the port is taken, then that is said once, as a single process says it, and no worker starts', async () => {
    const port = await freePort();
    const squatter = createServer().listen(port, '0.0.0.0');
    try {
      const { exitCode, fatal } = await refusedStart({ DATABASE_URL: UNREACHABLE_URL, WEB_CONCURRENCY: '2', PORT: String(port) });
      expect(exitCode).toBe(1);
      expect(fatal.map((line) => line.msg)).toEqual([`PORT ${port} is already in use (EADDRINUSE): stop what holds it, or set PORT to a free port`]);
    } finally {
      squatter.close();
    }
  }, 30_000);
});
