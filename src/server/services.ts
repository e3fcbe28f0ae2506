// Builds every service from one database handle. Services hold the rules; repos hold the queries.
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCategoriesService } from './modules/categories/categories.service.js';
import { createToolsService, type ToolHooks } from './modules/tools/tools.service.js';
import { createSearch } from './search/index.js';

export function createServices(
  database: DatabaseHandle,
  config: Pick<Config, 'sessionTtlMs'>,
  hooks: ToolHooks = {},
) {
  const search = createSearch(database);
  const tools = createToolsService(database.db, search, hooks);
  return {
    auth: createAuthService(database.db, { sessionTtlMs: config.sessionTtlMs }),
    tools,
    categories: createCategoriesService(database.db, hooks),
    search,
  };
}

export type Services = ReturnType<typeof createServices>;
