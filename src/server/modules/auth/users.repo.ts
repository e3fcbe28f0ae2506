import type { Db, UserRow } from '../../db/types.js';
import { now } from '../../db/types.js';

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: { username: string; name: string; email: string; passwordHash: string },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      created_at: now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Inside a transaction: holds a lock on the user's row until it ends, so one user's writes that check
 * before they change (duplicate URL, category still there) run one at a time. PostgreSQL takes a row
 * lock; SQLite serialises transactions anyway. A no-op update of a non-key column: foreign-key checks
 * of other writes never wait on it.
 */
export async function lockUser(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', userId)
    .execute();
}
