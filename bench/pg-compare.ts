// SQLite and PostgreSQL side by side, in-process through the real services (no HTTP): one user with
// N tools (default 100,000) in 20 spaces, then the latency of the calls the UI makes most — the first
// page of the list, a space's page, and searches of several shapes — plus an EXPLAIN ANALYZE of the
// PostgreSQL search so the plan (GIN index or not) is on record. Needs TEST_POSTGRES_URL (or
// DATABASE_URL); creates and drops its own schema. Usage:
//   npx tsx bench/pg-compare.ts [--tools=100000] [--runs=30] [--json]
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/server/db/connect.js';
import type { NewTool } from '../src/server/db/types.js';
import { createServices, type Services } from '../src/server/services.js';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const TOOLS = arg('tools', 100_000);
const RUNS = arg('runs', 30);
const pgUrl = process.env.TEST_POSTGRES_URL ?? process.env.DATABASE_URL;
if (!pgUrl) throw new Error('set TEST_POSTGRES_URL (or DATABASE_URL) to a PostgreSQL database');

// Deterministic data: a 400-word vocabulary, so common words hit ~3% of tools and rare ones a few.
let seed = 42;
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'zen', 'dor', 'pix', 'qua', 'bel', 'fy'];
const vocabulary = Array.from({ length: 400 }, (_, i) => {
  let word = '';
  for (let n = i; word.length < 6 || n > 0; n = Math.floor(n / syllables.length)) {
    word += syllables[n % syllables.length];
  }
  return word;
});
const pick = () => vocabulary[Math.floor(rand() * rand() * vocabulary.length)]!;
const words = (n: number) => Array.from({ length: n }, pick).join(' ');

function toolRow(i: number, categoryIds: number[]): Omit<NewTool, 'user_id'> {
  const name = `${pick()} ${pick()} ${i}`;
  const url = `https://${pick()}${i}.example.com/${pick()}`;
  const at = new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();
  return {
    category_id: categoryIds[i % categoryIds.length]!,
    name,
    url,
    url_key: url,
    title: name,
    description: `${words(14)}.`,
    image: null,
    icon: null,
    snapshot: null,
    keywords: JSON.stringify([pick(), pick(), pick()]),
    created_at: at,
    updated_at: at,
  };
}

