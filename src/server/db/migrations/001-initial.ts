import type { Kysely } from 'kysely';
import type { CodeMigration } from './index.js';
import { withId } from './helpers.js';

export const initial: CodeMigration = {
  name: '001-initial',
  async up(db: Kysely<unknown>, dialect) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('categories'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('categories_user_name_key', ['user_id', 'name_key'])
      .execute();

    await withId(db.schema.createTable('tools'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('url_key', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('icon', 'text')
      .addColumn('snapshot', 'text')
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // Newest-first listing per user and per category, and duplicate lookup by normalised URL.
    await db.schema
      .createIndex('tools_user_created')
      .on('tools')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('tools_category_created')
      .on('tools')
      .columns(['category_id', 'created_at', 'id'])
      .execute();
    await db.schema.createIndex('tools_user_url').on('tools').columns(['user_id', 'url_key']).execute();

    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('tool_id', 'integer', (c) => c.references('tools.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'priority', 'run_at']).execute();
    await db.schema.createIndex('jobs_tool').on('jobs').column('tool_id').execute();
    await db.schema.createIndex('jobs_user').on('jobs').columns(['user_id', 'status']).execute();
  },
};
