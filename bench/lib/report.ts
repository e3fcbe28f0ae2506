// The one table the benchmark prints, and the budgets from issue 7 it is checked against.
import type { ClientFigures } from './client-size.js';
import type { ImportFigures } from './import.js';
import type { LoadFigures } from './load.js';
import type { Distribution } from './stats.js';

export interface Row {
  key: string;
  label: string;
  matches?: number;
  server: LoadFigures;
  raw: Distribution;
  p95Budget?: number;
  rpsBudget?: number;
}

export interface Results {
  machine: Record<string, string | number>;
  commit: string;
  date: string;
  mode: 'full' | 'quick';
  settings: Record<string, string | number>;
  seed: { tools: number; categories: number; totalTools: number; seconds: number };
  rows: Row[];
  coldStartMs: number;
  idleRssMb: number;
  loadRssMb: number;
  importFigures: ImportFigures;
  client: ClientFigures;
}

/** Server time per request (1 / throughput of the single-threaded server) over raw database time. */
export const ratio = (row: Row) => 1000 / row.server.rps / row.raw.mean;

const f = (n: number | null | undefined, digits = 2) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

export const budgets = {
  ratio: 3,
  coldStartMs: 1000,
  idleRssMb: 120,
  importMs: 2000,
  jsGzipKb: 150,
};

function verdict(ok: boolean | null) {
  return ok === null ? '' : ok ? 'ok' : 'MISS';
}

export function renderTable(results: Results): string {
  const header = [
    'measure',
    'matches',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'raw mean ms',
    'srv/raw',
    'budget',
    '',
  ];
  const lines: string[][] = [];
  for (const row of results.rows) {
    const budgetParts: string[] = [];
    let ok: boolean | null = null;
    if (row.p95Budget !== undefined) {
      budgetParts.push(`p95≤${row.p95Budget}`);
      ok = row.server.p95 <= row.p95Budget;
    }
    if (row.rpsBudget !== undefined) {
      budgetParts.push(`≥${row.rpsBudget}/s`);
      ok = (ok ?? true) && row.server.rps >= row.rpsBudget;
    }
    if (row.p95Budget !== undefined) {
      budgetParts.push(`ratio≤${budgets.ratio}`);
      ok = (ok ?? true) && ratio(row) <= budgets.ratio;
    }
    lines.push([
      row.label + (row.server.errors ? ` (${row.server.errors} errors)` : ''),
      row.matches === undefined ? '' : String(row.matches),
      f(row.server.p50),
      f(row.server.p95),
      f(row.server.p99),
      f(row.server.rps, 0),
      f(row.raw.mean, 3),
      f(ratio(row), 1),
      budgetParts.join(' '),
      verdict(ok),
    ]);
  }
  const other = (label: string, value: string, budget: string, ok: boolean | null) =>
    lines.push([label, '', value, '', '', '', '', '', budget, verdict(ok)]);
  other(
    'cold start (spawn → first 200)',
    `${f(results.coldStartMs, 0)} ms`,
    '≤1000 ms',
    results.coldStartMs <= budgets.coldStartMs,
  );
  other(
    'idle memory (RSS)',
    `${f(results.idleRssMb, 1)} MB`,
    '≤120 MB',
    results.idleRssMb <= budgets.idleRssMb,
  );
  other('memory under load (max RSS)', `${f(results.loadRssMb, 1)} MB`, '', null);
  const imp = results.importFigures;
  other(
    `import ${imp.bookmarks} bookmarks`,
    imp.available ? `${f(imp.ms, 0)} ms` : 'n/a',
    imp.bookmarks === 10_000 ? '≤2000 ms' : '',
    imp.available && imp.ms !== null && imp.bookmarks === 10_000 ? imp.ms <= budgets.importMs : null,
  );
  const client = results.client;
  other(
    'client first-load JS (gzip)',
    client.available ? `${f(client.jsGzipKb, 1)} KB` : 'n/a',
    '≤150 KB',
    client.available && client.jsGzipKb !== null ? client.jsGzipKb <= budgets.jsGzipKb : null,
  );
  other('client first-load CSS (gzip)', client.available ? `${f(client.cssGzipKb, 1)} KB` : 'n/a', '', null);

  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const render = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  const notes: string[] = [];
  if (!imp.available) notes.push(`import: n/a — ${imp.note}`);
  else if (imp.note) notes.push(`import: ${imp.note}`);
  if (!client.available) notes.push(`client: n/a — ${client.note}`);
  return [render(header), rule, ...lines.map(render), ...notes.map((n) => `\n${n}`)].join('\n');
}
