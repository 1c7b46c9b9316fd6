import { describe, expect, it, vi } from 'vitest';
import { spawnServer, type ServerProcess } from '../support/server-process.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const tempFolder = tempFoldersPerTest();

/** What a stop during start-up must end in: exit 0, said in the log, and never a port listened on. */
async function expectStoppedBeforeServing(server: ServerProcess) {
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('stopped before serving');
  expect(server.output()).not.toContain('is listening');
}

describe('A stop asked for before the server has even loaded its modules', () => {
  it('When SIGTERM comes while Node loads the server, then it opens and closes its database, says so and exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-loading-stop-') }, ['./test/support/signal-while-loading.ts']);
    try {
      // Without a listener yet, Node would die of the signal: exit 143 and not a line in the log.
      await expectStoppedBeforeServing(server);
      expect(server.output()).toContain('stop asked for during start-up');
    } finally {
      await server.stop('SIGKILL');
    }
  });
});

describe('A stop asked for while the demo market is being added', () => {
  it('When SIGTERM comes during seeding, then the market is finished, and the server stops without listening', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-seeding-stop-'), SEED_DEMO: 'true' });
    try {
      await vi.waitUntil(() => server.output().includes('adding the demo market') || server.child.exitCode !== null, { timeout: 60_000, interval: 20 });
      server.child.kill('SIGTERM');
      await expectStoppedBeforeServing(server);
      expect(server.output()).toContain('Demo data added');
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
