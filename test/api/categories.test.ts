import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError, type Category, type Tool, type ToolList } from './support.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const createCategory = (user: SignedIn, payload: unknown) =>
  user.request({ method: 'POST', url: '/api/createCategory', payload: payload as object });

const categoriesOf = async (user: SignedIn) => {
  const res = await user.request({ method: 'GET', url: '/api/category' });
  expect(res.statusCode).toBe(200);
  return res.json<{ categories: Category[] }>().categories;
};

describe('POST /api/createCategory', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  it('answers 200 with {data:{id,name,count}}', async () => {
    const res = await createCategory(user, { data: { name: '  Design Tools ' } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: Category }>();
    expect(data).toEqual({ id: expect.any(Number) as number, name: 'Design Tools', count: 0 });
    expect(await categoriesOf(user)).toEqual([data]);
  });

  it("answers 409 'That category already exists' for the same name in any case", async () => {
    await createCategory(user, { data: { name: 'Reading' } });
    for (const name of ['Reading', 'reading', ' READING ']) {
      expectError(await createCategory(user, { data: { name } }), 409, 'That category already exists');
    }
    expect((await categoriesOf(user)).filter((c) => c.name.toLowerCase() === 'reading')).toHaveLength(1);
  });

  it("answers 'Invalid data provided' for an empty, blank or missing name", async () => {
    for (const payload of [
      { data: { name: '' } },
      { data: { name: '   ' } },
      { data: {} },
      { data: { name: 5 } },
      {},
      { name: 'x' },
    ]) {
      expectError(await createCategory(user, payload), 400, 'Invalid data provided');
    }
    expectError(await createCategory(user, { data: { name: 'c'.repeat(101) } }), 400, /100/);
  });

  it('lets another user create a category of the same name', async () => {
    const other = await signUp(ctx.app);
    expect((await createCategory(other, { data: { name: 'Reading' } })).statusCode).toBe(200);
  });
});

describe('GET /api/category', () => {
  it("lists the caller's categories with per-category tool counts, by name", async () => {
    const user = await signUp(ctx.app);
    const stranger = await signUp(ctx.app);
    await createTool(stranger, { name: 'x', url: 'https://stranger.example/', category: 'Secret' });
    await createCategory(user, { data: { name: 'empty' } });
    await createTool(user, { name: 'a', url: 'https://a.example/', category: 'Dev' });
    await createTool(user, { name: 'b', url: 'https://b.example/', category: 'dev' });
    await createTool(user, { name: 'c', url: 'https://c.example/', category: 'Art' });
    const categories = await categoriesOf(user);
    expect(categories.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'Art', count: 1 },
      { name: 'Dev', count: 2 },
      { name: 'empty', count: 0 },
    ]);
    expect(await categoriesOf(await signUp(ctx.app))).toEqual([]);
  });
});

