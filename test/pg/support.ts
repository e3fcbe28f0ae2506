// Real processes on a real PostgreSQL: a fresh database per test file (dropped afterwards), and app
// processes started from the TypeScript sources (node --import tsx), each with its own DATA_DIR so
// nothing can be shared through the disk. Ports are chosen by the OS (PORT=0) and read from the log.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const adminUrl = process.env.TEST_POSTGRES_URL ?? '';

export async function adminQuery(text: string, url = adminUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<TestDatabase> {
  const name = `tp_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  /** every log line so far (JSON from pino) */
  logs: string[];
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export async function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-pg-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (found?.[1]) resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`app exited with ${code}:\n${logs.join('\n')}`)));
    setTimeout(() => reject(new Error(`app did not start:\n${logs.join('\n')}`)), 30_000).unref();
  });
  const finish = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // A process that does not finish its graceful shutdown in time is killed, so no test hangs on it.
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, baseUrl, logs, stop: () => finish('SIGTERM'), kill: () => finish('SIGKILL') };
}

export interface Reply<T> {
  status: number;
  body: T;
}

/** JSON over real HTTP, with an optional bearer token. */
export async function call<T = unknown>(
  app: AppProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
