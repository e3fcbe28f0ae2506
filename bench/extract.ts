// Scores metadata extraction against the corpus (../shared/corpus/metadata/expected.json): per-field
// match rates overall and per source project, plus the median extraction time. Values are compared
// after trimming, collapsing whitespace and decoding entities once. Usage:
//   npm run bench:extract [-- --library=metascraper|ogs] [--json] [--misses=field]
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { extractFromResponse, type PageMetadata } from '../src/server/capture/extract-metadata.js';
import { ogsExtract } from '../src/server/capture/extractors/ogs.js';

const corpus = path.resolve(process.env.CORPUS_DIR ?? '../shared/corpus', 'metadata');
const args = process.argv.slice(2);
const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const libraryName = arg('library') ?? 'ogs';
// metascraper (a dev dependency, for the comparison only) is loaded only when asked for.
const library =
  libraryName === 'metascraper'
    ? (await import('./metascraper-extractor.js')).metascraperExtract
    : ogsExtract;

interface Entry {
  id: string;
  file: string;
  source_url: string | null;
  title: string | null;
  description: string | null;
  image: string | null;
  logo_or_icon: string | null;
  field_sources: Record<string, string | null>;
  page_meta: Record<string, unknown> & { icons?: Array<{ href: string }> };
}

const FIELDS = ['title', 'description', 'image', 'icon'] as const;
type Field = (typeof FIELDS)[number];
const expectedOf = (e: Entry, f: Field) => (f === 'icon' ? e.logo_or_icon : e[f]);

function normalise(value: string | undefined | null): string {
  if (!value) return '';
  const text = DomUtils.textContent(parseDocument(`<p>${value.replace(/</g, '&lt;')}</p>`));
  return text.replace(/\s+/g, ' ').trim();
}

/** The page's own values for a field (the README's tolerant comparison for upstream-sourced fields). */
function candidates(e: Entry, f: Field, base: string): string[] {
  const m = e.page_meta;
  const abs = (href: unknown) => {
    try {
      return typeof href === 'string' ? new URL(href, base).href : '';
    } catch {
      return '';
    }
  };
  if (f === 'title') return [m.og_title, m.twitter_title, m.title_tag].map(String);
  if (f === 'description') return [m.og_description, m.twitter_description, m.meta_description].map(String);
  if (f === 'image') return [abs(m.og_image), abs(m.twitter_image)];
  return [...(m.icons ?? []).map((i) => abs(i.href)), abs('/favicon.ico')];
}

const { entries } = JSON.parse(fs.readFileSync(path.join(corpus, 'expected.json'), 'utf8')) as {
  entries: Entry[];
};
const tally = new Map<string, Record<Field, { hit: number; total: number }>>();
const misses: string[] = [];
const times: number[] = [];

function count(group: string, field: Field, hit: boolean) {
  if (!tally.has(group))
    tally.set(group, Object.fromEntries(FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as never);
  const cell = tally.get(group)![field];
  cell.total++;
  if (hit) cell.hit++;
}

for (const entry of entries) {
  const body = fs.readFileSync(path.join(corpus, entry.file));
  const url = entry.source_url ?? 'https://unknown.invalid/';
  const started = performance.now();
  const got: PageMetadata = await extractFromResponse(body, '', url, library);
  times.push(performance.now() - started);
  const project = entry.id.split('__')[0]!.startsWith('metascraper')
    ? 'metascraper'
    : entry.id.split('__')[0]!;
  for (const field of FIELDS) {
    const expected = expectedOf(entry, field);
    if (expected === null) continue;
    const value = normalise(got[field]);
    const strict = value === normalise(expected);
    const upstream = entry.field_sources[field === 'icon' ? 'logo_or_icon' : field]?.startsWith('upstream');
    const tolerant =
      strict || (!!upstream && !!value && candidates(entry, field, url).some((c) => normalise(c) === value));
    for (const group of ['overall', project, ...(project === 'metascraper' ? [] : ['non-metascraper'])]) {
      count(group, field, strict);
      count(`${group} (tolerant)`, field, tolerant);
    }
    const hit = args.includes('--tolerant') ? tolerant : strict;
    if (!hit && arg('misses') === field) misses.push(`${entry.id}\n  want ${expected}\n  got  ${got[field]}`);
  }
}

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const rows = [...tally].map(([group, cells]) => ({
  group,
  ...Object.fromEntries(
    FIELDS.map((f) => [
      f,
      `${((100 * cells[f].hit) / Math.max(1, cells[f].total)).toFixed(1)}% (${cells[f].hit}/${cells[f].total})`,
    ]),
  ),
}));
console.log(`library: ${libraryName}; ${entries.length} pages; median extraction ${median.toFixed(1)} ms`);
console.table(rows);
if (misses.length) console.log(misses.join('\n'));
if (args.includes('--json')) console.log(JSON.stringify({ library: libraryName, medianMs: median, rows }));
