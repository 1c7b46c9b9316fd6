import { describe, expect, it, vi } from 'vitest';
import { spawnServer } from '../support/server-process.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const tempFolder = tempFoldersPerTest();
const LISTENING = /listening on http:\/\/localhost:(\d+)/;

describe('PORT=0', () => {
  it('When the system chooses the port, then the log names the port it chose, and the server answers there', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-port-zero-'), PORT: '0' });
    try {
      await vi.waitUntil(() => LISTENING.test(server.output()) || server.child.exitCode !== null, { timeout: 60_000, interval: 20 });
      const port = Number(LISTENING.exec(server.output())?.[1]);
      expect(port).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
