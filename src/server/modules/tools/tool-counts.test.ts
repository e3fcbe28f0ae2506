// `total` of GET /api/tools comes from tool_counts (migration 007), kept by triggers. These tests hold it
// to COUNT(*) through every way a tool appears, moves or disappears, on SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../../../../test/helper.js';

describe('tool totals (tool_counts)', () => {
  let ctx: TestContext;
  let ann: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    ctx = await build();
    ann = await signUp(ctx.app);
    bob = await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  async function total(user: SignedIn, category?: string) {
    const query = category ? `?limit=1&category=${encodeURIComponent(category)}` : '?limit=1';
    const res = await user.request({ method: 'GET', url: `/api/tools${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { total: number }).total;
  }

  async function counted() {
    const rows = await ctx.database.db
      .selectFrom('tools')
      .innerJoin('categories', 'categories.id', 'tools.category_id')
      .select(['categories.name as category', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('categories.name')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.category, Number(r.n)]));
  }

  it('counts adds per user and per category', async () => {
    for (let i = 0; i < 3; i++)
      await createTool(ann, { name: `A${i}`, url: `https://a.example/${i}`, category: 'Dev' });
    await createTool(ann, { name: 'B', url: 'https://b.example/', category: 'Design' });
    await createTool(bob, { name: 'C', url: 'https://c.example/', category: 'Dev' });
    expect(await total(ann)).toBe(4);
    expect(await total(ann, 'Dev')).toBe(3);
    expect(await total(ann, 'Design')).toBe(1);
    expect(await total(bob)).toBe(1);
  });

  it('follows a tool moved to another category, and a delete', async () => {
    const moved = await createTool(ann, { name: 'M', url: 'https://m.example/', category: 'Dev' });
    const res = await ann.request({
      method: 'PATCH',
      url: `/api/tools/${moved.id}`,
      payload: { category: 'Design' },
    });
    expect(res.statusCode).toBe(200);
    expect(await total(ann, 'Dev')).toBe(3);
    expect(await total(ann, 'Design')).toBe(2);
    expect((await ann.request({ method: 'DELETE', url: `/api/tool/${moved.id}` })).statusCode).toBe(200);
    expect(await total(ann, 'Design')).toBe(1);
    expect(await total(ann)).toBe(4);
  });

  it('drops the tools of a deleted category from the total', async () => {
    const list = await ann.request({ method: 'GET', url: '/api/category' });
    const dev = (list.json() as { categories: Array<{ id: number; name: string }> }).categories.find(
      (c) => c.name === 'Dev',
    );
    expect(dev).toBeDefined();
    const res = await ann.request({ method: 'DELETE', url: `/api/category/Dev/${dev?.id ?? 0}` });
    expect(res.statusCode).toBe(200);
    expect(await total(ann)).toBe(1);
    expect(await total(bob, 'Dev')).toBe(1);
  });

  it('agrees with COUNT(*) after an import', async () => {
    const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Reading</H3>\n<DL><p>\n${Array.from(
      { length: 25 },
      (_, i) => `<DT><A HREF="https://import.example/${i}">Link ${i}</A>\n`,
    ).join('')}</DL><p>\n</DL><p>\n`;
    const res = await ann.request({
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': 'text/html' },
      payload: file,
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db.selectFrom('tool_counts').select(['category_id', 'n']).execute();
    const byCategory = await counted();
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(
      Object.values(byCategory).reduce((sum, n) => sum + n, 0),
    );
    expect(await total(ann)).toBe(26);
  });
});
