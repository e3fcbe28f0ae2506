// PostgreSQL search: case-insensitive substring match of every word, served by the pg_trgm GIN
// indexes of migration 002 (they answer LIKE on lower(...) for words of any length).
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/types.js';
import { containsPattern, searchTerms, type SearchIndex } from './index.js';

const haystack = sql`lower(t.name || ' ' || t.keywords || ' ' || t.description || ' ' || t.url)`;

function allTermsIn(column: RawBuilder<unknown>, terms: string[]) {
  return sql.join(
    terms.map((t) => sql`${column} LIKE ${containsPattern(t)}`),
    sql` AND `,
  );
}

export function createPostgresSearch(db: Db): SearchIndex {
  return {
    async search(userId, { q, categoryId, limit, offset }) {
      const terms = searchTerms(q);
      if (terms.length === 0) return { ids: [], total: 0 };
      const inCategory = categoryId === undefined ? sql`` : sql`AND t.category_id = ${categoryId}`;
      const eachTerm = sql.join(
        terms.map(
          (t) => sql`(${haystack} LIKE ${containsPattern(t)} OR lower(c.name) LIKE ${containsPattern(t)})`,
        ),
        sql` AND `,
      );
      const from = sql`FROM tools t JOIN categories c ON c.id = t.category_id
        WHERE t.user_id = ${userId} ${inCategory} AND ${eachTerm}`;
      const page =
        limit === undefined ? sql`OFFSET ${offset ?? 0}` : sql`LIMIT ${limit} OFFSET ${offset ?? 0}`;
      const nameFirst = sql`(${allTermsIn(sql`lower(t.name)`, terms)}) OR (${allTermsIn(sql`lower(c.name)`, terms)})`;
      const [rows, count] = await Promise.all([
        sql<{ id: number }>`SELECT t.id ${from}
          ORDER BY CASE WHEN ${nameFirst} THEN 0 ELSE 1 END, t.created_at DESC, t.id DESC ${page}`.execute(
          db,
        ),
        sql<{ n: string }>`SELECT count(*) AS n ${from}`.execute(db),
      ]);
      return { ids: rows.rows.map((r) => r.id), total: Number(count.rows[0]?.n ?? 0) };
    },
  };
}
