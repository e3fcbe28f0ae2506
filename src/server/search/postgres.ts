// PostgreSQL search on tools_search (migration 002), with SQLite's semantics: words of 3+ characters
// match as substrings of the folded text (pg_trgm GIN), 1–2 character words match the start of a word
// (array GIN over word prefixes, like FTS5's prefix='1 2' index). Terms are folded by the same SQL
// function that built the index, inline, so the planner sees constants and picks the GIN indexes.
// tools_search also carries the ranking and ordering columns, so a page and its total come from one
// index scan without joins.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/types.js';
import { containsPattern, searchTerms, type SearchIndex } from './index.js';

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function matches(terms: string[]): RawBuilder<unknown> {
  const long = terms.filter((t) => [...t].length >= 3);
  const short = terms.filter((t) => [...t].length < 3);
  const parts = long.map((t) => sql`s.body LIKE '%' || toolspace_fold(${escapeLike(t)}) || '%'`);
  for (const t of short) {
    // A short word without letters or digits ('#') has no token: FTS5 matches nothing for it.
    const prefixes = sql`toolspace_prefixes(toolspace_fold(${t}))`;
    parts.push(sql`cardinality(${prefixes}) > 0 AND s.prefixes @> ${prefixes}`);
  }
  return sql.join(parts, sql` AND `);
}

/** Ranking, as on SQLite: every word in the tool's name, or every word in its category's name. */
function nameOrCategoryMatch(terms: string[]): RawBuilder<unknown> {
  const all = (column: RawBuilder<unknown>) =>
    sql.join(
      terms.map((t) => sql`${column} LIKE ${containsPattern(t)}`),
      sql` AND `,
    );
  return sql`(${all(sql.ref('s.name_lower'))}) OR (${all(sql.ref('s.category_lower'))})`;
}

export function createPostgresSearch(db: Db): SearchIndex {
  return {
    async search(userId, { q, categoryId, limit, offset }) {
      const terms = searchTerms(q);
      if (terms.length === 0) return { ids: [], total: 0 };
      const inCategory = categoryId === undefined ? sql`` : sql`AND s.category_id = ${categoryId}`;
      const where = sql`WHERE s.user_id = ${userId} AND ${matches(terms)} ${inCategory}`;
      const page = sql`${limit === undefined ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset ?? 0}`;
      // One scan of the index: the matches (narrow rows) are materialised once, then counted and
      // top-N sorted for the page — and the total comes back even for a page past the end.
      const { rows } = await sql<{ ids: number[]; total: number }>`
        WITH m AS MATERIALIZED (
          SELECT s.tool_id, CASE WHEN ${nameOrCategoryMatch(terms)} THEN 0 ELSE 1 END AS rank, s.created_at
          FROM tools_search s ${where}
        )
        SELECT ARRAY(SELECT tool_id FROM m ORDER BY rank, created_at DESC, tool_id DESC ${page}) AS ids,
          (SELECT count(*) FROM m) AS total`.execute(db);
      return { ids: rows[0]?.ids ?? [], total: Number(rows[0]?.total ?? 0) };
    },
  };
}