async function seedTools(handle: DatabaseHandle) {
  const { id: userId } = await handle.db
    .insertInto('users')
    .values({
      username: 'bench',
      name: 'Bench',
      email: 'b@example.test',
      password_hash: 'x',
      created_at: 'now',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categoryIds: number[] = [];
  for (let c = 0; c < 20; c++) {
    const row = await handle.db
      .insertInto('categories')
      .values({
        user_id: userId,
        name: `Space ${c}`,
        name_key: `space ${c}`,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  seed = 42;
  const started = performance.now();
  const batch = 500;
  for (let i = 0; i < TOOLS; i += batch) {
    const rows = Array.from({ length: Math.min(batch, TOOLS - i) }, (_, j) => ({
      ...toolRow(i + j, categoryIds),
      user_id: userId,
    }));
    await handle.db.insertInto('tools').values(rows).execute();
  }
  const seedMs = performance.now() - started;
  // Steady state: what autovacuum would have done by now (statistics, visibility map).
  if (handle.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(handle.db);
  else handle.sqlite?.exec('ANALYZE');
  return { userId, categoryIds, seedMs };
}

async function time(fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const rare = vocabulary[vocabulary.length - 3]!;
const common = vocabulary[1]!;
const cases: Array<[string, (s: Services, userId: number, categoryIds: number[]) => Promise<unknown>]> = [
  ['list first page (50)', (s, u) => s.tools.listTools(u, { limit: 50, offset: 0 })],
  ['list page 100 (50)', (s, u) => s.tools.listTools(u, { limit: 50, offset: 4950 })],
  ['space first page (50)', (s, u) => s.tools.listTools(u, { category: 'Space 3', limit: 50, offset: 0 })],
  [`search rare word "${rare}"`, (s, u) => s.tools.listTools(u, { q: rare, limit: 50, offset: 0 })],
  [`search common word "${common}"`, (s, u) => s.tools.listTools(u, { q: common, limit: 50, offset: 0 })],
  [
    `search substring "${common.slice(1, 5)}"`,
    (s, u) => s.tools.listTools(u, { q: common.slice(1, 5), limit: 50, offset: 0 }),
  ],
  [
    'search 2 words',
    (s, u) => s.tools.listTools(u, { q: `${common} ${vocabulary[5]}`, limit: 50, offset: 0 }),
  ],
  ['search 2-letter prefix "qu"', (s, u) => s.tools.listTools(u, { q: 'qu', limit: 50, offset: 0 })],
  ['search number "12345"', (s, u) => s.tools.listTools(u, { q: '12345', limit: 50, offset: 0 })],
  ['search no match "xyzzy"', (s, u) => s.tools.listTools(u, { q: 'xyzzy', limit: 50, offset: 0 })],
  ['categories with counts', (s, u) => s.categories.listCategories(u)],
];

type Row = { case: string; sqlite?: { p50: number; p95: number }; postgres?: { p50: number; p95: number } };

async function runOn(dialect: 'sqlite' | 'postgres', rows: Row[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-bench-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  if (dialect === 'postgres') {
    await admin.connect();
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await admin.query('CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public');
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const handle = await openDatabase({
    dataDir,
    ...(dialect === 'postgres' ? { databaseUrl: pgUrl, pgSchema: schema } : {}),
  });
  try {
    const services = createServices(handle, { sessionTtlMs: 86_400_000 });
    const { userId, categoryIds, seedMs } = await seedTools(handle);
    console.error(`${dialect}: seeded ${TOOLS} tools in ${(seedMs / 1000).toFixed(1)} s`);
    if (rows.length === 0)
      rows.push(...cases.map(([name]) => ({ case: name })), { case: `seed ${TOOLS} tools (s)` });
    for (const [i, [, fn]] of cases.entries()) {
      rows[i]![dialect] = await time(() => fn(services, userId, categoryIds));
    }
    rows[cases.length]![dialect] = { p50: seedMs / 1000, p95: seedMs / 1000 };
    if (dialect === 'postgres') await explain(handle, userId);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
}

/** The plans of the PostgreSQL search queries, as the search module sends them. */
async function explain(handle: DatabaseHandle, userId: number) {
  const queries: Array<[string, string]> = [
    [rare, `s.body LIKE '%' || toolspace_fold('${rare}') || '%'`],
    ['qu', `s.prefixes @> toolspace_prefixes(toolspace_fold('qu'))`],
  ];
  for (const [label, where] of queries) {
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, BUFFERS)
      WITH m AS MATERIALIZED (
        SELECT s.tool_id, CASE WHEN s.name_lower LIKE '%${sql.raw(label)}%' THEN 0 ELSE 1 END AS rank, s.created_at
        FROM tools_search s WHERE s.user_id = ${userId} AND ${sql.raw(where)}
      )
      SELECT ARRAY(SELECT tool_id FROM m ORDER BY rank, created_at DESC, tool_id DESC LIMIT 50) AS ids,
        (SELECT count(*) FROM m) AS total`.execute(handle.db);
    console.error(`\nEXPLAIN ANALYZE search "${label}":\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
}

const rows: Row[] = [];
await runOn('sqlite', rows);
await runOn('postgres', rows);
const fmt = (v?: { p50: number; p95: number }) => (v ? `${v.p50.toFixed(2)} / ${v.p95.toFixed(2)}` : '');
if (args.includes('--json')) console.log(JSON.stringify({ tools: TOOLS, runs: RUNS, rows }, null, 2));
else {
  console.log(`\n${TOOLS} tools, one user; ms p50 / p95 over ${RUNS} runs (in-process, services layer)`);
  console.log(`| case | SQLite | PostgreSQL |\n|---|---|---|`);
  for (const r of rows) console.log(`| ${r.case} | ${fmt(r.sqlite)} | ${fmt(r.postgres)} |`);
}
