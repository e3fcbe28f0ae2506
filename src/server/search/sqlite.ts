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
      // Each match is looked up in the narrow index of migration 009, never in the wide tools rows:
      // it holds every column filtered, ranked or sorted on here.
      const from = sql`FROM (${matches(terms)}) m
        JOIN tools t INDEXED BY tools_search_lookup ON t.id = m.id
        WHERE t.user_id = ${userId} ${inCategory}`;
      const page =
        limit === undefined ? sql`LIMIT -1 OFFSET ${offset ?? 0}` : sql`LIMIT ${limit} OFFSET ${offset ?? 0}`;
      const [rows, count] = await Promise.all([
        sql<{ id: number }>`SELECT t.id ${from}
          ORDER BY CASE WHEN ${nameOrCategoryMatch(terms)} THEN 0 ELSE 1 END, t.created_at DESC, t.id DESC
          ${page}`.execute(db),
        sql<{ n: number }>`SELECT count(*) AS n ${from}`.execute(db),
      ]);
      return { ids: rows.rows.map((r) => r.id), total: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
