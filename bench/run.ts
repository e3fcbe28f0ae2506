// `npm run bench` (full: 100,000 tools) and `npm run bench -- --quick` (10,000 tools, about a minute).
// Seeds a temp data dir through the product's services, measures the raw database floor in-process, then
// the real built server over HTTP on loopback, and prints one table + writes bench/results/*.json.
// It reports figures against the budgets of issue 7 but never fails on a timing: only on a broken run.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureClient, type ClientFigures } from './lib/client-size.js';
import { createRandom, netscapeBookmarks } from './lib/data.js';
import { measureImport } from './lib/import.js';
import { load } from './lib/load.js';
import { measureRaw } from './lib/raw.js';
import { renderTable, type Results, type Row } from './lib/report.js';
import { createBody, patchBody, readScenarios } from './lib/scenarios.js';
import { reuseSeed, seed } from './lib/seed.js';
import { startServer, type RunningServer } from './lib/server.js';
import { median } from './lib/stats.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = args.has('--quick');
const settings = {
  tools: Number(option('tools') ?? (quick ? 10_000 : 100_000)),
  categories: 200,
  otherAccounts: quick ? 2 : 4,
  toolsPerOtherAccount: quick ? 1000 : 5000,
  connections: Number(option('connections') ?? 10),
  readSeconds: quick ? 2 : 10,
  warmupSeconds: quick ? 0.5 : 2,
  writes: quick ? 200 : 2000,
  rawIterations: quick ? 100 : 200,
  coldStarts: quick ? 1 : 3,
  importBookmarks: quick ? 2000 : 10_000,
  logLevel: option('log-level') ?? 'info',
};
const log = (message: string) => console.error(message);