describe('GET /api/category/:category', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
    await createTool(user, { name: 'one', url: 'https://one.example/', category: 'Web Dev' });
    await createTool(user, { name: 'two', url: 'https://two.example/', category: 'Web Dev' });
    await createTool(user, { name: 'three', url: 'https://three.example/', category: 'Other' });
  });

  it('returns {tools} of that category, newest first, matching the name case-insensitively', async () => {
    for (const name of ['Web%20Dev', 'web%20dev', 'WEB%20DEV']) {
      const res = await user.request({ method: 'GET', url: `/api/category/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ tools: Tool[] }>().tools.map((t) => t.name)).toEqual(['two', 'one']);
    }
  });

  it('returns an empty list for a category the caller does not have', async () => {
    const res = await user.request({ method: 'GET', url: '/api/category/Nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ tools: Tool[] }>()).toEqual({ tools: [] });
  });

  it("answers 'Please provide a category' without one", async () => {
    for (const url of ['/api/category/%20', '/api/category/']) {
      expectError(await user.request({ method: 'GET', url }), 400, 'Please provide a category');
    }
  });
});

describe('DELETE /api/category/:name/:id', () => {
  let user: SignedIn;
  beforeAll(async () => {
    user = await signUp(ctx.app);
  });

  it('answers 200 {message} and removes the category with all its tools', async () => {
    const gone1 = await createTool(user, {
      name: 'gone one',
      url: 'https://gone1.example/',
      category: 'Doomed',
      keywords: 'zapped',
    });
    const gone2 = await createTool(user, {
      name: 'gone two',
      url: 'https://gone2.example/',
      category: 'Doomed',
    });
    const kept = await createTool(user, { name: 'kept', url: 'https://kept.example/', category: 'Safe' });
    const doomed = (await categoriesOf(user)).find((c) => c.name === 'Doomed');
    expect(doomed?.count).toBe(2);

    const res = await user.request({ method: 'DELETE', url: `/api/category/doomed/${doomed?.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json<{ message: string }>().message).toBe('string');

    expect((await categoriesOf(user)).map((c) => c.name)).toEqual(['Safe']);
    for (const id of [gone1.id, gone2.id]) {
      expectError(await user.request({ method: 'GET', url: `/api/tools/${id}` }), 404, 'Tool not found');
    }
    const all = (await user.request({ method: 'GET', url: '/api/tools' })).json<ToolList>();
    expect(all.tools.map((t) => t.id)).toEqual([kept.id]);
    expect(all.total).toBe(1);
    const search = (await user.request({ method: 'GET', url: '/api/tools?q=zapped' })).json<ToolList>();
    expect(search).toEqual({ tools: [], total: 0 });
    const goneSearch = (await user.request({ method: 'GET', url: '/api/tools?q=gone' })).json<ToolList>();
    expect(goneSearch).toEqual({ tools: [], total: 0 });
    expectError(await user.request({ method: 'DELETE', url: `/api/category/Doomed/${doomed?.id}` }), 404);
  });

  it('lets the same category and URLs be saved again afterwards', async () => {
    const again = await createTool(user, {
      name: 'gone one',
      url: 'https://gone1.example/',
      category: 'Doomed',
    });
    expect(again.id).toBeGreaterThan(0);
    expect((await categoriesOf(user)).find((c) => c.name === 'Doomed')?.count).toBe(1);
  });

  it("answers 'Please provide a category name & id' without both", async () => {
    const category = (await categoriesOf(user))[0];
    for (const url of [
      '/api/category',
      '/api/category/Safe',
      '/api/category/Safe/',
      `/api/category/%20/${category?.id}`,
      '/api/category/Safe/%20',
    ]) {
      expectError(await user.request({ method: 'DELETE', url }), 400, 'Please provide a category name & id');
    }
    expect((await categoriesOf(user)).length).toBeGreaterThan(0);
  });

  it('answers 404 when the id is unknown or the name does not match it', async () => {
    const safe = (await categoriesOf(user)).find((c) => c.name === 'Safe');
    expectError(await user.request({ method: 'DELETE', url: '/api/category/Safe/987654' }), 404);
    expectError(await user.request({ method: 'DELETE', url: `/api/category/Doomed/${safe?.id}` }), 404);
    expectError(await user.request({ method: 'DELETE', url: '/api/category/Safe/abc' }), 404);
    expect((await categoriesOf(user)).find((c) => c.name === 'Safe')?.count).toBe(1);
  });
});

describe('the reserved name "all"', () => {
  it('refuses a category, a tool or a move named "all" in any letter case, changing nothing', async () => {
    const user = await signUp(ctx.app);
    const category = await user.request({
      method: 'POST',
      url: '/api/createCategory',
      payload: { data: { name: 'ALL' } },
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toBe('data.name: "all" is reserved: it means every category');
    const tool = await user.request({
      method: 'POST',
      url: '/api/createTools',
      payload: { data: { name: 'x', url: 'https://x.example/', category: ' all ', keywords: 'k' } },
    });
    expect(tool.statusCode).toBe(400);
    const { id } = await createTool(user, { name: 'Mine', url: 'https://mine.example/' });
    const moved = await user.request({
      method: 'PATCH',
      url: `/api/tools/${id}`,
      payload: { category: 'All' },
    });
    expect(moved.statusCode).toBe(400);
    const list = (await user.request({ method: 'GET', url: '/api/category' })).json().categories;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Dev']);
  });
});
