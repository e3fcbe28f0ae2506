import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError, saveTool, toolKeys, type Category, type Tool, type ToolList } from './support.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const create = (user: SignedIn, data: Record<string, unknown>) =>
  user.request({
    method: 'POST',
    url: '/api/createTools',
    payload: {
      data: { name: 'A tool', url: 'https://example.com/', category: 'Dev', keywords: 'one', ...data },
    },
  });

const list = async (user: SignedIn, query = '') => {
  const res = await user.request({ method: 'GET', url: `/api/tools${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ToolList>();
};

const categoriesOf = async (user: SignedIn) =>
  (await user.request({ method: 'GET', url: '/api/category' })).json<{ categories: Category[] }>().categories;

describe('POST /api/createTools', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  it('answers 201 with {data: Tool} holding every field', async () => {
    const res = await create(user, {
      name: 'Vitest',
      url: 'https://vitest.dev/guide/',
      category: 'Testing',
      keywords: 'test, runner',
      description: 'Next generation testing framework',
    });
    expect(res.statusCode, res.body).toBe(201);
    const tool = res.json<{ data: Tool }>().data;
    expect(Object.keys(tool).sort()).toEqual(toolKeys);
    expect(tool).toMatchObject({
      name: 'Vitest',
      url: 'https://vitest.dev/guide/',
      title: 'Vitest',
      description: 'Next generation testing framework',
      category: 'Testing',
      keywords: ['test', 'runner'],
      image: null,
      icon: null,
      snapshot: null,
    });
    expect(tool.id).toBeGreaterThan(0);
    expect(new Date(tool.createdAt).toISOString()).toBe(tool.createdAt);
    expect(tool.updatedAt).toBe(tool.createdAt);
    const read = await user.request({ method: 'GET', url: `/api/tools/${tool.id}` });
    expect(read.json<{ tool: Tool }>().tool).toEqual(tool);
  });

  it('splits, trims and de-duplicates keywords given as a comma string', async () => {
    const tool = await saveTool(user, {
      name: 'k1',
      url: 'https://k1.example/',
      keywords: ' css,  Design ,,css, CSS , grid,design ',
    });
    expect(tool.keywords).toEqual(['css', 'Design', 'grid']);
  });

  it('accepts keywords as an array, normalised the same way, order kept', async () => {
    const tool = await saveTool(user, {
      name: 'k2',
      url: 'https://k2.example/',
      keywords: ['  zeta ', 'Alpha', 'alpha', '', 'beta, gamma', 'ZETA'],
    });
    expect(tool.keywords).toEqual(['zeta', 'Alpha', 'beta', 'gamma']);
  });

  it("answers 'Invalid data provided' without keywords, or with only commas and blanks", async () => {
    for (const keywords of [undefined, '', ' , ,', [], [' '], 42, { a: 1 }]) {
      expectError(await create(user, { url: 'https://kw.example/', keywords }), 400, 'Invalid data provided');
    }
  });

  it('creates an unknown category, and reuses an existing one case-insensitively', async () => {
    const before = await categoriesOf(user);
    expect(before.some((c) => c.name.toLowerCase() === 'reading')).toBe(false);
    const first = (await create(user, { url: 'https://read1.example/', category: '  Reading ' })).json<{
      data: Tool;
    }>().data;
    expect(first.category).toBe('Reading');
    const second = (await create(user, { url: 'https://read2.example/', category: 'READING' })).json<{
      data: Tool;
    }>().data;
    expect(second.category).toBe('Reading');
    expect(second.categoryId).toBe(first.categoryId);
    const reading = (await categoriesOf(user)).filter((c) => c.name.toLowerCase() === 'reading');
    expect(reading).toEqual([{ id: first.categoryId, name: 'Reading', count: 2 }]);
  });

  it("answers 'Invalid data provided' for a missing body, data, name or category", async () => {
    const cases: unknown[] = [
      {},
      { data: null },
      { data: 'x' },
      { data: { url: 'https://n.example/', category: 'Dev', keywords: 'a' } },
      { data: { name: '  ', url: 'https://n.example/', category: 'Dev', keywords: 'a' } },
      { data: { name: 'n', url: 'https://n.example/', keywords: 'a' } },
      { data: { name: 'n', url: 'https://n.example/', category: ' ', keywords: 'a' } },
      { data: { name: 7, url: 'https://n.example/', category: 'Dev', keywords: 'a' } },
    ];
    for (const payload of cases) {
      const res = await user.request({ method: 'POST', url: '/api/createTools', payload: payload as object });
      expectError(res, 400, 'Invalid data provided');
    }
    expect((await list(user, '?q=n.example')).total).toBe(0);
  });

  it("answers 'Invalid URL' unless the URL is http(s)", async () => {
    for (const url of [
      undefined,
      '',
      '   ',
      'not a url',
      'example.com',
      'ftp://example.com/',
      'javascript:alert(1)',
      'mailto:a@b.c',
      'file:///etc/passwd',
      'data:text/html,hi',
      'http://',
      12,
    ]) {
      expectError(await create(user, { url }), 400, 'Invalid URL');
    }
  });

  it('accepts a URL of exactly 2048 characters and refuses 2049', async () => {
    const base = 'https://long.example/';
    const exact = base + 'a'.repeat(2048 - base.length);
    expect(exact).toHaveLength(2048);
    expect((await create(user, { url: exact })).statusCode).toBe(201);
    expectError(await create(user, { url: `${exact}b` }), 400, /2048/);
  });

  it('limits name, title, description, category and keyword lengths', async () => {
    const url = 'https://limits.example/';
    expectError(await create(user, { url, name: 'n'.repeat(301) }), 400, /300/);
    expectError(await create(user, { url, title: 't'.repeat(501) }), 400, /500/);
    expectError(await create(user, { url, description: 'd'.repeat(10_001) }), 400, /10000/);
    expectError(await create(user, { url, category: 'c'.repeat(101) }), 400, /100/);
    expectError(await create(user, { url, keywords: 'k'.repeat(101) }), 400, /100/);
    const many = Array.from({ length: 101 }, (_, i) => `k${i}`);
    expectError(await create(user, { url, keywords: many }), 400, /100/);
    expect(
      (await create(user, { url, name: 'n'.repeat(300), description: 'd'.repeat(10_000) })).statusCode,
    ).toBe(201);
  });

  it('answers 409 when the same URL is saved twice, however it is spelled', async () => {
    const first = await create(user, { name: 'Original', url: 'https://dup.example/path' });
    expect(first.statusCode).toBe(201);
    for (const url of [
      'https://dup.example/path',
      'HTTPS://DUP.example/path',
      'https://dup.example:443/path/',
      'https://dup.example/path#top',
      ' https://dup.example/path ',
    ]) {
      expectError(
        await create(user, { name: 'Again', url }),
        409,
        'This link is already saved as "Original"',
      );
    }
    // a different path or query is a different link
    expect((await create(user, { url: 'https://dup.example/Path' })).statusCode).toBe(201);
    expect((await create(user, { url: 'https://dup.example/path?x=1' })).statusCode).toBe(201);
  });

  it('lets two users save the same URL', async () => {
    const other = await signUp(ctx.app);
    expect((await create(other, { url: 'https://dup.example/path' })).statusCode).toBe(201);
  });

  it("treats 'None' and blank optional values as absent; keeps only same-origin images", async () => {
    const tool = (
      await create(user, {
        url: 'https://none.example/',
        name: 'Nothing',
        title: 'None',
        description: 'None',
        image: 'None',
        icon: '  ',
      })
    ).json<{ data: Tool }>().data;
    expect(tool).toMatchObject({ title: 'Nothing', description: '', image: null, icon: null });
    const remote = (
      await create(user, {
        url: 'https://remote.example/',
        image: 'https://tracker.example/a.png',
        icon: 'https://tracker.example/i.ico',
      })
    ).json<{ data: Tool }>().data;
    // privacy: a third-party image URL is never handed to the browser as is
    expect(remote).toMatchObject({ image: null, icon: null });
    const local = (
      await create(user, {
        url: 'https://local.example/',
        img: '/files/images/a.webp',
        icon: '/files/icons/a.png',
      })
    ).json<{ data: Tool }>().data;
    // stored files are set only by link capture: input can never adopt one (it might be another tool's)
    expect(local).toMatchObject({ image: null, icon: null });
  });
});

describe('GET /api/tools', () => {
  let user: SignedIn;
  const ids: number[] = [];
  beforeAll(async () => {
    user = await signUp(ctx.app);
    for (let i = 0; i < 12; i++) {
      const tool = await createTool(user, {
        name: `Tool ${i}`,
        url: `https://list.example/${i}`,
        category: i % 3 === 0 ? 'Design' : 'Dev',
      });
      ids.push(tool.id);
    }
  });

  it('returns every tool, newest first, with the total, when given no parameters', async () => {
    const { tools, total } = await list(user);
    expect(total).toBe(12);
    expect(tools.map((t) => t.id)).toEqual([...ids].reverse());
  });

  it('pages with limit and offset, total staying the full count', async () => {
    const newest = [...ids].reverse();
    const page1 = await list(user, '?limit=5');
    const page2 = await list(user, '?limit=5&offset=5');
    const page3 = await list(user, '?limit=5&offset=10');
    expect(page1.tools.map((t) => t.id)).toEqual(newest.slice(0, 5));
    expect(page2.tools.map((t) => t.id)).toEqual(newest.slice(5, 10));
    expect(page3.tools.map((t) => t.id)).toEqual(newest.slice(10));
    for (const page of [page1, page2, page3]) expect(page.total).toBe(12);
    const past = await list(user, '?limit=5&offset=50');
    expect(past).toEqual({ tools: [], total: 12 });
    const offsetOnly = await list(user, '?offset=10');
    expect(offsetOnly.tools.map((t) => t.id)).toEqual(newest.slice(10));
  });

  it("filters by category case-insensitively; 'all' means no filter; an unknown one is empty", async () => {
    const design = await list(user, '?category=design');
    expect(design.total).toBe(4);
    expect(design.tools.every((t) => t.category === 'Design')).toBe(true);
    const paged = await list(user, '?category=DEV&limit=3&offset=6');
    expect(paged.total).toBe(8);
    expect(paged.tools).toHaveLength(2);
    expect((await list(user, '?category=all')).total).toBe(12);
    expect((await list(user, '?category=All')).total).toBe(12);
    expect(await list(user, '?category=nothing-like-this')).toEqual({ tools: [], total: 0 });
  });

  it('refuses a bad limit or offset with 400', async () => {
    for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?limit=1.5', '?offset=-1', '?offset=x']) {
      expectError(await user.request({ method: 'GET', url: `/api/tools${query}` }), 400);
    }
    expect((await list(user, '?limit=500')).tools).toHaveLength(12);
  });

  it('answers an empty list for a new user', async () => {
    const fresh = await signUp(ctx.app);
    expect(await list(fresh)).toEqual({ tools: [], total: 0 });
  });
});

