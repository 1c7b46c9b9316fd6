import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { TEST_JWT_SECRET } from './test-app.js';

const API_FOLDER = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Spawns the real server (`src/server.ts` through tsx, so no build is needed) without waiting for it.
 * On PGlite unless `environment` names DB_ENGINE: only the tests meant for embedded PostgreSQL start it.
 * `imports` are more modules for Node to `--import` first (paths from apps/api).
 */
export async function spawnServer(environment: Record<string, string>, imports: string[] = []): Promise<ServerProcess & { port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...imports.flatMap((module) => ['--import', module]), 'src/server.ts'], {
    cwd: API_FOLDER,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DB_ENGINE: 'pglite',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Spawns the real server and resolves once its health check answers (within `timeoutMs`: a busy machine starts slowly). */
export async function startServer(environment: Record<string, string>, { timeoutMs = 60_000 } = {}): Promise<ServerProcess> {
  const server = await spawnServer(environment);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    const healthy = await fetch(`${server.baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer its health check in ${timeoutMs / 1000} s:\n${server.output()}`);
}
