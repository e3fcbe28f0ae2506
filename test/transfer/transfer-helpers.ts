// Shared bits for the import/export tests: the corpus location and typed calls to the transfer routes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tool } from '../../src/shared/schemas.js';
import type { SignedIn } from '../helper.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// shared/ sits beside the repository (CI clones it there too); CORPUS_DIR points elsewhere.
export const corpusDir = path.resolve(
  process.env.CORPUS_DIR ?? path.resolve(repoRoot, '../shared/corpus'),
  'bookmarks',
);

export interface CorpusNote {
  file: string;
  counts: { a_href_elements: number; h3_folder_elements: number; dd_elements: number };
  utf8_bom: boolean;
}

export function corpusNotes(): CorpusNote[] {
  const notes = JSON.parse(fs.readFileSync(path.join(corpusDir, 'notes.json'), 'utf8')) as {
    files: CorpusNote[];
  };
  return notes.files;
}

export const corpusFile = (name: string) => fs.readFileSync(path.join(corpusDir, name));

export interface ImportResult {
  imported: number;
  duplicates: number;
  skipped: number;
  categories: number;
}

export async function importBody(user: SignedIn, body: string | Buffer, contentType = 'text/html') {
  return user.request({
    method: 'POST',
    url: '/api/import',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

export async function importOk(user: SignedIn, body: string | Buffer, contentType = 'text/html') {
  const res = await importBody(user, body, contentType);
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body}`);
  return res.json<ImportResult>();
}

export async function allTools(user: SignedIn): Promise<Tool[]> {
  const res = await user.request({ method: 'GET', url: '/api/tools' });
  return res.json<{ tools: Tool[] }>().tools;
}

export async function categoryNames(user: SignedIn): Promise<string[]> {
  const res = await user.request({ method: 'GET', url: '/api/category' });
  return res
    .json<{ categories: Array<{ name: string }> }>()
    .categories.map((c) => c.name)
    .sort();
}

/** Raw `<A HREF="…">` values of a file, the way notes.json counts them. */
export function rawHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href\s*=\s*"([^"]*)"/gi)].map((m) => m[1] ?? '');
}
