// One tool per normalised URL per user, guaranteed by the database and not only by the service's lock.
// Duplicates made before this migration are kept (nothing saved is ever lost): their url_key gets the
// row id appended, so they stay visible and deletable but no longer block the index.
import { sql, type Kysely } from 'kysely';
import type { CodeMigration } from './index.js';

export const uniqueToolUrl: CodeMigration = {
  name: '008-unique-tool-url',
  async up(db: Kysely<unknown>, dialect) {
    const suffix = dialect === 'postgres' ? sql`'#' || id::text` : sql`'#' || id`;
    await sql`UPDATE tools SET url_key = url_key || ${suffix}
      WHERE id NOT IN (SELECT min(id) FROM tools GROUP BY user_id, url_key)`.execute(db);
    await db.schema.dropIndex('tools_user_url').execute();
    await db.schema
      .createIndex('tools_user_url')
      .on('tools')
      .columns(['user_id', 'url_key'])
      .unique()
      .execute();
  },
};
