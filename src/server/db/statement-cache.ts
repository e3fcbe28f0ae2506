// Kysely's SQLite driver prepares every query anew, and compiling SQL is a large share of a simple
// request (profiled: ~10% of GET /api/tools CPU). This hands Kysely a better-sqlite3 handle whose
// prepare() reuses statements by SQL text: bounded (least recently used goes first), and a statement
// still being iterated is never handed out twice. Results are identical; SQLite re-prepares a cached
// statement by itself when the schema changes.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export function withStatementCache(sqlite: SQLite.Database, max = 256): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (cache.size >= max) cache.delete(cache.keys().next().value ?? '');
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
