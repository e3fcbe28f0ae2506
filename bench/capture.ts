// Link-capture timings on this machine: median metadata time for a local page (fixture server on
// 127.0.0.1), snapshot time with a warm browser, and Chromium's memory (RSS of its process tree) idle
// and busy. Prints a table and JSON; never asserted in tests. Usage: npx tsx bench/capture.ts
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { linkDetails } from '../src/server/capture/link-details.js';
import { createSnapshotter } from '../src/server/capture/snapshot.js';

const corpus = path.resolve(process.env.CORPUS_DIR ?? '../shared/corpus', 'metadata', 'pages');
// A real saved page (its third-party subresources are unreachable here: refused or timed out) and a
// self-contained local page (what the warm-browser figure is about).
const page = fs.readFileSync(path.join(corpus, 'metascraper__bbc.html'));
const local = `<html><head><title>Local</title><style>body{font:16px sans-serif;background:#eef}</style></head>
<body><h1>Local page</h1>${'<p>Some text for the snapshot to render.</p>'.repeat(200)}</body></html>`;
const server = http.createServer((req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/local' ? local : page),
);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
const url = `http://${hostPort}/article`;
const policy = { timeoutMs: 10_000, allow: [hostPort], resolve: [] };
const endpoints = {
  youtubeOembedUrl: 'http://invalid.invalid/',
  twitterOembedUrl: 'http://invalid.invalid/',
  twitterSyndicationUrl: 'http://invalid.invalid/',
  redditBaseUrl: 'http://invalid.invalid/',
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(fn: () => Promise<unknown>) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * Memory of every process below ours whose command looks like Chromium, in MB: summed RSS (counts
 * shared pages once per process, so it overstates) and summed PSS (shared pages split between sharers).
 */
async function chromiumMemory(): Promise<{ rss: number; pss: number }> {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'pid=,ppid=,rss=,comm=']);
  const rows = stdout
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/));
  const below = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (below.has(Number(ppid)) && !below.has(Number(pid))) {
        below.add(Number(pid));
        grew = true;
      }
    }
  }
  const mine = rows.filter(([pid, , , comm]) => below.has(Number(pid)) && /chrom/i.test(comm ?? ''));
  let pssKb = 0;
  for (const [pid] of mine) {
    const rollup = await fs.promises.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    pssKb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  }
  const rssKb = mine.reduce((sum, [, , rss]) => sum + Number(rss), 0);
  return { rss: Math.round(rssKb / 1024), pss: Math.round(pssKb / 1024) };
}

const metadataTimes: number[] = [];
for (let i = 0; i < 30; i++) metadataTimes.push(await timed(() => linkDetails(url, { policy, endpoints })));

const snapshotter = createSnapshotter({
  chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  policy,
});
const localUrl = `http://${hostPort}/local`;
const cold = await timed(() => snapshotter.capture(localUrl));
const snapshotTimes: number[] = [];
for (let i = 0; i < 5; i++) snapshotTimes.push(await timed(() => snapshotter.capture(localUrl)));
const corpusPageMs = await timed(() => snapshotter.capture(url));
const idle = await chromiumMemory();
const busy = { rss: 0, pss: 0 };
// Sampled asynchronously: a blocking ps would stall the route handlers that feed the pages.
const sampler = setInterval(
  () =>
    void chromiumMemory().then((m) => {
      busy.rss = Math.max(busy.rss, m.rss);
      busy.pss = Math.max(busy.pss, m.pss);
    }),
  250,
);
await Promise.all([1, 2, 3, 4].map(() => snapshotter.capture(localUrl)));
clearInterval(sampler);
await snapshotter.close();
server.close();

const result = {
  metadataMedianMs: Math.round(median(metadataTimes) * 10) / 10,
  snapshotColdMs: Math.round(cold),
  snapshotWarmMedianMs: Math.round(median(snapshotTimes)),
  snapshotBbcCorpusPageMs: Math.round(corpusPageMs),
  chromiumIdleRssMb: idle.rss,
  chromiumIdlePssMb: idle.pss,
  chromiumBusyRssMb: busy.rss,
  chromiumBusyPssMb: busy.pss,
  chromiumLeftAfterCloseRssMb: (await chromiumMemory()).rss,
};
console.table(result);
console.log(JSON.stringify(result));
