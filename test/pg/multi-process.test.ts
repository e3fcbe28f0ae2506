// Two real app processes on one PostgreSQL database, as behind a load balancer: whatever one writes the
// other serves, sessions included. They start at the same moment on an empty database, so the
// migrations race too (the advisory lock must let exactly one apply them).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, startServer, type FixtureServer } from '../fixtures/servers.js';
import { adminQuery, call, createDatabase, startApp, type AppProcess, type TestDatabase } from './support.js';

interface ToolList {
  tools: Array<{ id: number; name: string; category: string }>;
  total: number;
}

let database: TestDatabase;
let a: AppProcess;
let b: AppProcess;
let site: FixtureServer;

beforeAll(async () => {
  // "The web", for the preview-image job: allowed explicitly, since it is on loopback.
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  site = await startServer(routes({ '/cover.png': [200, { 'content-type': 'image/png' }, png] }));
  database = await createDatabase();
  const env = { LINK_FETCH_ALLOW: site.hostPort, CHROMIUM_PATH: '/nonexistent/chromium' };
  [a, b] = await Promise.all([startApp(database.url, env), startApp(database.url, env)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await site?.close();
});

async function signUp(app: AppProcess, username: string) {
  const res = await call<{ data: { token: string } }>(app, 'POST', '/api/signup', {
    body: { name: username, username, email: `${username}@example.test`, password: 'correct horse battery' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.token;
}

describe('two app processes on one PostgreSQL database', () => {
  it('both started on an empty database; each migration was applied exactly once', async () => {
    const { rows } = await adminQuery(`SELECT name FROM kysely_migration ORDER BY name`, database.url);
    const names = rows.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('002-search');
    for (const app of [a, b]) expect((await call(app, 'GET', '/api/health')).status).toBe(200);
  });

  it('a session from one process works on the other, and signing out on one ends it on both', async () => {
    const token = await signUp(a, 'mpsession');
    const me = await call<{ username: string }>(b, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('mpsession');
    const signin = await call<{ token: string }>(b, 'POST', '/api/signin', {
      body: { username: 'mpsession', password: 'correct horse battery' },
    });
    expect(signin.status).toBe(200);
    expect((await call(a, 'GET', '/api/me', { token: signin.body.token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/me', { token })).status).toBe(200); // now fresh in a's cache
    expect((await call(b, 'POST', '/api/signout', { token })).status).toBe(204);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(401);
    // a may trust a token it checked within the last second; after that the sign-out holds there too.
    const signedOutAt = Date.now();
    while ((await call(a, 'GET', '/api/me', { token })).status !== 401) {
      expect(Date.now() - signedOutAt).toBeLessThan(3000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await call(a, 'GET', '/api/me', { token: signin.body.token })).status).toBe(200);
  });

  it('a tool created through one is listed, searched and deleted through the other', async () => {
    const token = await signUp(a, 'mptools');
    const created = await call<{ data: { id: number } }>(a, 'POST', '/api/createTools', {
      token,
      body: {
        data: {
          name: 'Kysely',
          url: 'https://kysely.dev/',
          category: 'Databases',
          keywords: 'sql, typescript',
          description: 'Type-safe SQL query builder',
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;

    const listed = await call<ToolList>(b, 'GET', '/api/tools', { token });
    expect(listed.body.total).toBe(1);
    expect(listed.body.tools.map((t) => [t.id, t.name, t.category])).toEqual([[id, 'Kysely', 'Databases']]);
    for (const q of ['KYSE', 'query builder', 'ty', 'databases']) {
      const found = await call<ToolList>(b, 'GET', `/api/tools?q=${encodeURIComponent(q)}`, { token });
      expect(
        found.body.tools.map((t) => t.id),
        q,
      ).toEqual([id]);
    }
    const categories = await call<{ categories: Array<{ name: string; count: number }> }>(
      b,
      'GET',
      '/api/category',
      { token },
    );
    expect(categories.body.categories).toEqual([expect.objectContaining({ name: 'Databases', count: 1 })]);

    expect((await call(b, 'DELETE', `/api/tool/${id}`, { token })).status).toBe(200);
    expect((await call<ToolList>(a, 'GET', '/api/tools', { token })).body).toEqual({ tools: [], total: 0 });
    expect((await call<ToolList>(a, 'GET', '/api/tools?q=kysely', { token })).body.total).toBe(0);
    expect((await call(a, 'GET', `/api/tools/${id}`, { token })).status).toBe(404);
  });

  it("refuses a duplicate saved through the other process (one database's constraints)", async () => {
    const token = await signUp(b, 'mpdupes');
    const data = { name: 'Dup', url: 'https://dup.example/', category: 'X', keywords: 'k' };
    expect((await call(a, 'POST', '/api/createTools', { token, body: { data } })).status).toBe(201);
    expect((await call(b, 'POST', '/api/createTools', { token, body: { data } })).status).toBe(409);
  });

  it('serves a stored preview image from either process, whichever one captured it', async () => {
    const token = await signUp(b, 'mpfiles');
    const created = await call<{ data: { id: number } }>(a, 'POST', '/api/createTools', {
      token,
      body: {
        data: {
          name: 'Pic',
          url: `${site.origin}/page`,
          image: `${site.origin}/cover.png`,
          category: 'X',
          keywords: 'k',
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    let image: string | null = null;
    for (const deadline = Date.now() + 30_000; !image && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      image = (
        await call<{ tool: { image: string | null } }>(b, 'GET', `/api/tools/${created.body.data.id}`, {
          token,
        })
      ).body.tool.image;
    }
    expect(image).toMatch(/^\/files\/[a-f0-9]{32}\.webp$/);
    const bodies: Buffer[] = [];
    for (const app of [a, b]) {
      const res = await fetch(`${app.baseUrl}${image}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bodies[0]!.length).toBeGreaterThan(0);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    expect((await sharp(bodies[0]!).metadata()).format).toBe('webp');
  });
});
