import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { resolveJwtSecret } from '../../src/modules/auth/jwt-secret.js';

describe('Configuration', () => {
  it('When nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      adminUsernames: [],
      corsOrigins: [],
      bidExtensionSeconds: 120,
      rateLimits: { windowMs: 15 * 60_000, authPerIp: 200, failuresPerUsername: 10, bidsPerWindow: 30, bidWindowMs: 10_000 },
    });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('When lists are given, then they are split, trimmed and usernames lower-cased', () => {
    const config = loadConfig({ ADMIN_USERNAMES: ' Alice, bob ,,', CORS_ORIGIN: 'https://a.example,https://b.example' });
    expect(config.adminUsernames).toEqual(['alice', 'bob']);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('When a value is invalid, then start-up fails naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 16/);
    expect(() => loadConfig({ RATE_LIMIT_AUTH_PER_IP: '0' })).toThrow(/RATE_LIMIT_AUTH_PER_IP/);
    // Past ~24.8 days Node's timers fire after 1 ms and the limiter's SQL integer overflows.
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_MINUTES: '43200' })).toThrow(/RATE_LIMIT_WINDOW_MINUTES: must be at most 1440 minutes/);
    expect(() => loadConfig({ RATE_LIMIT_BID_WINDOW_SECONDS: '3000000' })).toThrow(/RATE_LIMIT_BID_WINDOW_SECONDS: must be at most 3600/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '3000000' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS: must be at most 3600/);
    expect(() => loadConfig({ BID_EXTENSION_SECONDS: '100000' })).toThrow(/BID_EXTENSION_SECONDS: must be at most 86400/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '1000' })).toThrow(/WEB_CONCURRENCY: must be at most 64 processes/);
    expect(loadConfig({ RATE_LIMIT_WINDOW_MINUTES: '1440', SHUTDOWN_TIMEOUT_SECONDS: '3600' })).toMatchObject({ rateLimits: { windowMs: 86_400_000 }, shutdownTimeoutMs: 3_600_000 });
    // Whoever read .env.example could sign tokens with its placeholder.
    expect(() => loadConfig({ JWT_SECRET: 'change-me-to-another-long-random-hex-string' })).toThrow(/JWT_SECRET is still .env.example's placeholder/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://bidhub:change-me-to-a-long-random-hex-string@postgres:5432/bidhub' })).toThrow(
      /DATABASE_URL: its password \(POSTGRES_PASSWORD\) is still .env.example's placeholder/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://bidhub:3f9a0c@postgres:5432/bidhub' }).databaseUrl).toContain('3f9a0c');
    expect(() => loadConfig({ DATABASE_URL: 'notaurl' })).toThrow(/DATABASE_URL: must be a PostgreSQL URL/);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/bidhub' }).databaseUrl).toBe('postgresql://localhost/bidhub');
    expect(() => loadConfig({ CORS_ORIGIN: 'not-a-url' })).toThrow(/CORS_ORIGIN: must be origins such as https:\/\/shop.example.com/);
    expect(() => loadConfig({ CORS_ORIGIN: 'https://a.example/' })).toThrow(/CORS_ORIGIN/);
    expect(loadConfig({ CORS_ORIGIN: 'http://localhost:5173' }).corsOrigins).toEqual(['http://localhost:5173']);
  });
});

describe('The JWT secret', () => {
  it('When JWT_SECRET is set, then it is used', () => {
    expect(resolveJwtSecret({ jwtSecret: 'from-the-environment!', databaseUrl: undefined, dataDir: '/nonexistent' })).toBe(
      'from-the-environment!',
    );
  });

  it('When the embedded mode has none, then one is generated into DATA_DIR once and reused', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidhub-secret-'));
    try {
      const first = resolveJwtSecret({ jwtSecret: undefined, databaseUrl: undefined, dataDir });
      const second = resolveJwtSecret({ jwtSecret: undefined, databaseUrl: undefined, dataDir });
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(second).toBe(first);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('When a PostgreSQL server is used without JWT_SECRET, then start-up refuses', () => {
    expect(() => resolveJwtSecret({ jwtSecret: undefined, databaseUrl: 'postgres://x/y', dataDir: '/nonexistent' })).toThrow(
      /JWT_SECRET must be set/,
    );
  });
});

describe('Empty variables', () => {
  it('When a variable is set to an empty string, then it counts as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });
});
