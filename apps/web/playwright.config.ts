import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);
// Made once in the main process; workers inherit it, so they all see the same server's data. The
// main process exits only after the server has stopped, so its files (~40 MB) go then, not before.
if (!process.env.BIDHUB_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-e2e-'));
  process.env.BIDHUB_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  // Long walks (an admin creating, editing and deleting a product) run near 30 s on a busy 2-core machine.
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    // The production server on a fresh embedded database with demo data, as `npm start` runs it.
    command: 'node ../api/dist/server.js',
    url: `http://localhost:${PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Not the default SIGKILL of the process group: the server drains and stops its embedded
    // PostgreSQL, which runs in a process group of its own.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.BIDHUB_E2E_DATA_DIR,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAMES: 'e2e-admin',
      // The suite registers and logs in over 200 accounts from one address within one window: the
      // default limit (200) would refuse its last tests' sign-ups, which no user is ever in.
      RATE_LIMIT_AUTH_PER_IP: '2000',
    },
  },
});
