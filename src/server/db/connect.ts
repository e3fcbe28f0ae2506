// Opens the database named by the config: SQLite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { withStatementCache } from './statement-cache.js';
import type { Database, Dialect } from './types.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** the raw better-sqlite3 handle (SQLite only), for backups and pragmas */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests run each suite in its own) */
  pgSchema?: string;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.pgSchema)
    : openSqlite(options.dataDir);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect);
  return handle;
}

export function sqlitePath(dataDir: string) {
  return path.join(dataDir, 'toolspace.db');
}

function openSqlite(dataDir: string): DatabaseHandle {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(sqlitePath(dataDir));
  sqlite.pragma('journal_mode = WAL');
  // FULL: a write that was acknowledged survives a crash or power loss, not only a process exit.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    close: async () => {
      await db.destroy();
    },
  };
}

// int8 (count(*), bigserial) arrives from pg as a string; every count we read fits a JS number.
const INT8_OID = 20;
const pgTypes = (types: typeof pg.types) => ({
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
});

async function openPostgres(connectionString: string, schema?: string): Promise<DatabaseHandle> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name ${schema}`);
  // Imported only when PostgreSQL is used: a SQLite install does not load pg's ~30 modules at start-up.
  const { default: pgModule } = await import('pg');
  const pool = new pgModule.Pool({
    connectionString,
    max: 10,
    types: pgTypes(pgModule.types),
    // Extensions (pg_trgm, btree_gin) live in public, so a private schema keeps public on its path.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      await db.destroy();
    },
  };
}
