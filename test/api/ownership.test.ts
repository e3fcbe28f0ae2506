// Users never see or touch each other's data: another user's id answers 404 (never 403) on every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError, saveTool, type Category, type Tool, type ToolList } from './support.js';

let ctx: TestContext;
let owner: SignedIn;
let intruder: SignedIn;
let tool: Tool;
let category: Category;

beforeAll(async () => {
  ctx = await build();
  owner = await signUp(ctx.app);
  intruder = await signUp(ctx.app);
  tool = await saveTool(owner, {
    name: 'Private Tool',
    url: 'https://private.example/',
    category: 'Private',
    keywords: 'secret',
  });
  const categories = (await owner.request({ method: 'GET', url: '/api/category' })).json<{
    categories: Category[];
  }>();
  category = categories.categories[0] as Category;
  // the intruder has data of its own, so an empty table cannot make these tests pass by accident
  await createTool(intruder, { name: 'Mine', url: 'https://mine.example/', category: 'Mine' });
});
afterAll(() => ctx.close());

async function ownerStillHasEverything() {
  const read = await owner.request({ method: 'GET', url: `/api/tools/${tool.id}` });
  expect(read.statusCode).toBe(200);
  expect(read.json<{ tool: Tool }>().tool).toEqual(tool);
  const categories = (await owner.request({ method: 'GET', url: '/api/category' })).json<{
    categories: Category[];
  }>();
  expect(categories.categories).toEqual([{ ...category, count: 1 }]);
}

describe("another user's data", () => {
  it('GET /api/tools/:id answers 404', async () => {
    expectError(
      await intruder.request({ method: 'GET', url: `/api/tools/${tool.id}` }),
      404,
      'Tool not found',
    );
  });

  it('PATCH /api/tools/:id answers 404 and changes nothing', async () => {
    for (const payload of [{ name: 'Hijacked' }, { category: 'Mine' }, { url: 'https://evil.example/' }]) {
      expectError(
        await intruder.request({ method: 'PATCH', url: `/api/tools/${tool.id}`, payload }),
        404,
        'Tool not found',
      );
    }
    await ownerStillHasEverything();
    // no category was created for the intruder either
    const theirs = (await intruder.request({ method: 'GET', url: '/api/category' })).json<{
      categories: Category[];
    }>();
    expect(theirs.categories.map((c) => c.name)).toEqual(['Mine']);
  });

  it('DELETE /api/tool/:id answers 404 and deletes nothing', async () => {
    expectError(
      await intruder.request({ method: 'DELETE', url: `/api/tool/${tool.id}` }),
      404,
      'Tool not found',
    );
    await ownerStillHasEverything();
  });

  it('DELETE /api/tool?name= answers 404 for a name only another user has', async () => {
    expectError(
      await intruder.request({ method: 'DELETE', url: `/api/tool?name=${encodeURIComponent(tool.name)}` }),
      404,
      'Tool not found',
    );
    await ownerStillHasEverything();
  });

  it('DELETE /api/category/:name/:id answers 404 and deletes nothing', async () => {
    expectError(
      await intruder.request({ method: 'DELETE', url: `/api/category/${category.name}/${category.id}` }),
      404,
    );
    await ownerStillHasEverything();
  });

  it('GET /api/category/:category shows nothing of a category only another user has', async () => {
    const res = await intruder.request({ method: 'GET', url: `/api/category/${category.name}` });
    expect(res.json<{ tools: Tool[] }>()).toEqual({ tools: [] });
  });

  it('GET /api/tools, search and category filter show only the caller’s own tools', async () => {
    const all = (await intruder.request({ method: 'GET', url: '/api/tools' })).json<ToolList>();
    expect(all.tools.map((t) => t.name)).toEqual(['Mine']);
    expect(all.total).toBe(1);
    for (const q of ['private', 'secret', 'pr']) {
      const found = (await intruder.request({ method: 'GET', url: `/api/tools?q=${q}` })).json<ToolList>();
      expect(found).toEqual({ tools: [], total: 0 });
    }
    const filtered = (
      await intruder.request({ method: 'GET', url: '/api/tools?category=Private' })
    ).json<ToolList>();
    expect(filtered).toEqual({ tools: [], total: 0 });
  });

  it('saving a tool into a category of the same name creates the caller’s own category', async () => {
    const mine = await saveTool(intruder, {
      name: 'x',
      url: 'https://private.example/',
      category: 'private',
    });
    expect(mine.categoryId).not.toBe(category.id);
    await ownerStillHasEverything();
  });
});
