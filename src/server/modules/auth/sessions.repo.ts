// Sessions are stored only as SHA-256 hashes of their tokens; the token itself is never written down.
import type { Db } from '../../db/types.js';

export function insertSession(
  db: Db,
  session: { userId: number; tokenHash: string; at: string; expiresAt: string },
) {
  return db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.at,
      last_used_at: session.at,
      expires_at: session.expiresAt,
    })
    .execute();
}

export function findSessionUser(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at as expiresAt',
      'sessions.last_used_at as lastUsedAt',
      'users.id as userId',
      'users.username',
      'users.email',
      'users.name',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function touchSession(db: Db, sessionId: number, at: string, expiresAt: string) {
  return db
    .updateTable('sessions')
    .set({ last_used_at: at, expires_at: expiresAt })
    .where('id', '=', sessionId)
    .execute();
}

export function deleteSession(db: Db, tokenHash: string) {
  return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export function deleteExpiredSessions(db: Db, at: string) {
  return db.deleteFrom('sessions').where('expires_at', '<', at).execute();
}
