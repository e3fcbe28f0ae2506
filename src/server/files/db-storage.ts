// File storage in the database (table `files`, migration 005): with several app processes on one
// PostgreSQL, a file saved by one is served by all. Same contract as the disk storage: only keys we
// minted (FILE_KEY) are read or written. createFileStorage() picks the right one for a database.
import type { DatabaseHandle } from '../db/connect.js';
import { now, type Db } from '../db/types.js';
import { createDiskStorage, FILE_KEY, type FileStorage } from './storage.js';

export function createDbStorage(db: Db): FileStorage {
  return {
    async put(key, data, contentType) {
      if (!FILE_KEY.test(key)) throw new Error(`invalid file key ${key}`);
      await db
        .insertInto('files')
        .values({ key, content_type: contentType, data, size: data.length, created_at: now() })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({ content_type: contentType, data, size: data.length }),
        )
        .execute();
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return null;
      const row = await db
        .selectFrom('files')
        .select(['data', 'content_type'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? { data: Buffer.from(row.data), contentType: row.content_type } : null;
    },
    async delete(key) {
      if (FILE_KEY.test(key)) await db.deleteFrom('files').where('key', '=', key).execute();
    },
  };
}

/**
 * PostgreSQL: files in the database (every process sees them). SQLite: files under `dir`
 * (one machine, one process; the database stays small and backups stay quick).
 */
export function createFileStorage(database: DatabaseHandle, dir: string): FileStorage {
  return database.dialect === 'postgres' ? createDbStorage(database.db) : createDiskStorage(dir);
}
