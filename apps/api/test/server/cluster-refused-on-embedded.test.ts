import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.js';

it('When WEB_CONCURRENCY asks for several workers on the embedded engine, then the server refuses to start and says why', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-cluster-'));
  try {
    const server = await spawnServer({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database belongs to one process');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
