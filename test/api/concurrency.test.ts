import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type TestContext } from '../helper.js';
import type { Category, Tool, ToolList } from './support.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

const N = 50;
const toolData = (prefix: string, i: number) => ({
  data: {
    name: `${prefix} ${i}`,
    url: `https://${prefix}.example/${i}`,
    category: `${prefix} burst`,
    keywords: `k${i}, burst`,
  },
});

describe('50 simultaneous creates for one user', () => {
  it('all succeed over app.inject, none lost, total 50, one category', async () => {
    const user = await signUp(ctx.app);
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        user.request({ method: 'POST', url: '/api/createTools', payload: toolData('inject', i) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(N).fill(201));
    const created = results.map((r) => r.json<{ data: Tool }>().data);
    expect(new Set(created.map((t) => t.id)).size).toBe(N);
    expect(new Set(created.map((t) => t.categoryId)).size).toBe(1);

    const list = (await user.request({ method: 'GET', url: '/api/tools' })).json<ToolList>();
    expect(list.total).toBe(N);
    expect(list.tools.map((t) => t.name).sort()).toEqual(created.map((t) => t.name).sort());
    const categories = (await user.request({ method: 'GET', url: '/api/category' })).json<{
      categories: Category[];
    }>();
    expect(categories.categories.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'inject burst', count: N },
    ]);
    const found = (
      await user.request({ method: 'GET', url: '/api/tools?q=burst&limit=10' })
    ).json<ToolList>();
    expect(found.total).toBe(N);
  });

  it('all succeed over real HTTP on a loopback port', async () => {
    const user = await signUp(ctx.app);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fetch(`${base}/api/createTools`, {
          method: 'POST',
          headers,
          body: JSON.stringify(toolData('http', i)),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ data: Tool }>));
    expect(statuses).toEqual(Array(N).fill(201));
    expect(new Set(bodies.map((b) => b.data.id)).size).toBe(N);
    const list = (await (await fetch(`${base}/api/tools?limit=5`, { headers })).json()) as ToolList;
    expect(list.total).toBe(N);
    expect(list.tools).toHaveLength(5);
  });

  it('saves a URL sent 20 times at once exactly once; the rest answer 409', async () => {
    const user = await signUp(ctx.app);
    const payload = { data: { name: 'Same', url: 'https://same.example/', category: 'Same', keywords: 'x' } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => user.request({ method: 'POST', url: '/api/createTools', payload })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    expect((await user.request({ method: 'GET', url: '/api/tools' })).json<ToolList>().total).toBe(1);
  });

  it('creates a category requested 20 times at once exactly once', async () => {
    const user = await signUp(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        user.request({
          method: 'POST',
          url: '/api/createCategory',
          payload: { data: { name: i % 2 ? 'Race' : 'race' } },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
  });

  it('registers a username claimed 8 times at once exactly once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/signup',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: {
            name: 'Racer',
            username: 'racer',
            email: 'racer@example.test',
            password: 'long enough password',
          },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
  });
});

describe('creates racing a category delete', () => {
  it('never fail with a server error, and leave counts that add up', async () => {
    const user = await signUp(ctx.app);
    const first = (
      await user.request({ method: 'POST', url: '/api/createCategory', payload: { data: { name: 'Racy' } } })
    ).json<{ data: Category }>().data;
    const creates = Array.from({ length: 30 }, (_, i) =>
      user.request({
        method: 'POST',
        url: '/api/createTools',
        payload: {
          data: { name: `racy ${i}`, url: `https://racy.example/${i}`, category: 'Racy', keywords: 'x' },
        },
      }),
    );
    const remove = user.request({ method: 'DELETE', url: `/api/category/Racy/${first.id}` });
    const results = await Promise.all([...creates, remove]);
    const statuses = results.map((r) => r.statusCode);
    expect(
      statuses.filter((s) => s >= 500),
      results.map((r) => r.body).join('\n'),
    ).toEqual([]);
    expect(statuses.slice(0, 30), results.map((r) => r.body).join('\n')).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(200);

    const list = (await user.request({ method: 'GET', url: '/api/tools' })).json<ToolList>();
    const categories = (await user.request({ method: 'GET', url: '/api/category' })).json<{
      categories: Category[];
    }>().categories;
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(list.total);
    const ids = new Set(categories.map((c) => c.id));
    expect(list.tools.every((t) => ids.has(t.categoryId))).toBe(true);
  });
});
