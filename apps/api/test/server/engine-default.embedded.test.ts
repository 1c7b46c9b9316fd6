import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, callApi, registerAndSignIn } from '../support/http-client.js';
import { childTitles, processesNaming } from '../support/leftover-processes.js';
import { freePort, spawnServer, startServer, type ServerProcess } from '../support/server-process.js';

/** `npm start` without DATABASE_URL or DB_ENGINE, on a real process (an empty DB_ENGINE counts as unset). */
const asNpmStart = (dataDir: string) => ({ DATA_DIR: dataDir, DB_ENGINE: '' });
/** A PGlite boot on this busy 2-core machine has taken over a minute. */
const SLOW_START = { timeoutMs: 180_000 };

describe('The engine `npm start` picks on Linux x64', { timeout: 400_000 }, () => {
  let dataDir = '';
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When DATA_DIR is new, then the server runs on embedded PostgreSQL, says so, and a SIGTERM stops the postmaster with it', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-default-'));
    server = await startServer(asNpmStart(dataDir), SLOW_START);
    expect(server.output()).toContain('database: embedded PostgreSQL in DATA_DIR/postgres (the default)');
    expect((await callApi(server.baseUrl, 'GET', '/health')).body).toEqual({ ok: true, database: 'postgres' });
    const [postmaster] = processesNaming(join(dataDir, 'postgres'));
    expect(processesNaming(join(dataDir, 'postgres'))).toHaveLength(1);
    // Memory is counted per process: none the application does not use (PostgreSQL 18 starts three I/O workers and a replication launcher by default).
    expect(childTitles(postmaster!).filter((title) => /io worker|logical replication/.test(title))).toEqual([]);
    expect(childTitles(postmaster!).some((title) => title.includes('checkpointer'))).toBe(true);

    expect(await server.stop('SIGTERM')).toBe(0);
    expect(processesNaming(dataDir)).toEqual([]);
  });

  it('When SIGTERM comes while the database is still starting, then the server stops it, says so and exits 0, and the next start serves', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-early-stop-'));
    const starting = await spawnServer(asNpmStart(dataDir));
    server = starting;
    await vi.waitUntil(() => starting.output().includes('database: embedded PostgreSQL'), { timeout: 60_000, interval: 20 });

    expect(await starting.stop('SIGTERM')).toBe(0);
    expect(starting.output()).toContain('stopped before serving');
    expect(starting.output()).not.toContain('is listening');
    expect(processesNaming(dataDir)).toEqual([]);

    server = await startServer(asNpmStart(dataDir), SLOW_START);
    expect((await callApi(server.baseUrl, 'GET', '/health')).body).toEqual({ ok: true, database: 'postgres' });
  });

  it('When names have accented or non-Latin capitals, then they are one name in any case and search finds them lower-cased', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-unicode-'));
    server = await startServer({ ...asNpmStart(dataDir), SEED_DEMO: 'false', ADMIN_USERNAMES: 'unicode-admin' }, SLOW_START);
    const { token } = await registerAndSignIn(server.baseUrl, 'unicode-admin');
    await registerAndSignIn(server.baseUrl, 'Renée');
    const twin = { name: 'R', email: 'RENÉE', password: PASSWORD, phone: '1', answer: 'a' };
    expect(await callApi(server.baseUrl, 'POST', '/auth/register', { body: twin })).toMatchObject({ status: 409 });

    const category = await callApi(server.baseUrl, 'POST', '/category/create-category', { token, body: { name: 'Éclairs' } });
    const sameCategory = await callApi(server.baseUrl, 'POST', '/category/create-category', { token, body: { name: 'éCLAIRS' } });
    expect(sameCategory).toMatchObject({ status: 409, body: { message: 'Category already exists' } });

    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Ñandú feather fan', description: 'Медный веер', price: '100', endtime: new Date(Date.now() + 3_600_000).toISOString() })) form.set(key, value);
    form.set('category', (category.body.category as { _id: string })._id);
    const created = await fetch(`${server.baseUrl}/api/v1/product/create-product`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(created.status).toBe(201);
    for (const keyword of ['ñandú', 'ÑANDÚ', 'медный']) {
      const found = (await fetch(`${server.baseUrl}/api/v1/product/search/${encodeURIComponent(keyword)}`).then((reply) => reply.json())) as { name: string }[];
      expect(found.map((product) => product.name), keyword).toEqual(['Ñandú feather fan']);
    }
  });

  it('When its port is taken, then it says so and exits 1 before the demo accounts are made, and leaves no postmaster', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-no-port-'));
    const port = await freePort();
    const squatter = createServer().listen(port, '0.0.0.0');
    try {
      server = await spawnServer({ ...asNpmStart(dataDir), PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`PORT ${port} is already in use (EADDRINUSE)`);
      expect(server.output()).toContain('database: embedded PostgreSQL in DATA_DIR/postgres (the default)');
      expect(server.output()).not.toContain('demo accounts');
      // The postmaster's fast shutdown runs on after the API process is gone.
      for (let waited = 0; processesNaming(dataDir).length > 0 && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(processesNaming(dataDir)).toEqual([]);
    } finally {
      squatter.close();
    }
  });

  it('When the server is killed with SIGKILL, then its postmaster shuts down on its own within seconds', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-sigkill-'));
    server = await startServer(asNpmStart(dataDir), SLOW_START);
    expect(processesNaming(dataDir)).toHaveLength(1);
    await server.stop('SIGKILL');
    for (let waited = 0; processesNaming(dataDir).length > 0 && waited < 30_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(processesNaming(dataDir)).toEqual([]);
  });

  it('When DATA_DIR holds PGlite data from an earlier version, then the server keeps using it and warns how to switch', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bidhub-upgrade-'));
    server = await startServer({ DATA_DIR: dataDir, DB_ENGINE: 'pglite' }, SLOW_START);
    const earlier = await registerAndSignIn(server.baseUrl);
    await server.stop('SIGTERM');

    server = await startServer(asNpmStart(dataDir), SLOW_START);
    expect(server.output()).toContain('DATA_DIR holds PGlite data from an earlier version. Set DB_ENGINE=embedded-postgres');
    expect((await callApi(server.baseUrl, 'GET', '/health')).body).toEqual({ ok: true, database: 'pglite' });
    const signIn = await callApi(server.baseUrl, 'POST', '/auth/login', { body: { email: earlier.username, password: PASSWORD } });
    expect(signIn.status).toBe(200);
  });
});
