import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDirectory } from '../../src/db/data-directory-lock.js';
import { openDatabase } from '../../src/db/database.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const run = promisify(execFile);
const newFolder = tempFoldersPerTest();
const newDataDir = () => newFolder('bidhub-lock-');

/** Tries to take the lock from another process, as a second server or the admin CLI would. */
async function lockFromAnotherProcess(dataDir: string) {
  const script = `import('${new URL('../../src/db/data-directory-lock.ts', import.meta.url).pathname}').then((m) => { m.lockDataDirectory(process.argv[1]); console.log('locked'); })`;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script, dataDir]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

describe('The embedded data directory lock', () => {
  it('When a process holds the directory, then a second process is refused with a clear message', async () => {
    const dataDir = newDataDir();
    const release = lockDataDirectory(dataDir);
    try {
      const second = await lockFromAnotherProcess(dataDir);
      expect(second.ok).toBe(false);
      expect(second.output).toMatch(new RegExp(`in use by another BidHub process \\(pid ${process.pid}\\)`));
    } finally {
      release();
    }
  });

  it('When the holder releases it, then another process may take it', async () => {
    const dataDir = newDataDir();
    lockDataDirectory(dataDir)();
    expect((await lockFromAnotherProcess(dataDir)).output).toContain('locked');
  });

  it('When the lock was left by a process that died, then it is taken over', async () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '2147483646');
    const release = lockDataDirectory(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('When the same process opens the directory twice, then the second open is refused', async () => {
    const dataDir = newDataDir();
    const database = await openDatabase({ kind: 'pglite-directory', dataDir });
    try {
      await expect(openDatabase({ kind: 'pglite-directory', dataDir })).rejects.toThrow(/in use by another BidHub process/);
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ kind: 'pglite-directory', dataDir });
    await reopened.close();
  });
});
