// The environment, parsed once. A bad variable stops start-up with a list of every problem.
import path from 'node:path';
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, { error: 'must be a postgres:// URL (leave unset for SQLite)' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHROMIUM_PATH: z.string().optional(),
  LINK_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LINK_FETCH_ALLOW: list,
  LINK_FETCH_RESOLVE: list,
  YOUTUBE_OEMBED_URL: optionalUrl,
  TWITTER_OEMBED_URL: optionalUrl,
  TWITTER_SYNDICATION_URL: optionalUrl,
  REDDIT_BASE_URL: optionalUrl,
  CORS_ORIGIN: list,
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  /** how long a claimed job stays with its process without a heartbeat (renewed every third of it) */
  JOB_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(60_000),
  /** test only: registers the 'test-record' job kind (src/server/jobs/test-jobs.ts) */
  TEST_JOB_KINDS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  chromiumPath: string | undefined;
  linkFetch: {
    timeoutMs: number;
    allow: string[];
    resolve: string[];
  };
  providers: {
    youtubeOembedUrl: string;
    twitterOembedUrl: string;
    twitterSyndicationUrl: string;
    redditBaseUrl: string;
  };
  corsOrigins: string[];
  trustProxy: boolean;
  sessionTtlMs: number;
  jobConcurrency: number;
  jobLeaseMs: number;
  testJobKinds: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    chromiumPath: e.CHROMIUM_PATH,
    linkFetch: {
      timeoutMs: e.LINK_FETCH_TIMEOUT_MS,
      allow: e.LINK_FETCH_ALLOW,
      resolve: e.LINK_FETCH_RESOLVE,
    },
    providers: {
      youtubeOembedUrl: e.YOUTUBE_OEMBED_URL ?? 'https://www.youtube.com/oembed',
      twitterOembedUrl: e.TWITTER_OEMBED_URL ?? 'https://publish.twitter.com/oembed',
      twitterSyndicationUrl: e.TWITTER_SYNDICATION_URL ?? 'https://cdn.syndication.twimg.com/tweet-result',
      redditBaseUrl: e.REDDIT_BASE_URL ?? 'https://www.reddit.com',
    },
    corsOrigins: e.CORS_ORIGIN,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    jobConcurrency: e.JOB_CONCURRENCY,
    jobLeaseMs: e.JOB_LEASE_MS,
    testJobKinds: e.TEST_JOB_KINDS,
  };
}
