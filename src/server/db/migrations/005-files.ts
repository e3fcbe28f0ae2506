// Stored files (previews, icons, snapshots) in the database, so that every app process sharing one
// PostgreSQL serves every file (src/server/files/db-storage.ts). Created on SQLite too, to keep one
// schema; SQLite installs keep using files under DATA_DIR unless told otherwise.
import type { Kysely } from 'kysely';
import type { CodeMigration } from './index.js';

export const files: CodeMigration = {
  name: '005-files',
  async up(db: Kysely<unknown>, dialect) {
    await db.schema
      .createTable('files')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
