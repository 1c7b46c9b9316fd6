import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const tempFolder = tempFoldersPerTest();

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('A stop asked for while the demo market is being added', () => {
  it('When SIGTERM comes during seeding, then the market is finished, and the server stops without listening', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-seeding-stop-'), SEED_DEMO: 'true' });
    try {
      await until(() => server.output().includes('adding the demo market') || server.child.exitCode !== null);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('Demo data added');
      expect(server.output()).toContain('stopped before serving');
      expect(server.output()).not.toContain('is listening');
    } finally {
      await server.stop('SIGKILL');
    }
  });
});

describe('PORT=0', () => {
  it('When the system chooses the port, then the log names the port it chose, and the server answers there', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-port-zero-'), PORT: '0' });
    try {
      await until(() => /listening on http:\/\/localhost:\d+/.test(server.output()) || server.child.exitCode !== null);
      const port = Number(/listening on http:\/\/localhost:(\d+)/.exec(server.output())?.[1]);
      expect(port).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
