// A better-sqlite3 handle that adds up the time spent inside SQLite. The benchmark's "raw" figure is that
// time for one service call: the product's own SQL, prepared and run in-process, with no HTTP, no
// routing, no validation and no serialisation — the floor no server can beat.
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

export interface TimedSqlite extends SqliteDatabase {
  /** milliseconds spent executing statements since the last reset */
  elapsed(): number;
  reset(): void;
}

export function timedSqlite(sqlite: SQLite.Database): TimedSqlite {
  let total = 0;
  const timed = <T>(fn: () => T): T => {
    const started = performance.now();
    try {
      return fn();
    } finally {
      total += performance.now() - started;
    }
  };
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = sqlite.prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => timed(() => statement.all(...parameters)),
        run: (parameters) => timed(() => statement.run(...parameters)),
        iterate: (parameters) => timed(() => [...statement.iterate(...parameters)][Symbol.iterator]()),
      };
    },
    elapsed: () => total,
    reset: () => {
      total = 0;
    },
  };
}
