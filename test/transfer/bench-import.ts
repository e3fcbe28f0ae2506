// Benchmark (not a test): time and peak memory of importing a generated 10,000-bookmark Netscape file
// over real HTTP into a fresh SQLite database, capture excluded (it is only queued).
// Run: npx tsx test/transfer/bench-import.ts [bookmarks]   — prints a table and one JSON line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, signUp } from '../helper.js';

const count = Number(process.argv[2] ?? 10_000);
const icon = `data:image/png;base64,${Buffer.alloc(600, 7).toString('base64')}`;

export function generateBookmarkFile(n: number): string {
  const out = [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
  ];
  out.push('<TITLE>Bookmarks</TITLE>', '<H1>Bookmarks</H1>', '<DL><p>');
  const perFolder = 100;
  for (let f = 0; f * perFolder < n; f++) {
    out.push(`  <DT><H3 ADD_DATE="1600000000">Folder ${f % 10}</H3>`, '  <DL><p>');
    out.push(`    <DT><H3>Sub ${f}</H3>`, '    <DL><p>');
    for (let i = f * perFolder; i < Math.min(n, (f + 1) * perFolder); i++) {
      const attrs = `HREF="https://site${i % 997}.example/path/${i}?q=${i}&amp;x=1" ADD_DATE="${1_500_000_000 + i}" TAGS="tag${i % 50},topic${i % 7}"`;
      out.push(
        `      <DT><A ${attrs}${i % 10 === 0 ? ` ICON="${icon}"` : ''}>Bookmark number ${i} &amp; friends</A>`,
      );
      if (i % 3 === 0) out.push(`      <DD>Description of bookmark ${i}, with some words to index.`);
    }
    out.push('    </DL><p>', '  </DL><p>');
  }
  out.push('</DL><p>', '');
  return out.join('\n');
}

async function main() {
  const file = generateBookmarkFile(count);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-bench-'));
  const ctx = await build({ dataDir });
  const user = await signUp(ctx.app, 'benchuser');
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const res = await fetch(`${address}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/html' },
    body: file,
  });
  const body = await res.text();
  const ms = performance.now() - started;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const maxRssKb = process.resourceUsage().maxRSS;
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const figures = {
    bookmarks: count,
    fileMb: +(Buffer.byteLength(file) / 1024 / 1024).toFixed(2),
    status: res.status,
    result: JSON.parse(body) as unknown,
    importMs: Math.round(ms),
    rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
    peakRssMb: Math.round(peakRss / 1024 / 1024),
    importRssGrowthMb: Math.round((peakRss - rssBefore) / 1024 / 1024),
    processMaxRssMb: Math.round(maxRssKb / 1024),
  };
  console.table([figures]);
  console.log(JSON.stringify(figures));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
