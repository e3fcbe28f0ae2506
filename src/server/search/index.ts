// Search over a user's tools: case-insensitive, trimmed, every word must match somewhere in name,
// category, keywords, description or URL; tools whose name or category match rank first, newest next.
// One interface, one implementation per dialect; only this folder and the migrations speak dialect SQL.
import type { DatabaseHandle } from '../db/connect.js';
import { createPostgresSearch } from './postgres.js';
import { createSqliteSearch } from './sqlite.js';

export interface SearchQuery {
  q: string;
  categoryId?: number | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface SearchResult {
  ids: number[];
  total: number;
}

export interface SearchIndex {
  search(userId: number, query: SearchQuery): Promise<SearchResult>;
}

export function createSearch(handle: DatabaseHandle): SearchIndex {
  return handle.dialect === 'postgres' ? createPostgresSearch(handle.db) : createSqliteSearch(handle.db);
}

/** Distinct words of a query, lower-cased, at most 8 of them. */
export function searchTerms(q: string): string[] {
  return [...new Set(q.trim().toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** A LIKE pattern matching the term anywhere; `\` escapes. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
