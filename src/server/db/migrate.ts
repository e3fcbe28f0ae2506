// Runs the code migrations in src/server/db/migrations in order and records each one (kysely_migration).
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database, Dialect } from './types.js';

class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      migrations.map((m) => [m.name, { up: (db: Kysely<unknown>) => m.up(db, this.dialect) }]),
    );
  }
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new CodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
