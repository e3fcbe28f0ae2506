// Table types for Kysely. Timestamps are ISO-8601 UTC strings, which sort correctly as text on every dialect.
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  email: string;
  password_hash: string;
  created_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** lower-cased name: categories are unique per user case-insensitively */
  name_key: string;
  created_at: string;
}

export interface ToolsTable {
  id: Generated<number>;
  user_id: number;
  category_id: number;
  name: string;
  url: string;
  /** normalised URL (scheme/host case, default port, trailing slash) for duplicate detection */
  url_key: string;
  title: string;
  description: string;
  image: string | null;
  icon: string | null;
  snapshot: string | null;
  /** JSON array of strings */
  keywords: string;
  created_at: string;
  updated_at: string;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  user_id: number | null;
  tool_id: number | null;
  kind: string;
  /** JSON object */
  payload: string;
  /** lower runs first: interactive adds 0, imports 10 */
  priority: ColumnType<number, number | undefined, number>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** Stored files, for installs where every process must see every file (migration 005). */
export interface FilesTable {
  key: string;
  content_type: string;
  data: Buffer;
  size: number;
  created_at: string;
}

/** Maintained by the triggers of migration 007; never written by application code. */
export interface ToolCountsTable {
  user_id: number;
  category_id: number;
  n: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  tools: ToolsTable;
  jobs: JobsTable;
  files: FilesTable;
  tool_counts: ToolCountsTable;
}

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export type UserRow = Selectable<UsersTable>;
export type ToolRow = Selectable<ToolsTable>;
export type NewTool = Insertable<ToolsTable>;
export type ToolUpdate = Updateable<ToolsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type JobRow = Selectable<JobsTable>;

export const now = () => new Date().toISOString();
