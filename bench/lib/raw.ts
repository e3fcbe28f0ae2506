// The raw floor: every scenario run in-process through the product's services on a handle that times
// only the SQLite statements, so the figure is the database work of exactly the queries the server runs.
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connect.js';
import type { Database } from '../../src/server/db/types.js';
import { createServices } from '../../src/server/services.js';
import { createToolInputSchema } from '../../src/shared/schemas.js';
import { createBody, patchBody, type ReadScenario, type WriteKind } from './scenarios.js';
import { distribution, type Distribution } from './stats.js';
import { timedSqlite } from './timed-sqlite.js';

export interface RawFigures {
  reads: Record<string, Distribution & { matches: number }>;
  writes: Record<WriteKind, Distribution>;
}

export async function measureRaw(options: {
  dataDir: string;
  userId: number;
  category: string;
  scenarios: ReadScenario[];
  iterations: number;
  writes: number;
}): Promise<RawFigures> {
  // The product's own connection (src/server/db/connect.ts: same pragmas, cache size, migrations),
  // re-wrapped so that Kysely's statements run through the timer.
  const opened = await openDatabase({ dataDir: options.dataDir });
  const sqlite = opened.sqlite;
  if (!sqlite) throw new Error('the raw floor is measured on SQLite');
  const timed = timedSqlite(sqlite);
  const handle: DatabaseHandle = {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: timed }) }),
    dialect: 'sqlite',
    sqlite,
    close: async () => undefined,
  };
  const services = createServices(handle, { sessionTtlMs: 3600_000 });

  async function time(call: () => Promise<unknown>): Promise<number> {
    timed.reset();
    await call();
    return timed.elapsed();
  }

  const reads: RawFigures['reads'] = {};
  for (const scenario of options.scenarios) {
    const list = () => services.tools.listTools(options.userId, scenario.query);
    const { total } = await list();
    for (let i = 0; i < Math.min(20, options.iterations); i++) await list();
    const samples: number[] = [];
    for (let i = 0; i < options.iterations; i++) samples.push(await time(list));
    reads[scenario.key] = { ...distribution(samples), matches: total };
  }

  const ids: number[] = [];
  const create: number[] = [];
  for (let i = 0; i < options.writes; i++) {
    const input = createToolInputSchema.parse(createBody(`raw-${i}`, options.category)).data;
    create.push(await time(async () => ids.push((await services.tools.saveTool(options.userId, input)).id)));
  }
  const patch: number[] = [];
  for (const [round, id] of ids.entries())
    patch.push(await time(() => services.tools.updateTool(options.userId, id, patchBody(round))));
  const remove: number[] = [];
  for (const id of ids) remove.push(await time(() => services.tools.deleteTool(options.userId, { id })));

  sqlite.close();
  return {
    reads,
    writes: { create: distribution(create), patch: distribution(patch), delete: distribution(remove) },
  };
}
