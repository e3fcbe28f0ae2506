// Queries on categories. Every function filters by the owner's id.
import type { Db } from '../../db/types.js';
import { now } from '../../db/types.js';

export const categoryKey = (name: string) => name.trim().toLowerCase();

export async function listCategoriesWithCounts(db: Db, userId: number) {
  const [categories, counts] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('user_id', '=', userId)
      .orderBy('name_key')
      .execute(),
    db
      .selectFrom('tools')
      .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('user_id', '=', userId)
      .groupBy('category_id')
      .execute(),
  ]);
  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return categories.map((c) => ({ id: c.id, name: c.name, count: countOf.get(c.id) ?? 0 }));
}

export function findCategory(db: Db, userId: number, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCategoryByName(db: Db, userId: number, name: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .where('name_key', '=', categoryKey(name))
    .executeTakeFirst();
}

/** Inserts the category unless the user already has one of that name; returns whether it was new. */
export async function insertCategory(db: Db, userId: number, name: string) {
  const inserted = await db
    .insertInto('categories')
    .values({ user_id: userId, name: name.trim(), name_key: categoryKey(name), created_at: now() })
    .onConflict((oc) => oc.columns(['user_id', 'name_key']).doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, created: true };
  const existing = await findCategoryByName(db, userId, name);
  if (!existing) throw new Error('category vanished during insert');
  return { ...existing, created: false };
}

export async function deleteCategory(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('categories')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
