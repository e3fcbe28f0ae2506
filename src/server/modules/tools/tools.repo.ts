// Queries on tools. Every function takes the owner's id and filters by it, so no caller can forget.
import { sql } from 'kysely';
import type { Db, NewTool, ToolUpdate } from '../../db/types.js';

const toolColumns = [
  'tools.id',
  'tools.name',
  'tools.url',
  'tools.title',
  'tools.description',
  'tools.image',
  'tools.icon',
  'tools.snapshot',
  'tools.keywords',
  'tools.category_id',
  'tools.created_at',
  'tools.updated_at',
  'categories.name as category',
] as const;

function selectTools(db: Db, userId: number) {
  return db
    .selectFrom('tools')
    .innerJoin('categories', 'categories.id', 'tools.category_id')
    .select(toolColumns)
    .where('tools.user_id', '=', userId);
}

export type ToolRecord = Awaited<ReturnType<typeof findTool>> & object;

export function findTool(db: Db, userId: number, id: number) {
  return selectTools(db, userId).where('tools.id', '=', id).executeTakeFirst();
}

export function findToolByName(db: Db, userId: number, name: string) {
  return selectTools(db, userId)
    .where('tools.name', '=', name)
    .orderBy('tools.id', 'desc')
    .executeTakeFirst();
}

export function findToolIdByUrlKey(db: Db, userId: number, urlKey: string) {
  return db
    .selectFrom('tools')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('url_key', '=', urlKey)
    .executeTakeFirst();
}

export function listTools(
  db: Db,
  userId: number,
  page: { categoryId?: number; limit?: number; offset?: number },
) {
  let query = selectTools(db, userId);
  if (page.categoryId !== undefined) query = query.where('tools.category_id', '=', page.categoryId);
  query = query.orderBy('tools.created_at', 'desc').orderBy('tools.id', 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit).offset(page.offset ?? 0);
  else if (page.offset) query = query.limit(Number.MAX_SAFE_INTEGER).offset(page.offset);
  return query.execute();
}

/** Rows for the given ids, in the order of the ids (search results). */
export async function findToolsByIds(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  // Ten lookups by id. The owner check stays, but unary + keeps it out of SQLite's index choice:
  // otherwise it walks all of the user's tools instead (~9 ms at 100,000 tools, every search).
  const rows = await db
    .selectFrom('tools')
    .innerJoin('categories', 'categories.id', 'tools.category_id')
    .select(toolColumns)
    .where(sql<number>`+tools.user_id`, '=', userId)
    .where('tools.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Exact: tool_counts is kept by triggers in the same transaction as every change (migration 007). */
export async function countTools(db: Db, userId: number, categoryId?: number): Promise<number> {
  let query = db
    .selectFrom('tool_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('n'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId);
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTool(db: Db, userId: number, tool: Omit<NewTool, 'user_id'>) {
  const { id } = await db
    .insertInto('tools')
    .values({ ...tool, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTool(db: Db, userId: number, id: number, patch: ToolUpdate): Promise<boolean> {
  const result = await db
    .updateTable('tools')
    .set(patch)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const fileColumns = ['image', 'icon', 'snapshot'] as const;
export type ToolFiles = { image: string | null; icon: string | null; snapshot: string | null };

/** Deletes the tool and returns its stored-file URLs as they were at that instant; undefined if none. */
export function deleteTool(db: Db, userId: number, id: number): Promise<ToolFiles | undefined> {
  return db
    .deleteFrom('tools')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(fileColumns)
    .executeTakeFirst();
}

/** Deletes every tool of one category (before the category itself) and returns their file URLs. */
export function deleteCategoryTools(db: Db, userId: number, categoryId: number): Promise<ToolFiles[]> {
  return db
    .deleteFrom('tools')
    .where('user_id', '=', userId)
    .where('category_id', '=', categoryId)
    .returning(fileColumns)
    .execute();
}

/** The current file URLs of one tool, for replacing them (link capture). */
export function findToolFiles(db: Db, userId: number, id: number): Promise<ToolFiles | undefined> {
  return db
    .selectFrom('tools')
    .select(fileColumns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
