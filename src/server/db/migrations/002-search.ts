// Full-text search indexes. SQLite: two contentless FTS5 tables kept in step by triggers —
// trigram for substring matches of 3+ characters, unicode61 with 1–2 letter prefix indexes for short queries.
// PostgreSQL: the same two views of each tool in tools_search, kept in step by a trigger — the folded
// text under a pg_trgm GIN index, and the 1–2 letter prefixes of its words under an array GIN index
// (see src/server/search/postgres.ts).
import { sql, type Kysely } from 'kysely';
import type { CodeMigration } from './index.js';
import { postgresSearch } from './002-search-postgres.js';

const columns = 'name, category, keywords, description, url';
const values = `new.id, new.name, (SELECT name FROM categories WHERE id = new.category_id),
  (SELECT group_concat(value, ' ') FROM json_each(new.keywords)), new.description, new.url`;

export const search: CodeMigration = {
  name: '002-search',
  async up(db: Kysely<unknown>, dialect) {
    if (dialect === 'postgres') {
      for (const statement of postgresSearch) await sql.raw(statement).execute(db);
      return;
    }
    await sql
      .raw(
        `CREATE VIRTUAL TABLE tools_trigram USING fts5(${columns}, content='', contentless_delete=1,
          tokenize='trigram remove_diacritics 1')`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE VIRTUAL TABLE tools_words USING fts5(${columns}, content='', contentless_delete=1,
          tokenize='unicode61 remove_diacritics 2', prefix='1 2')`,
      )
      .execute(db);
    // Tools saved before this migration become searchable too.
    for (const table of ['tools_trigram', 'tools_words']) {
      await sql
        .raw(`INSERT INTO ${table}(rowid, ${columns}) SELECT ${values.replaceAll('new.', 't.')} FROM tools t`)
        .execute(db);
    }
    await sql
      .raw(
        `CREATE TRIGGER tools_search_insert AFTER INSERT ON tools BEGIN
          INSERT INTO tools_trigram(rowid, ${columns}) VALUES (${values});
          INSERT INTO tools_words(rowid, ${columns}) VALUES (${values});
        END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER tools_search_delete AFTER DELETE ON tools BEGIN
          DELETE FROM tools_trigram WHERE rowid = old.id;
          DELETE FROM tools_words WHERE rowid = old.id;
        END`,
      )
      .execute(db);
    await sql
      .raw(
        `CREATE TRIGGER tools_search_update AFTER UPDATE OF name, category_id, keywords, description, url ON tools BEGIN
          DELETE FROM tools_trigram WHERE rowid = old.id;
          DELETE FROM tools_words WHERE rowid = old.id;
          INSERT INTO tools_trigram(rowid, ${columns}) VALUES (${values});
          INSERT INTO tools_words(rowid, ${columns}) VALUES (${values});
        END`,
      )
      .execute(db);
  },
};
