// Boots the real app on a real database for each test file: a SQLite file in a fresh temp dir, or —
// when TEST_DB=postgres and TEST_POSTGRES_URL is set — a fresh PostgreSQL schema dropped afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/server/app.js';
import { loadConfig, type Config } from '../src/server/config.js';
import { openDatabase, type DatabaseHandle } from '../src/server/db/connect.js';
import {
  createCaptureRuntime,
  type CaptureRuntime,
  type CaptureRuntimeOptions,
} from '../src/server/jobs/capture-runtime.js';
import { createServices, type Services } from '../src/server/services.js';
import { transferRoutes } from '../src/server/modules/transfer/transfer.routes.js';

export const usePostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_POSTGRES_URL;

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  services: Services;
  dataDir: string;
  /** link capture, when build() was given `capture` */
  capture?: CaptureRuntime;
  close(): Promise<void>;
}

/** Link capture for a test: fetch policy (allow/resolve for fixture servers), endpoints, worker knobs. */
export interface CaptureTestOptions extends CaptureRuntimeOptions {
  allow?: string[];
  resolve?: string[];
  timeoutMs?: number;
  providers?: Partial<Config['providers']>;
  chromiumPath?: string;
  jobConcurrency?: number;
}

export interface BuildOptions {
  dataDir?: string;
  pgSchema?: string;
  keep?: boolean;
  apiPlugins?: AppDeps['apiPlugins'];
  /** a built client to serve (index.html + assets) */
  clientDir?: string;
  /** link capture (metadata route, /files, jobs worker) with a test fetch policy */
  capture?: CaptureTestOptions;
}

export async function createPgSchema(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  // Extensions belong to the database, not a schema: install them once in public (serialised, since
  // test files start in parallel) so dropping one test schema never drops them for the others.
  await client.query('BEGIN');
  await client.query('SELECT pg_advisory_xact_lock(7146532019115)');
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
  await client.query('CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public');
  await client.query('COMMIT');
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return schema;
}

export async function dropPgSchema(schema: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
}

export async function build(options: BuildOptions = {}): Promise<TestContext> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-test-'));
  const pgSchema = usePostgres ? (options.pgSchema ?? (await createPgSchema())) : undefined;
  const database = await openDatabase({
    dataDir,
    databaseUrl: usePostgres ? process.env.TEST_POSTGRES_URL : undefined,
    ...(pgSchema ? { pgSchema } : {}),
  });
  const c = options.capture;
  const capture = c
    ? createCaptureRuntime(
        {
          dataDir,
          chromiumPath: c.chromiumPath,
          jobConcurrency: c.jobConcurrency ?? 2,
          linkFetch: { timeoutMs: c.timeoutMs ?? 5000, allow: c.allow ?? [], resolve: c.resolve ?? [] },
          providers: { ...loadConfig({}).providers, ...c.providers },
        },
        database,
        c,
      )
    : undefined;
  const services = createServices(database, { sessionTtlMs: 30 * 24 * 3600 * 1000 }, capture?.hooks);
  const app = await buildApp({
    config: { logLevel: 'silent', trustProxy: false, corsOrigins: [] },
    services,
    apiPlugins: [transferRoutes(database.db), ...(options.apiPlugins ?? []), ...(capture?.apiPlugins ?? [])],
    rootPlugins: capture?.rootPlugins ?? [],
    ...(options.clientDir ? { clientDir: options.clientDir } : {}),
  });
  await app.ready();
  capture?.start(services.tools);
  return {
    app,
    database,
    services,
    dataDir,
    ...(capture ? { capture } : {}),
    async close() {
      await app.close();
      await capture?.stop();
      await database.close();
      if (!options.keep) {
        if (pgSchema) await dropPgSchema(pgSchema);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let userCounter = 0;

/** Signs up a fresh user and returns an inject() bound to its bearer token. */
export async function signUp(app: FastifyInstance, username = `user${process.pid}x${++userCounter}`) {
  const password = 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { name: `Name of ${username}`, username, email: `${username}@example.test`, password },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { data: { token: string } }).data.token;
  const request = (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { ...opts.headers, authorization: `Bearer ${token}` } });
  return { username, password, token, request };
}

export type SignedIn = Awaited<ReturnType<typeof signUp>>;

export async function createTool(user: SignedIn, data: Record<string, unknown>) {
  const res = await user.request({
    method: 'POST',
    url: '/api/createTools',
    payload: { data: { category: 'Dev', keywords: 'one', ...data } },
  });
  if (res.statusCode !== 201) throw new Error(`createTools failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data;
}

/** Polls `probe` until it returns a truthy value (returned), or throws after `ms`. */
export async function until<T>(
  probe: () => Promise<T | null | undefined | false>,
  ms = 25_000,
  everyMs = 100,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
