import { describe, expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const tempFolder = tempFoldersPerTest();

describe('A stop asked for before the server has even loaded its modules', () => {
  it('When SIGTERM comes while Node loads the server, then it opens and closes its database, says so and exits 0', async () => {
    const server = await spawnServer({ DATA_DIR: tempFolder('bidhub-loading-stop-') }, ['./test/support/signal-while-loading.ts']);
    try {
      // Without a listener yet, Node would die of the signal: exit 143 and not a line in the log.
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('stop asked for during start-up');
      expect(server.output()).toContain('stopped before serving');
      expect(server.output()).not.toContain('is listening');
    } finally {
      await server.stop('SIGKILL');
    }
  });
});
