// Bulk queries for import and export. Every function takes the owner's id and filters or stamps by it.
// Inserts go in chunks: one statement per few hundred rows keeps 10,000 bookmarks well under a second
// and stays below SQLite's bound-parameter limit.
import type { Db, NewTool } from '../db/types.js';
import { categoryKey } from '../modules/categories/categories.repo.js';

const CHUNK = 400;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function listUrlKeys(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('tools').select('url_key').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.url_key));
}

/**
 * Creates the categories the user does not have yet (case-insensitively) and returns the id of every
 * named one by its key, plus how many were new.
 */
export async function ensureCategories(
  db: Db,
  userId: number,
  categories: ReadonlyArray<{ name: string; createdAt: string }>,
): Promise<{ idByKey: Map<string, number>; created: number }> {
  let created = 0;
  for (const part of chunks(categories)) {
    const inserted = await db
      .insertInto('categories')
      .values(
        part.map((c) => ({
          user_id: userId,
          name: c.name,
          name_key: categoryKey(c.name),
          created_at: c.createdAt,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
      .returning('id')
      .execute();
    created += inserted.length;
  }
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name_key'])
    .where('user_id', '=', userId)
    .execute();
  return { idByKey: new Map(rows.map((r) => [r.name_key, r.id])), created };
}

/** Inserts the tools and returns each new id with its url_key (unique within one import). */
export async function insertTools(
  db: Db,
  userId: number,
  tools: ReadonlyArray<Omit<NewTool, 'user_id'>>,
): Promise<Array<{ id: number; url_key: string }>> {
  const ids: Array<{ id: number; url_key: string }> = [];
  for (const part of chunks(tools)) {
    const rows = await db
      .insertInto('tools')
      .values(part.map((t) => ({ ...t, user_id: userId })))
      .returning(['id', 'url_key'])
      .execute();
    ids.push(...rows);
  }
  return ids;
}

export function listCategoriesForExport(db: Db, userId: number) {
  return db
    .selectFrom('categories')
    .select(['name', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('name_key')
    .execute();
}

/** Oldest first, so an export imported elsewhere keeps the original order. */
export function listToolsForExport(db: Db, userId: number) {
  return db
    .selectFrom('tools')
    .innerJoin('categories', 'categories.id', 'tools.category_id')
    .select([
      'tools.name',
      'tools.url',
      'tools.title',
      'tools.description',
      'tools.keywords',
      'tools.image',
      'tools.icon',
      'tools.snapshot',
      'tools.created_at',
      'tools.updated_at',
      'categories.name as category',
    ])
    .where('tools.user_id', '=', userId)
    .orderBy('tools.created_at')
    .orderBy('tools.id')
    .execute();
}

export type ExportToolRow = Awaited<ReturnType<typeof listToolsForExport>>[number];
