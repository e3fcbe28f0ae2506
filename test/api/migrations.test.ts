// Upgrades keep data: a database left at an older schema, holding rows, migrates to the latest with every
// row intact — on SQLite here, and on PostgreSQL too when the suite runs there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import { createSearch } from '../../src/server/search/index.js';
import { createPgSchema, dropPgSchema, usePostgres } from '../helper.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function unmigrated(): Promise<DatabaseHandle> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-migrate-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const schema = usePostgres ? await createPgSchema() : undefined;
  if (schema) cleanups.push(() => dropPgSchema(schema));
  const handle = await openDatabase({
    dataDir,
    databaseUrl: usePostgres ? process.env.TEST_POSTGRES_URL : undefined,
    ...(schema ? { pgSchema: schema } : {}),
    migrate: false,
  });
  cleanups.push(() => handle.close());
  return handle;
}

const at = '2024-01-01T00:00:00.000Z';
const index = (name: string) => migrations.findIndex((m) => m.name === name);

async function seedTwins(handle: DatabaseHandle) {
  const { db } = handle;
  const user = await db
    .insertInto('users')
    .values({ username: 'old', name: 'Old', email: 'old@example.test', password_hash: 'h', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ user_id: user.id, name: 'Legacy', name_key: 'legacy', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tool = (name: string) => ({
    user_id: user.id,
    category_id: category.id,
    name,
    url: 'https://example.org/',
    url_key: 'https://example.org',
    title: name,
    description: '',
    keywords: '["old"]',
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('tools')
    .values([tool('First'), tool('Second')])
    .execute();
  return user.id;
}

describe('migrations', () => {
  it('records each migration once and applies nothing the second time', async () => {
    const handle = await unmigrated();
    expect(await migrateToLatest(handle.db, handle.dialect)).toEqual(migrations.map((m) => m.name));
    expect(await migrateToLatest(handle.db, handle.dialect)).toEqual([]);
  });

  it('008 keeps duplicate URLs saved before it, then refuses new ones', async () => {
    const handle = await unmigrated();
    await migrateToLatest(handle.db, handle.dialect, migrations.slice(0, index('008-unique-tool-url')));
    const userId = await seedTwins(handle);
    await migrateToLatest(handle.db, handle.dialect);

    const rows = await handle.db
      .selectFrom('tools')
      .select(['name', 'url', 'url_key'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.name)).toEqual(['First', 'Second']);
    expect(rows.every((r) => r.url === 'https://example.org/')).toBe(true);
    expect(rows[0]?.url_key).toBe('https://example.org');

    const again = handle.db
      .insertInto('tools')
      .values({
        user_id: userId,
        category_id: (await handle.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
        name: 'Third',
        url: 'https://example.org/',
        url_key: 'https://example.org',
        title: 'Third',
        description: '',
        keywords: '[]',
        created_at: at,
        updated_at: at,
      })
      .execute();
    await expect(again).rejects.toThrow(/unique|duplicate/i);
  });

  it('an account from the first schema survives every later migration', async () => {
    const handle = await unmigrated();
    await migrateToLatest(handle.db, handle.dialect, migrations.slice(0, 1));
    const userId = await seedTwins(handle);
    await migrateToLatest(handle.db, handle.dialect);
    const count = await handle.db
      .selectFrom('tools')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    const user = await handle.db.selectFrom('users').select('username').executeTakeFirstOrThrow();
    expect(user.username).toBe('old');
    // tools saved before the search index existed are found by it
    const found = await createSearch(handle).search(userId, { q: 'second' });
    expect(found.total).toBe(1);
    expect((await createSearch(handle).search(userId, { q: 'le' })).total).toBe(2);
  });
});
