import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDirectory } from '../../src/db/data-directory-lock.js';
import { openDatabase } from '../../src/db/database.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

const run = promisify(execFile);
const newFolder = tempFoldersPerTest();
const newDataDir = () => newFolder('bidhub-lock-');
const lockFile = (dataDir: string) => join(dataDir, LOCK_FILE_NAME);

/** Tries to take the lock from another process, as a second server or the admin CLI would. */
async function lockFromAnotherProcess(dataDir: string) {
  const script = `import('${new URL('../../src/db/data-directory-lock.ts', import.meta.url).pathname}').then((m) => m.lockDataDirectory(process.argv[1])).then(() => console.log('locked'))`;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '-e', script, dataDir]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr) };
  }
}

/** Takes the lock in this process and gives it back at once: it was free, or free to take over. */
async function takesOver(dataDir: string) {
  const release = await lockDataDirectory(dataDir);
  expect(readFileSync(lockFile(dataDir), 'utf8')).toMatch(new RegExp(`^${process.pid} \\S+ ${hostname()}$`));
  release();
}

describe('The embedded data directory lock', () => {
  it('When a process holds the directory, then a second process is refused with a clear message', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDirectory(dataDir);
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
    (await lockDataDirectory(dataDir))();
    expect((await lockFromAnotherProcess(dataDir)).output).toContain('locked');
  });

  it('When the lock was left by a process that died, then it is taken over', async () => {
    const dataDir = newDataDir();
    writeFileSync(lockFile(dataDir), `2147483646 1 ${hostname()}`);
    await takesOver(dataDir);
  });

  it("When the lock names this process's own pid, as a container's pid 1 finds it after a kill, then it is taken over", async () => {
    for (const left of [`${process.pid} 1 ${hostname()}`, String(process.pid)]) {
      const dataDir = newDataDir();
      writeFileSync(lockFile(dataDir), left);
      await takesOver(dataDir);
    }
  });

  it('When the pid in the lock now belongs to another, later process, then it is taken over', async () => {
    const later = spawn('sleep', ['30']);
    try {
      const dataDir = newDataDir();
      writeFileSync(lockFile(dataDir), `${later.pid} 1 ${hostname()}`);
      await takesOver(dataDir);
    } finally {
      later.kill();
    }
  });

  it('When a process in another container keeps its lock fresh, then this one is refused, naming where it runs', async () => {
    const dataDir = newDataDir();
    writeFileSync(lockFile(dataDir), '1 4242 other-container');
    const touch = setInterval(() => utimesSync(lockFile(dataDir), new Date(), new Date()), 500);
    try {
      await expect(lockDataDirectory(dataDir)).rejects.toThrow('in use by another BidHub process (pid 1 on other-container)');
    } finally {
      clearInterval(touch);
    }
  });

  it('When a lock from another container has gone untouched past the stale time, then it is taken over', async () => {
    const dataDir = newDataDir();
    writeFileSync(lockFile(dataDir), '1 4242 other-container');
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dataDir), longAgo, longAgo);
    await takesOver(dataDir);
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

describe('Releasing the data directory lock', () => {
  it('When another process has taken the lock over since, then releasing leaves its lock alone', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDirectory(dataDir);
    writeFileSync(lockFile(dataDir), `2147483646 1 ${hostname()}`);
    release();
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(`2147483646 1 ${hostname()}`);
  });

  it('When the lock file is already gone, then releasing does not make one', async () => {
    const dataDir = newDataDir();
    const release = await lockDataDirectory(dataDir);
    rmSync(lockFile(dataDir));
    release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});
