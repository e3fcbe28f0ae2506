// Export then import into a fresh account gives back the same tools, categories, keywords and dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool } from '../../src/shared/schemas.js';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { allTools, categoryNames, corpusFile, importOk } from './transfer-helpers.js';

let ctx: TestContext;
let source: SignedIn;

beforeAll(async () => {
  ctx = await build();
  source = await signUp(ctx.app);
  await importOk(source, corpusFile('firefox_nested.htm'));
  await importOk(source, corpusFile('chrome_nested.htm'));
  await importOk(source, corpusFile('google_bookmarks_nested.htm'));
  await createTool(source, {
    name: 'Hand made & "quoted"',
    url: 'https://example.test/hand?a=1&b=2',
    category: 'Manual / Deep',
    keywords: 'alpha, Beta',
    description: 'Line one\nLine two <b>not bold</b>',
  });
  const empty = await source.request({
    method: 'POST',
    url: '/api/createCategory',
    payload: { data: { name: 'Empty one' } },
  });
  expect(empty.statusCode).toBe(200);
});
afterAll(async () => ctx.close());

async function exportAs(user: SignedIn, format: 'html' | 'json') {
  const res = await user.request({ method: 'GET', url: `/api/export?format=${format}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="toolspace-.+\\.${format}"$`),
  );
  return res.body;
}

const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const shape = (t: Tool, exact: boolean) => ({
  url: t.url,
  name: t.name,
  category: t.category,
  keywords: t.keywords,
  description: t.description,
  createdAt: exact ? t.createdAt : seconds(t.createdAt),
  ...(exact ? { title: t.title, updatedAt: t.updatedAt } : {}),
});
const sorted = (tools: Tool[], exact: boolean) =>
  tools.map((t) => shape(t, exact)).sort((a, b) => a.url.localeCompare(b.url));

describe('GET /api/export then POST /api/import into a fresh account', () => {
  it('round-trips the Netscape HTML export (dates to the second, as ADD_DATE holds them)', async () => {
    const html = await exportAs(source, 'html');
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    const target = await signUp(ctx.app);
    const result = await importOk(target, html);
    const before = await allTools(source);
    expect(result).toMatchObject({ imported: before.length, duplicates: 0, skipped: 0 });
    expect(sorted(await allTools(target), false)).toEqual(sorted(before, false));
    const used = [...new Set(before.map((t) => t.category))].sort();
    expect(await categoryNames(target)).toEqual(used);
  });

  it('round-trips the JSON backup losslessly, empty categories included', async () => {
    const json = await exportAs(source, 'json');
    const backup = JSON.parse(json) as { format: string; version: number; tools: unknown[] };
    expect(backup).toMatchObject({ format: 'toolspace-backup', version: 1 });
    const target = await signUp(ctx.app);
    const result = await importOk(target, json, 'application/json');
    const before = await allTools(source);
    expect(result).toMatchObject({ imported: before.length, duplicates: 0, skipped: 0 });
    expect(sorted(await allTools(target), true)).toEqual(sorted(before, true));
    expect(await categoryNames(target)).toEqual(await categoryNames(source));
    expect(await categoryNames(target)).toContain('Empty one');
  });

  it('restores a JSON backup sent as a multipart upload', async () => {
    const json = await exportAs(source, 'json');
    const boundary = 'x-toolspace-boundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="backup.json"',
      'Content-Type: application/json',
      '',
      json,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const target = await signUp(ctx.app);
    const result = await importOk(target, body, `multipart/form-data; boundary=${boundary}`);
    expect(result.imported).toBe((await allTools(source)).length);
  });
});
