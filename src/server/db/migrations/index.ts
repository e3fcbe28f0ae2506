// Every schema change, in order. Names are recorded in kysely_migration; never rename or edit a shipped one.
import type { Kysely } from 'kysely';
import type { Dialect } from '../types.js';
import { initial } from './001-initial.js';
import { search } from './002-search.js';
import { files } from './005-files.js';
import { categoryCounts } from './006-category-counts.js';
import { toolCounts } from './007-tool-counts.js';
import { uniqueToolUrl } from './008-unique-tool-url.js';
import { searchLookup } from './009-search-lookup.js';

export interface CodeMigration {
  name: string;
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

export const migrations: CodeMigration[] = [
  initial,
  search,
  files,
  categoryCounts,
  toolCounts,
  uniqueToolUrl,
  searchLookup,
];
