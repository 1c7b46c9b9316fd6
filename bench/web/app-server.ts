import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BENCH_ENGINE } from '../support/server.js';

export interface AppServer {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production server as `npm start` runs it (the built API serving the built web app) on a
 * fresh embedded database with the demo data, like the e2e suite's server; the engine named, as in
 * every bench (support/server.ts).
 */
export async function startAppServer(root: string, port: number): Promise<AppServer> {
  const serverFile = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverFile) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/api/dist or apps/web/dist is missing: run npm run build first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, [serverFile], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DB_ENGINE: BENCH_ENGINE, SEED_DEMO: 'true', LOG_LEVEL: 'warn', WEB_CONCURRENCY: '' },
  });
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/api/v1/health`)).ok) return { origin, stop };
    } catch {
      // Still migrating and seeding.
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`The server did not answer on ${origin}`);
}
