// One search behaviour on both databases: this file runs in the 'server' project (SQLite FTS5) and again
// in 'server-pg' (pg_trgm + prefix arrays), and every expectation below must hold on both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../../../test/helper.js';

interface Listed {
  tools: Array<{ id: number; name: string }>;
  total: number;
}

let ctx: TestContext;
let user: SignedIn;
const ids: Record<string, number> = {};

const search = async (q: string, extra = '', who: SignedIn = user) => {
  const res = await who.request({ method: 'GET', url: `/api/tools?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Listed>();
};
const names = async (q: string, extra = '') => (await search(q, extra)).tools.map((t) => t.name);
const sorted = async (q: string) => (await names(q)).sort();

beforeAll(async () => {
  ctx = await build();
  user = await signUp(ctx.app);
  const tools: Array<Record<string, unknown>> = [
    { name: 'GitHub', url: 'https://github.com/foo_bar', category: 'Code', keywords: 'git, hosting' },
    { name: 'Café Über', url: 'https://cafe.example/', category: 'Food', keywords: 'coffee' },
    { name: 'Sharp', url: 'https://sharp.example/', keywords: 'c++, c#, x.y', description: 'Images' },
    { name: 'Greek', url: 'https://greek.example/', keywords: 'αβγ, Δέλτα', category: 'Letters' },
    { name: 'Percent', url: 'https://pct.example/', description: '100% sure, abc and a_c' },
    { name: 'Resume', url: 'https://cv.example/', description: 'naïve résumé ÆTHER straße' },
    { name: 'Tabs', url: 'https://tabs.example/', description: 'Some\ttabbed\ntext' },
  ];
  for (const data of tools) ids[data.name as string] = (await createTool(user, data)).id;
});
afterAll(() => ctx.close());

describe('GET /api/tools?q= (search)', () => {
  it('matches case-insensitively in name, category, keywords, description and url', async () => {
    expect(await names('GITHUB')).toEqual(['GitHub']);
    expect(await names('hosting')).toEqual(['GitHub']);
    expect(await names('letters')).toEqual(['Greek']);
    expect(await names('IMAGES')).toEqual(['Sharp']);
    expect(await names('cv.example')).toEqual(['Resume']);
  });

  it('matches words of three or more characters anywhere inside a word', async () => {
    expect(await names('thu')).toEqual(['GitHub']);
    expect(await names('oo_ba')).toEqual(['GitHub']);
    expect(await names('ffe')).toEqual(['Café Über']);
    expect(await names('abbed')).toEqual(['Tabs']);
  });

  it('matches one- and two-character words only at the start of a word', async () => {
    expect(await sorted('gi')).toEqual(['GitHub']);
    expect(await names('ub')).toEqual(['Café Über']); // "über" folds to "uber"; "github" only holds it
    expect(await names('hu')).toEqual([]);
    expect(await sorted('ba')).toEqual(['GitHub']); // "bar" after the underscore
    expect(await sorted('_b')).toEqual(['GitHub']); // the underscore separates, "b" is the word
    expect(await sorted('x.')).toEqual(['Sharp']);
    expect(await sorted('.y')).toEqual(['Sharp']);
    // "c#" is the word "c": café, coffee, .com, Code, c++, a_c, cv.example
    expect(await sorted('c#')).toEqual(['Café Über', 'GitHub', 'Percent', 'Resume', 'Sharp']);
    expect(await names('#')).toEqual([]); // no letter or digit: no word to match
    expect(await names('zq')).toEqual([]);
  });

  it('folds Latin diacritics both ways, and only Latin ones', async () => {
    expect(await names('cafe')).toEqual(['Café Über']);
    expect(await names('CAFÉ')).toEqual(['Café Über']);
    expect(await names('uber')).toEqual(['Café Über']);
    expect(await names('u')).toContain('Café Über');
    expect(await names('resume')).toEqual(['Resume']);
    expect(await names('naive')).toEqual(['Resume']);
    expect(await names('æth')).toEqual(['Resume']);
    expect(await names('aether')).toEqual([]);
    expect(await names('straß')).toEqual(['Resume']);
    expect(await names('strasse')).toEqual([]);
    expect(await names('δέ')).toEqual(['Greek']);
    expect(await names('δε')).toEqual([]);
    expect(await names('ελτ')).toEqual([]);
    expect(await names('έλτ')).toEqual(['Greek']);
  });

  it('requires every word, and treats %, _ and \\ literally', async () => {
    expect(await names('git foo')).toEqual(['GitHub']);
    expect(await names('git coffee')).toEqual([]);
    expect(await names('git gi')).toEqual(['GitHub']);
    expect(await names('100%')).toEqual(['Percent']);
    expect(await names('0%s')).toEqual([]);
    expect(await names('a_c')).toEqual(['Percent']);
    expect(await names('b_c')).toEqual([]);
    expect(await names('a\\c')).toEqual([]);
  });

  it('searches keywords as words, not the JSON they are stored in', async () => {
    expect(await names('","')).toEqual([]);
    expect(await names('["c')).toEqual([]);
    expect(await names('c++')).toEqual(['Sharp']);
  });

  it('ranks name and category matches first, then newest first, with the total', async () => {
    const other = await signUp(ctx.app);
    const a = await createTool(other, { name: 'Plain', url: 'https://a.example/', description: 'rankword' });
    const b = await createTool(other, { name: 'Rankword tool', url: 'https://b.example/' });
    const c = await createTool(other, {
      name: 'Newest plain',
      url: 'https://c.example/',
      description: 'rankword',
    });
    const d = await createTool(other, {
      name: 'In category',
      url: 'https://d.example/',
      category: 'Rankwords',
    });
    const got = await search('RANKWORD', '', other);
    expect(got.total).toBe(4);
    expect(got.tools.map((t) => t.id)).toEqual([d.id, b.id, c.id, a.id]);
    const page = await search('rankword', '&limit=2&offset=1', other);
    expect(page.tools.map((t) => t.id)).toEqual([b.id, c.id]);
    expect(page.total).toBe(4);
    const past = await search('rankword', '&limit=2&offset=10', other);
    expect(past).toEqual({ tools: [], total: 4 });
    expect((await search('rankword', '&category=Rankwords', other)).tools.map((t) => t.id)).toEqual([d.id]);
  });

  it("never finds another user's tools", async () => {
    const stranger = await signUp(ctx.app);
    expect(await search('github', '', stranger)).toEqual({ tools: [], total: 0 });
    expect(await search('gi', '', stranger)).toEqual({ tools: [], total: 0 });
  });

  it('follows edits and deletes', async () => {
    const id = ids['Tabs'];
    const res = await user.request({
      method: 'PATCH',
      url: `/api/tools/${id}`,
      payload: { name: 'Spaces', description: 'renamed entirely' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('abbed')).toEqual([]);
    expect(await names('entirely')).toEqual(['Spaces']);
    expect(await names('sp')).toEqual(['Spaces']);
    const del = await user.request({ method: 'DELETE', url: `/api/tool/${id}` });
    expect(del.statusCode, del.body).toBe(200);
    expect(await names('entirely')).toEqual([]);
  });
});
