// PostgreSQL search on tools_search (migration 002), with SQLite's semantics: words of 3+ characters
// match as substrings of the folded text (pg_trgm GIN), 1–2 character words match the start of a word
// (array GIN over word prefixes, like FTS5's prefix='1 2' index). Terms are folded by the same SQL
// function that built the index, inline, so the planner sees constants and picks the GIN indexes.
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
      terms.map((t) => sql`lower(${column}) LIKE ${containsPattern(t)}`),
      sql` AND `,
    );
  return sql`(${all(sql.ref('t.name'))}) OR (${all(sql.ref('c.name'))})`;
}

export function createPostgresSearch(db: Db): SearchIndex {
  return {
    async search(userId, { q, categoryId, limit, offset }) {
      const terms = searchTerms(q);
      if (terms.length === 0) return { ids: [], total: 0 };
      const inCategory = categoryId === undefined ? sql`` : sql`AND t.category_id = ${categoryId}`;
      const from = sql`FROM tools_search s
        JOIN tools t ON t.id = s.tool_id
        JOIN categories c ON c.id = t.category_id
        WHERE s.user_id = ${userId} AND ${matches(terms)} ${inCategory}`;
      const page = sql`${limit === undefined ? sql`` : sql`LIMIT ${limit}`} OFFSET ${offset ?? 0}`;
      // Sorting needs every match anyway, so the total comes from the same pass.
      const { rows } = await sql<{ id: number; total: number }>`SELECT t.id, count(*) OVER () AS total ${from}
        ORDER BY CASE WHEN ${nameOrCategoryMatch(terms)} THEN 0 ELSE 1 END, t.created_at DESC, t.id DESC
        ${page}`.execute(db);
      if (rows.length > 0 || !offset)
        return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
      // A page past the end still reports how many there are.
      const count = await sql<{ n: number }>`SELECT count(*) AS n ${from}`.execute(db);
      return { ids: [], total: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
