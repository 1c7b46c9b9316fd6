import { chmodSync, cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { blockedAncestor } from './engine-facts.js';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** Where a copy of the binaries goes inside DATA_DIR, and the file naming the package version it holds. */
export const BINARIES_COPY = 'postgres-binaries';
const VERSION_FILE = '.package-version';

/** Lets other users read every file and enter every folder, whatever umask the copy was made under. */
function openToOthers(folder: string): void {
  chmodSync(folder, statSync(folder).mode | 0o055);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, statSync(path).mode | 0o055);
    else if (entry.isFile()) {
      const mode = statSync(path).mode;
      chmodSync(path, mode | 0o044 | (mode & 0o100 ? 0o011 : 0));
    }
  }
}

/**
 * As root the cluster runs as the user `postgres`, which must pass through every folder above the
 * binaries: a project cloned into /root (0700) keeps them out of its reach. Then the package's
 * `native` folder (bin, lib, share: the binaries find the rest relative to themselves) is copied
 * into DATA_DIR once per package version, after engine-choice.ts made sure DATA_DIR is reachable.
 * The version file is written last, so a copy cut short by a crash is made again.
 */
export function reachableBinaries(bin: Binaries, dataDir: string, runningAsRoot: boolean, note: (message: string) => void): Binaries {
  const blocked = runningAsRoot ? blockedAncestor(bin.postgres) : undefined;
  if (blocked === undefined) return bin;
  const native = dirname(dirname(bin.postgres));
  const { version } = JSON.parse(readFileSync(join(dirname(native), 'package.json'), 'utf8')) as { version: string };
  const copy = join(dataDir, BINARIES_COPY);
  const versionFile = join(copy, VERSION_FILE);
  if (!existsSync(versionFile) || readFileSync(versionFile, 'utf8') !== version) {
    note(`running as root: the user postgres cannot enter ${blocked}, above the PostgreSQL binaries; copying them into DATA_DIR/${BINARIES_COPY}`);
    rmSync(copy, { recursive: true, force: true });
    cpSync(native, copy, { recursive: true, verbatimSymlinks: true });
    openToOthers(copy);
    writeFileSync(versionFile, version);
  }
  return { initdb: join(copy, relative(native, bin.initdb)), postgres: join(copy, relative(native, bin.postgres)) };
}
