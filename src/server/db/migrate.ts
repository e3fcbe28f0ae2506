// Runs the code migrations in src/server/db/migrations in order and records each one (kysely_migration).
// On PostgreSQL every process that starts runs this, so it first takes a database-wide advisory lock:
// the second process waits, then finds nothing left to do. The lock is held by one pooled connection and
// is released when that connection ends, so a process that dies mid-migration never leaves it held.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations, type CodeMigration } from './migrations/index.js';
import type { Database, Dialect } from './types.js';

/** Arbitrary, fixed advisory-lock key for Toolspace migrations (distinct from Kysely's own lock id). */
export const MIGRATION_LOCK_KEY = 7_146_532_019_114n;

class CodeMigrationProvider implements MigrationProvider {
  constructor(
    private readonly dialect: Dialect,
    private readonly list: CodeMigration[],
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      this.list.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

async function runMigrations(
  db: Kysely<Database>,
  dialect: Dialect,
  list: CodeMigration[],
  migrationTableSchema?: string,
) {
  const migrator = new Migrator({
    db,
    provider: new CodeMigrationProvider(dialect, list),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Applies every migration not yet recorded; returns the names applied now. `list` defaults to all of
 * them (tests pass a prefix to build a database at an older schema).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: Dialect,
  list: CodeMigration[] = migrations,
): Promise<string[]> {
  if (dialect !== 'postgres') return runMigrations(db, dialect, list);
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
    try {
      // Kysely looks for its bookkeeping tables in every schema; name ours, or a sibling schema's
      // tables (another install, a parallel test) would be taken for them.
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(conn);
      return await runMigrations(db, dialect, list, rows[0]?.schema);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(conn);
    }
  });
}