function sh(command: string) {
  log(`$ ${command}`);
  const result = spawnSync(command, { shell: true, cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status === 0;
}

const loadAtStart = os.loadavg()[0] ?? NaN;

function machine() {
  const cpus = os.cpus();
  return {
    // Other work on the machine skews every figure: the 1-minute load average at start and at the end.
    loadAverage: `${loadAtStart.toFixed(2)} → ${(os.loadavg()[0] ?? NaN).toFixed(2)}`,
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

function commit() {
  try {
    const head = execSync('git rev-parse --short=12 HEAD', { cwd: root }).toString().trim();
    const dirty = execSync('git status --porcelain -- src', { cwd: root }).toString().trim();
    return dirty ? `${head}+uncommitted` : head;
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (!args.has('--no-build') && !sh('npm run build:server')) throw new Error('server build failed');
  let clientNote = '';
  if (!quick && !args.has('--no-build') && !sh('npm run build:client'))
    clientNote = 'npm run build:client failed';

  const reuse = option('reuse');
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-bench-'));
  let server: RunningServer | undefined;
  try {
    const seeded = reuse ? reuseSeed(dataDir) : await seed({ ...settings, dataDir, seed: 20_260_701, log });
    log(`seeded ${seeded.totalTools} tools in ${seeded.seconds.toFixed(1)} s`);
    const scenarios = readScenarios(seeded.vocabulary, seeded.categories);
    const category = seeded.categories[1] ?? 'Bench';

    log('raw floor: the same service calls in-process, SQLite time only');
    const raw = await measureRaw({
      dataDir,
      userId: seeded.main.userId,
      category,
      scenarios,
      iterations: settings.rawIterations,
      writes: Math.min(settings.writes, 500),
    });

    const entry = path.join(root, 'dist/server/main.js');
    const coldStarts: number[] = [];
    for (let i = 0; i < settings.coldStarts; i++) {
      await server?.stop();
      server = await startServer({ entry, dataDir, logLevel: settings.logLevel });
      coldStarts.push(server.coldStartMs);
    }
    if (!server) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRssMb = server.rssMb();
    let loadRssMb = idleRssMb;
    const running = server;
    const sampler = setInterval(() => {
      loadRssMb = Math.max(loadRssMb, running.rssMb());
    }, 100);

    const base = { url: server.url, token: seeded.main.token, connections: settings.connections };
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      log(`load: ${scenario.label}`);
      const check = await fetch(`${server.url}${scenario.path}`, {
        headers: { authorization: `Bearer ${seeded.main.token}` },
      });
      if (check.status !== 200)
        throw new Error(`${scenario.path} answered ${check.status}: ${await check.text()}`);
      await load({ ...base, path: scenario.path, duration: settings.warmupSeconds });
      const figures = await load({ ...base, path: scenario.path, duration: settings.readSeconds });
      const rawFigures = raw.reads[scenario.key];
      if (!rawFigures) throw new Error(`no raw figures for ${scenario.key}`);
      const row: Row = {
        key: scenario.key,
        label: scenario.label,
        matches: rawFigures.matches,
        server: figures,
        raw: rawFigures,
      };
      if (scenario.p95Budget !== undefined) row.p95Budget = scenario.p95Budget;
      if (scenario.rpsBudget !== undefined) row.rpsBudget = scenario.rpsBudget;
      rows.push(row);
    }

    log('load: createTools, PATCH, delete');
    const created: number[] = [];
    let made = 0;
    const create = await load({
      ...base,
      method: 'POST',
      path: '/api/createTools',
      amount: settings.writes,
      body: createBody('template', category),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            method: 'POST',
            path: '/api/createTools',
            body: JSON.stringify(createBody(`http-${made++}`, category)),
          }),
          onResponse: (status, body) => {
            if (status === 201) created.push((JSON.parse(body) as { data: { id: number } }).data.id);
          },
        },
      ],
    });
    if (created.length === 0) throw new Error(`createTools created nothing (${create.errors} errors)`);
    server.assertRunning();
    rows.push({ key: 'create', label: 'createTools', server: create, raw: raw.writes.create });
    let next = 0;
    const perTool = (method: string, pathFor: (id: number) => string, body?: (round: number) => unknown) =>
      load({
        ...base,
        method,
        amount: created.length,
        ...(body ? { body: body(0) } : {}),
        requests: [
          {
            setupRequest: (request) => {
              const round = next++;
              const id = created[round % created.length] ?? 0;
              return {
                ...request,
                method,
                path: pathFor(id),
                ...(body ? { body: JSON.stringify(body(round)) } : {}),
              };
            },
          },
        ],
      });
    next = 0;
    const patch = await perTool('PATCH', (id) => `/api/tools/${id}`, patchBody);
    server.assertRunning();
    rows.push({ key: 'patch', label: 'PATCH /api/tools/:id', server: patch, raw: raw.writes.patch });
    next = 0;
    const remove = await perTool('DELETE', (id) => `/api/tool/${id}`);
    server.assertRunning();
    rows.push({ key: 'delete', label: 'DELETE /api/tool/:id', server: remove, raw: raw.writes.delete });
    clearInterval(sampler);

    log(`import: ${settings.importBookmarks} bookmarks`);
    const file = netscapeBookmarks(createRandom(7), seeded.vocabulary, settings.importBookmarks);
    const importFigures = await measureImport(
      server.url,
      seeded.importer.token,
      file,
      settings.importBookmarks,
    ).catch(async (err: unknown) => {
      let note = `the request failed: ${(err as Error).message}`;
      await new Promise((resolve) => setTimeout(resolve, 300));
      try {
        running.assertRunning();
      } catch (exited) {
        note = `the server crashed on POST /api/import: ${(exited as Error).message.replace(/\s+/g, ' ').slice(0, 300)}`;
      }
      return { available: false, ms: null, bookmarks: settings.importBookmarks, imported: null, note };
    });

    const client: ClientFigures = measureClient(path.join(root, 'dist/client'));
    if (clientNote && !client.available) client.note = clientNote;

    const results: Results = {
      machine: machine(),
      commit: commit(),
      date: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      settings,
      seed: {
        tools: settings.tools,
        categories: settings.categories,
        totalTools: seeded.totalTools,
        seconds: seeded.seconds,
      },
      rows,
      coldStartMs: median(coldStarts),
      idleRssMb,
      loadRssMb,
      importFigures,
      client,
    };
    console.log(
      `\nToolspace benchmark (${results.mode}): ${settings.tools} tools for one account, ${seeded.totalTools} in all; ` +
        `${settings.connections} connections; LOG_LEVEL=${settings.logLevel}; ${results.machine.cpu} × ${results.machine.cores}; ` +
        `node ${process.version}; commit ${results.commit}; load average ${results.machine.loadAverage}\n`,
    );
    console.log(renderTable(results));
    const out = path.join(root, 'bench/results', quick ? 'quick.json' : 'latest.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nwritten ${path.relative(root, out)}`);
  } finally {
    await server?.stop();
    if (!args.has('--keep') && !reuse) fs.rmSync(dataDir, { recursive: true, force: true });
    else log(`data kept in ${dataDir}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
