// Upgrades on PostgreSQL: a database built at an older schema, holding data, migrates to the latest and
// keeps every row (and finds the old tools by search); migrations wait for the advisory lock.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import { MIGRATION_LOCK_KEY, migrateToLatest } from '../../src/server/db/migrate.js';
import { migrations } from '../../src/server/db/migrations/index.js';
import type { Database } from '../../src/server/db/types.js';
import { createSearch } from '../../src/server/search/index.js';
import { createPgSchema, dropPgSchema } from '../helper.js';

const url = process.env.TEST_POSTGRES_URL ?? '';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshSchema(): Promise<{ schema: string; handle: DatabaseHandle }> {
  const schema = await createPgSchema();
  const handle = await openDatabase({
    dataDir: '/nonexistent',
    databaseUrl: url,
    pgSchema: schema,
    migrate: false,
  });
  cleanups.push(() => dropPgSchema(schema));
  cleanups.push(() => handle.close());
  return { schema, handle };
}

const at = (n: number) => new Date(Date.UTC(2024, 0, 1, 0, 0, n)).toISOString();

/** Rows in every table of migration 001, as a user of that schema would have left them. */
async function seed(handle: DatabaseHandle) {
  const db = handle.db;
  const user = await db
    .insertInto('users')
    .values({
      username: 'old',
      name: 'Old User',
      email: 'old@example.test',
      password_hash: 'h',
      created_at: at(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('sessions')
    .values({
      user_id: user.id,
      token_hash: 'abc',
      created_at: at(1),
      last_used_at: at(1),
      expires_at: at(9),
    })
    .execute();
  const category = await db
    .insertInto('categories')
    .values({ user_id: user.id, name: 'Legacy Stuff', name_key: 'legacy stuff', created_at: at(2) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tool = (n: number, name: string, keywords: string[]) => ({
    user_id: user.id,
    category_id: category.id,
    name,
    url: `https://old${n}.example/`,
    url_key: `https://old${n}.example/`,
    title: name,
    description: `Saved before the upgrade, number ${n}`,
    image: null,
    icon: null,
    snapshot: null,
    keywords: JSON.stringify(keywords),
    created_at: at(3 + n),
    updated_at: at(3 + n),
  });
  const tools = await db
    .insertInto('tools')
    .values([tool(1, 'Zebra Crossing', ['stripes']), tool(2, 'Ancient Café', ['coffee', 'beans'])])
    .returning('id')
    .execute();
  await db
    .insertInto('jobs')
    .values({
      user_id: user.id,
      tool_id: tools[0]?.id ?? null,
      kind: 'snapshot',
      payload: '{}',
      run_at: at(5),
      created_at: at(5),
      updated_at: at(5),
    })
    .execute();
  return { userId: user.id, toolIds: tools.map((t) => t.id) };
}

const tables = ['users', 'sessions', 'categories', 'tools', 'jobs'] as const;

async function snapshot(handle: DatabaseHandle) {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = await handle.db
      .selectFrom(table as keyof Database)
      .selectAll()
      .orderBy('id')
      .execute();
  }
  return out;
}

describe('PostgreSQL migrations', () => {
  const previous = [...new Set([1, migrations.length - 1])].filter((n) => n >= 1 && n < migrations.length);

  it.each(previous)(
    'keeps every row when a database at migration %i of the list is brought to the latest',
    async (n) => {
      const { handle } = await freshSchema();
      const applied = await migrateToLatest(handle.db, 'postgres', migrations.slice(0, n));
      expect(applied).toEqual(migrations.slice(0, n).map((m) => m.name));
      const { userId, toolIds } = await seed(handle);
      const before = await snapshot(handle);

      const upgraded = await migrateToLatest(handle.db, 'postgres');
      expect(upgraded).toEqual(migrations.slice(n).map((m) => m.name));
      const after = await snapshot(handle);
      for (const table of tables) {
        expect(after[table]?.length, table).toBe(before[table]?.length);
        expect(after[table], table).toMatchObject(before[table] ?? []);
      }
      // Old tools are searchable on the new schema, as if saved after it.
      const search = createSearch(handle);
      expect(await search.search(userId, { q: 'zebra' })).toEqual({ ids: [toolIds[0]], total: 1 });
      expect(await search.search(userId, { q: 'cafe be' })).toEqual({ ids: [toolIds[1]], total: 1 });
      expect((await search.search(userId, { q: 'legacy' })).total).toBe(2);
      expect(await migrateToLatest(handle.db, 'postgres')).toEqual([]);
    },
  );

  it('waits for the advisory lock another process holds, then migrates', async () => {
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    const { handle } = await freshSchema();
    let done = false;
    const migrating = migrateToLatest(handle.db, 'postgres').then((names) => {
      done = true;
      return names;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(done).toBe(false);
    const tables = await sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.tables
      WHERE table_schema = current_schema()`.execute(handle.db);
    expect(tables.rows[0]?.n).toBe(0);
    await holder.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    expect(await migrating).toEqual(migrations.map((m) => m.name));
  });

  it('lets four processes migrate one empty schema at once, applying each migration once', async () => {
    const schema = await createPgSchema();
    cleanups.push(() => dropPgSchema(schema));
    const handles = await Promise.all(
      [1, 2, 3, 4].map(() =>
        openDatabase({ dataDir: '/nonexistent', databaseUrl: url, pgSchema: schema, migrate: false }),
      ),
    );
    for (const h of handles) cleanups.push(() => h.close());
    const applied = await Promise.all(handles.map((h) => migrateToLatest(h.db, 'postgres')));
    expect(applied.flat().sort()).toEqual(migrations.map((m) => m.name).sort());
  });

  it('reads counts as numbers, not strings', async () => {
    const { handle } = await freshSchema();
    const { rows } = await sql<{ n: unknown }>`SELECT count(*) AS n FROM generate_series(1, 3)`.execute(
      handle.db,
    );
    expect(rows[0]?.n).toBe(3);
  });
});