describe('GET /api/tools/:id', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  it('returns {tool}', async () => {
    const created = await createTool(user, { name: 'Read me', url: 'https://read.example/' });
    const res = await user.request({ method: 'GET', url: `/api/tools/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tool: Tool }>().tool).toMatchObject({ id: created.id, name: 'Read me' });
  });

  it("answers 404 'Tool not found' for an unknown or malformed id", async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '1e3', '99999999999999999999']) {
      expectError(await user.request({ method: 'GET', url: `/api/tools/${id}` }), 404, 'Tool not found');
    }
  });
});

describe('PATCH /api/tools/:id', () => {
  let user: SignedIn;
  let tool: Tool;
  beforeAll(async () => {
    user = await signUp(ctx.app);
    await createTool(user, { name: 'Other', url: 'https://other.example/' });
    tool = (
      await create(user, { name: 'Before', url: 'https://patch.example/', category: 'Dev', keywords: 'a' })
    ).json<{ data: Tool }>().data;
  });

  const patch = (id: number | string, payload: unknown) =>
    user.request({ method: 'PATCH', url: `/api/tools/${id}`, payload: payload as object });

  it('updates the given fields and answers {data: Tool}', async () => {
    await new Promise((r) => setTimeout(r, 5));
    const res = await patch(tool.id, {
      name: 'After',
      title: 'A title',
      description: 'Described',
      keywords: 'x, y ,X',
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<{ data: Tool }>().data;
    expect(updated).toMatchObject({
      id: tool.id,
      name: 'After',
      title: 'A title',
      description: 'Described',
      keywords: ['x', 'y'],
      url: tool.url,
      category: 'Dev',
    });
    expect(updated.createdAt).toBe(tool.createdAt);
    expect(updated.updatedAt > tool.updatedAt).toBe(true);
    const read = await user.request({ method: 'GET', url: `/api/tools/${tool.id}` });
    expect(read.json<{ tool: Tool }>().tool).toEqual(updated);
  });

  it('moves a tool to another category, creating it when unknown', async () => {
    const moved = (await patch(tool.id, { category: 'Brand New' })).json<{ data: Tool }>().data;
    expect(moved.category).toBe('Brand New');
    const back = (await patch(tool.id, { category: 'dev' })).json<{ data: Tool }>().data;
    expect(back.category).toBe('Dev');
    const counts = Object.fromEntries((await categoriesOf(user)).map((c) => [c.name, c.count]));
    expect(counts).toEqual({ 'Brand New': 0, Dev: 2 });
  });

  it('changes the URL, refusing one that another tool already has with 409', async () => {
    expectError(
      await patch(tool.id, { url: 'https://other.example' }),
      409,
      'This link is already saved as "Other"',
    );
    expect((await patch(tool.id, { url: tool.url })).statusCode).toBe(200);
    const changed = (await patch(tool.id, { url: 'https://patched.example/new' })).json<{ data: Tool }>()
      .data;
    expect(changed.url).toBe('https://patched.example/new');
    // the old URL is free again
    expect((await create(user, { url: 'https://patch.example/' })).statusCode).toBe(201);
  });

  it('validates the patch like a create', async () => {
    expectError(await patch(tool.id, {}), 400, 'Invalid data provided');
    expectError(
      await user.request({ method: 'PATCH', url: `/api/tools/${tool.id}` }),
      400,
      'Invalid data provided',
    );
    expectError(await patch(tool.id, []), 400, 'Invalid data provided');
    expectError(await patch(tool.id, { name: ' ' }), 400, 'Invalid data provided');
    expectError(await patch(tool.id, { url: 'ftp://x.example/' }), 400, 'Invalid URL');
    expectError(await patch(tool.id, { category: '' }), 400, 'Invalid data provided');
    const read = await user.request({ method: 'GET', url: `/api/tools/${tool.id}` });
    expect(read.json<{ tool: Tool }>().tool.name).toBe('After');
  });

  it("answers 404 'Tool not found' for an unknown id", async () => {
    expectError(await patch(999999, { name: 'x' }), 404, 'Tool not found');
    expectError(await patch('abc', { name: 'x' }), 404, 'Tool not found');
  });
});

describe('DELETE /api/tool/:id', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  it('answers 200 {message} and the tool is gone', async () => {
    const keep = await createTool(user, { name: 'Keep', url: 'https://keep.example/' });
    const doomed = await createTool(user, { name: 'Doomed', url: 'https://doomed.example/' });
    const res = await user.request({ method: 'DELETE', url: `/api/tool/${doomed.id}` });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
    expectError(await user.request({ method: 'GET', url: `/api/tools/${doomed.id}` }), 404, 'Tool not found');
    expectError(
      await user.request({ method: 'DELETE', url: `/api/tool/${doomed.id}` }),
      404,
      'Tool not found',
    );
    expect((await list(user)).tools.map((t) => t.id)).toEqual([keep.id]);
    expect((await list(user, '?q=doomed')).total).toBe(0);
  });

  it('deletes by ?name= instead of an id', async () => {
    await createTool(user, { name: 'By Name', url: 'https://byname.example/' });
    const res = await user.request({
      method: 'DELETE',
      url: `/api/tool?name=${encodeURIComponent('By Name')}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(user, '?q=byname')).total).toBe(0);
    expectError(
      await user.request({ method: 'DELETE', url: '/api/tool?name=By%20Name' }),
      404,
      'Tool not found',
    );
  });

  it("answers 'Please provide either name or id' without either", async () => {
    for (const url of ['/api/tool', '/api/tool?name=', '/api/tool?name=%20%20', '/api/tool/']) {
      expectError(await user.request({ method: 'DELETE', url }), 400, 'Please provide either name or id');
    }
  });

  it('answers 404 for an unknown id', async () => {
    expectError(await user.request({ method: 'DELETE', url: '/api/tool/987654' }), 404, 'Tool not found');
  });
});
