// Database file storage, on SQLite and (server-pg) PostgreSQL: bytes come back exactly, from any
// connection to the same database, and only keys we mint are accepted.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createPgSchema, usePostgres, type TestContext } from '../../../test/helper.js';
import { openDatabase, type DatabaseHandle } from '../db/connect.js';
import { createDbStorage, createFileStorage } from './db-storage.js';

let ctx: TestContext;
let other: DatabaseHandle;

beforeAll(async () => {
  // build() drops the schema it is given when it closes.
  const pgSchema = usePostgres ? await createPgSchema() : undefined;
  ctx = await build(pgSchema ? { pgSchema } : {});
  // A second, independent connection pool on the same database: another app process, in effect.
  other = await openDatabase({
    dataDir: ctx.dataDir,
    databaseUrl: usePostgres ? process.env.TEST_POSTGRES_URL : undefined,
    ...(usePostgres ? { pgSchema } : {}),
  });
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const key = () => `${randomBytes(16).toString('hex')}.webp`;

describe('database file storage', () => {
  it('returns every byte that was stored, through another connection pool', async () => {
    const writer = createDbStorage(ctx.database.db);
    const reader = createDbStorage(other.db);
    const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const large = Buffer.concat([every, randomBytes(2 * 1024 * 1024)]);
    const k = key();
    await writer.put(k, large, 'image/webp');
    const got = await reader.get(k);
    expect(got?.contentType).toBe('image/webp');
    expect(got?.data.equals(large)).toBe(true);
  });

  it('replaces a file stored again under the same key, and deletes it', async () => {
    const storage = createDbStorage(ctx.database.db);
    const k = key().replace('.webp', '.png');
    await storage.put(k, Buffer.from('first'), 'image/png');
    await storage.put(k, Buffer.from('second'), 'image/png');
    expect((await createDbStorage(other.db).get(k))?.data.toString()).toBe('second');
    await storage.delete(k);
    expect(await createDbStorage(other.db).get(k)).toBeNull();
  });

  it('refuses keys it did not mint', async () => {
    const storage = createDbStorage(ctx.database.db);
    await expect(storage.put('../../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid/);
    await expect(storage.put(`${'a'.repeat(32)}.svg`, Buffer.from('x'), 'image/svg+xml')).rejects.toThrow();
    expect(await storage.get('../toolspace.db')).toBeNull();
    expect(await storage.get(`${'A'.repeat(32)}.webp`)).toBeNull();
  });

  it('is what createFileStorage picks on PostgreSQL; SQLite keeps files on disk', async () => {
    const dir = path.join(ctx.dataDir, 'files');
    const storage = createFileStorage(ctx.database, dir);
    const k = key();
    await storage.put(k, Buffer.from('picked'), 'image/webp');
    const inTable = await ctx.database.db.selectFrom('files').select('key').where('key', '=', k).execute();
    const onDisk = fs.existsSync(path.join(dir, k.slice(0, 2), k));
    expect({ inTable: inTable.length === 1, onDisk }).toEqual({ inTable: usePostgres, onDisk: !usePostgres });
    expect((await storage.get(k))?.data.toString()).toBe('picked');
  });
});
