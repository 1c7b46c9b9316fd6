import jwt from 'jsonwebtoken';
import type { Express } from 'express';
import request from 'supertest';
import { ROLE, type LoginResponse, type RegisterRequest } from '@bidhub/contracts';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { createLiveBus, type LiveBus } from '../../src/live/live-bus.js';
import { setRoleByUsernames } from '../../src/modules/auth/users-queries.js';
import { listenOnEphemeralPort } from './live-stream-client.js';
import { openTestDatabase } from './test-database.js';
import { createLogger } from '../../src/logger.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: Express;
  database: DatabaseHandle;
  config: Config;
  liveBus: LiveBus;
  /** The server database's address, set on the server engine only. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database. Rate limits are generous unless a test sets them, so that
 * suites registering many users are not throttled by accident.
 */
export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  return { ...(await createTestAppOn(database, environment)), databaseUrl: database.url };
}

/** The real app on a database the test opened itself (an embedded engine on a data directory); closing the app closes it. */
export function createTestAppOn(database: DatabaseHandle, environment: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_FAILURES_PER_USERNAME: '100000',
    RATE_LIMIT_WRONG_ANSWERS_PER_IP_PER_DAY: '100000',
    RATE_LIMIT_BIDS_PER_WINDOW: '100000',
    WEB_DIST_DIR: '/nonexistent',
    ...environment,
  });
  return assembleTestApp(config, database);
}

/**
 * A second app on the primary's server database, as a second API process would be: its own pool,
 * live bus and rate limits. Close it before the primary, which drops the database.
 */
export async function createPeerTestApp(primary: TestApp): Promise<TestApp> {
  if (!primary.databaseUrl) throw new Error('A peer app shares a server database: set DATABASE_URL');
  const database = await openDatabase({ kind: 'postgres', url: primary.databaseUrl });
  return { ...(await assembleTestApp(primary.config, database)), databaseUrl: primary.databaseUrl };
}

async function assembleTestApp(config: Config, database: DatabaseHandle): Promise<TestApp> {
  const logger = createLogger(config.logLevel);
  const liveBus = await createLiveBus(database, logger);
  const app = createApp({ config, database, jwtSecret: TEST_JWT_SECRET, liveBus, logger });
  const close = async () => {
    await liveBus.close();
    await database.close();
  };
  return { app, database, config, liveBus, close };
}

let userCounter = 0;

export function newUserDetails(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  userCounter += 1;
  return {
    name: `Test User ${userCounter}`,
    email: `user${userCounter}-${Math.random().toString(36).slice(2, 8)}`,
    password: 'secret-password',
    phone: '9876543210',
    answer: 'Blue',
    ...overrides,
  };
}

export interface SignedInUser {
  token: string;
  user: LoginResponse['user'];
  password: string;
}

/** The password version (`pv`) the user's sign-in token names, for a test that signs a token of its own. */
export const passwordVersionOf = ({ token }: SignedInUser): string => (jwt.decode(token, { json: true }) as { pv: string }).pv;

/** Registers and logs in through the API, as a client would. */
export async function signUp(app: Express, overrides: Partial<RegisterRequest> = {}): Promise<SignedInUser> {
  const details = newUserDetails(overrides);
  await request(app).post('/api/v1/auth/register').send(details).expect(201);
  const login = await request(app).post('/api/v1/auth/login').send({ email: details.email, password: details.password }).expect(200);
  return { token: login.body.token, user: login.body.user, password: details.password };
}

/** An admin: registered through the API, then promoted the way `npm run admin -- promote` does. */
export async function signUpAdmin(testApp: TestApp, overrides: Partial<RegisterRequest> = {}): Promise<SignedInUser> {
  const signedIn = await signUp(testApp.app, overrides);
  await setRoleByUsernames(testApp.database.db, [signedIn.user.email], ROLE.admin);
  return { ...signedIn, user: { ...signedIn.user, role: ROLE.admin } };
}

/** A test app that also listens on an ephemeral port, for clients that need a socket (live streams, raw HTTP). */
export interface ListeningTestApp extends TestApp {
  baseUrl: string;
}

export async function createListeningTestApp(environment: Record<string, string> = {}): Promise<ListeningTestApp> {
  const testApp = await createTestApp(environment);
  const server = await listenOnEphemeralPort(testApp.app);
  return {
    ...testApp,
    baseUrl: server.baseUrl,
    async close() {
      await server.close();
      await testApp.close();
    },
  };
}
