// Compares our reading of two corpus files with an upstream parser's (node-bookmarks-parser).
// Their tree maps to ours like this: a folder path becomes `Parent / Child`; Firefox's "menu" root is
// the top level of the file, so its direct links land in `Imported`; place: links are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type TestContext } from '../helper.js';
import { allTools, corpusDir, corpusFile, importOk } from './transfer-helpers.js';

interface UpstreamNode {
  type?: 'folder' | 'bookmark';
  title: string;
  url?: string;
  add_date?: string;
  ns_root?: string | null;
  children?: UpstreamNode[];
}

interface Expected {
  url: string;
  title: string;
  category: string;
  createdAt: string | null;
}

function flatten(nodes: UpstreamNode[]): Expected[] {
  const out: Expected[] = [];
  const stack = nodes.map((node) => ({ node, path: [] as string[] }));
  while (stack.length > 0) {
    const { node, path: parents } = stack.shift()!;
    if (node.url !== undefined) {
      out.push({
        url: node.url,
        title: node.title,
        category: parents.length > 0 ? parents.join(' / ') : 'Imported',
        createdAt: node.add_date ? new Date(Number(node.add_date) * 1000).toISOString() : null,
      });
      continue;
    }
    const inner = node.ns_root === 'menu' ? parents : [...parents, node.title];
    for (const child of node.children ?? []) stack.push({ node: child, path: inner });
  }
  return out;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx.close());

describe('POST /api/import agrees with the upstream expected parses', () => {
  for (const [file, expectedFile] of [
    ['firefox_export_complex.html', 'firefox_export_complex.expected.json'],
    ['pocket_export.html', 'pocket_export.expected.json'],
  ] as const) {
    it(`reads ${file} like ${expectedFile}`, async () => {
      const upstream = JSON.parse(
        fs.readFileSync(path.join(corpusDir, expectedFile), 'utf8'),
      ) as UpstreamNode[];
      const expected = flatten(upstream).filter((e) => /^https?:/.test(e.url));
      const user = await signUp(ctx.app);
      const result = await importOk(user, corpusFile(file));
      expect(result.imported).toBe(expected.length);
      const tools = await allTools(user);
      for (const want of expected) {
        const tool = tools.find((t) => t.url === want.url);
        expect(tool, want.url).toBeDefined();
        expect({ name: tool?.name, category: tool?.category }).toEqual({
          name: want.title,
          category: want.category,
        });
        if (want.createdAt) expect(tool?.createdAt).toBe(want.createdAt);
      }
    });
  }

  it('reads Pocket time_added as the creation time', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, corpusFile('pocket_export.html'));
    const tool = (await allTools(user)).find((t) => t.url === 'http://google.com');
    expect(tool).toMatchObject({ category: 'Unread', createdAt: new Date(1352708193 * 1000).toISOString() });
  });
});
