import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { clusterOwner } from '../../src/db/cluster-owner.js';
import { openDatabase } from '../../src/db/database.js';
import { executedRows } from '../../src/db/executed-rows.js';

/**
 * A container killed with its postmaster leaves postmaster.pid and the socket's lock file behind. In
 * the next container the pid they name may be another live process (pids start again from 1), and
 * PostgreSQL refused to start, start after start, until someone deleted the files by hand.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-embedded-stale-'));
const clusterDir = join(dataDir, 'postgres');
// The cluster's owner's process, as in a container where one user runs everything: as root, the
// postmaster (run as its own user) could not signal a root process and took its pid for dead.
const unrelated = spawn('sleep', ['120'], { stdio: 'ignore', ...clusterOwner(() => undefined) });
afterAll(() => {
  unrelated.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The lock files as the running postmaster wrote them, with the pid swapped for another process's. */
function lockFilesNaming(pid: number): Map<string, string> {
  const names = readdirSync(clusterDir).filter((name) => name === 'postmaster.pid' || /^\.s\.PGSQL\.\d+\.lock$/.test(name));
  return new Map(names.map((name) => [name, readFileSync(join(clusterDir, name), 'utf8').replace(/^\d+/, String(pid))]));
}

describe('When the embedded cluster holds lock files of a postmaster that is gone, naming a live process', () => {
  it('then the server starts on it and finds the data', async () => {
    const first = await openDatabase({ kind: 'embedded-postgres', dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('before the kill')`);
    const stale = lockFilesNaming(unrelated.pid!);
    await first.close();
    expect(stale.size).toBe(2);
    for (const [name, text] of stale) writeFileSync(join(clusterDir, name), text);

    const again = await openDatabase({ kind: 'embedded-postgres', dataDir });
    try {
      expect(executedRows(await again.db.execute(sql`select note from kept`))).toEqual([{ note: 'before the kill' }]);
    } finally {
      await again.close();
    }
    expect(unrelated.exitCode).toBeNull();
  }, 120_000);
});
