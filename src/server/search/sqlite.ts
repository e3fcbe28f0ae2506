// SQLite search on the FTS5 tables of migration 002: trigram for words of 3+ characters (substring
// match), unicode61 prefix indexes for 1–2 character words. Both are indexes: no query scans every row.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/types.js';
import { containsPattern, searchTerms, type SearchIndex } from './index.js';

const phrase = (term: string) => `"${term.replaceAll('"', '""')}"`;

function matches(terms: string[]): RawBuilder<unknown> {
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  const parts: RawBuilder<unknown>[] = [];
  if (long.length) {
    parts.push(
      sql`SELECT rowid AS id FROM tools_trigram WHERE tools_trigram MATCH ${long.map(phrase).join(' AND ')}`,
    );
  }
  if (short.length) {
    parts.push(
      sql`SELECT rowid AS id FROM tools_words WHERE tools_words MATCH ${short.map((t) => `${phrase(t)}*`).join(' AND ')}`,
    );
  }
  return sql.join(parts, sql` INTERSECT `);
}

// The tool's name, or its category's name, contains every term. Matching categories are found once
// (a handful of rows) rather than joined for every matching tool.
function nameOrCategoryMatch(terms: string[]): RawBuilder<unknown> {
  const all = (column: RawBuilder<unknown>) =>
    sql.join(
      terms.map((t) => sql`${column} LIKE ${containsPattern(t)} ESCAPE '\\'`),
      sql` AND `,
    );
  return sql`(${all(sql.ref('t.name'))}) OR t.category_id IN (SELECT id FROM categories WHERE ${all(sql.ref('categories.name'))})`;
}

export function createSqliteSearch(db: Db): SearchIndex {
  return {
    async search(userId, { q, categoryId, limit, offset }) {
      const terms = searchTerms(q);
      if (terms.length === 0) return { ids: [], total: 0 };
      const inCategory = categoryId === undefined ? sql`` : sql`AND t.category_id = ${categoryId}`;
      const page =
        limit === undefined ? sql`LIMIT -1 OFFSET ${offset ?? 0}` : sql`LIMIT ${limit} OFFSET ${offset ?? 0}`;
      // One pass: the matches are found once (full-text index, then the narrow index of migration 009,
      // never the wide tools rows), materialised with their rank, then counted and top-N sorted for the
      // page — so the total comes back even for a page past the end.
      const { rows } = await sql<{ ids: string; total: number }>`
        WITH m AS MATERIALIZED (
          SELECT t.id, CASE WHEN ${nameOrCategoryMatch(terms)} THEN 0 ELSE 1 END AS rank, t.created_at
          FROM (${matches(terms)}) f
          JOIN tools t INDEXED BY tools_search_lookup ON t.id = f.id
          WHERE t.user_id = ${userId} ${inCategory}
        )
        SELECT
          (SELECT json_group_array(id ORDER BY rank, created_at DESC, id DESC)
            FROM (SELECT id, rank, created_at FROM m ORDER BY rank, created_at DESC, id DESC ${page})) AS ids,
          (SELECT count(*) FROM m) AS total`.execute(db);
      const row = rows[0];
      return { ids: row ? (JSON.parse(row.ids) as number[]) : [], total: Number(row?.total ?? 0) };
    },
  };
}
