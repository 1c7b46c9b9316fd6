import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Makes folders in the OS temp folder (mkdtemp makes them 0700, closed to other users like /root),
 * each removed after the test that made it. Call at the top of a test file.
 */
export function tempFoldersPerTest(): (prefix: string) => string {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return (prefix) => {
    const folder = mkdtempSync(join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
}
