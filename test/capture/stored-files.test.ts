import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey } from '../../src/server/capture/images.js';
import type { FileStorage } from '../../src/server/files/storage.js';
import { build, until, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let site: FixtureServer;
let ctx: TestContext;
let webp: Buffer;

const status = async (c: TestContext, url: string) => (await c.app.inject({ method: 'GET', url })).statusCode;

/** A file put straight into storage, as capture would have stored it. */
async function storedFile(c: TestContext) {
  const key = newFileKey();
  await c.capture!.storage.put(key, webp, 'image/webp');
  expect(await status(c, `/files/${key}`)).toBe(200);
  return `/files/${key}`;
}

/** A tool whose files were set the way capture sets them (applyCapture). */
async function toolWithFiles(
  c: TestContext,
  user: SignedIn,
  data: Record<string, unknown>,
  files: { image?: string; icon?: string; snapshot?: string },
) {
  const tool = await createTool(user, data);
  expect(await c.services.tools.applyCapture(await userId(c, tool.id), tool.id, files)).toBe(true);
  return tool;
}

async function getTool(user: SignedIn, id: number) {
  return (await user.request({ method: 'GET', url: `/api/tools/${id}` })).json().tool;
}

async function userId(c: TestContext, toolId: number) {
  const row = await c.database.db
    .selectFrom('tools')
    .select('user_id')
    .where('id', '=', toolId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

beforeAll(async () => {
  webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .webp()
    .toBuffer();
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  site = await startServer(
    routes({
      '/page': html(`<html><head><title>With image</title><meta property="og:image" content="/cover.png">
        <link rel="icon" href="/icon.png"></head><body><h1>One</h1></body></html>`),
      '/other': html('<html><head><title>Other page</title></head><body><h1>Two</h1></body></html>'),
      '/cover.png': [200, { 'content-type': 'image/png' }, png],
      '/icon.png': [200, { 'content-type': 'image/png' }, png],
    }),
  );
  ctx = await build({
    capture: {
      allow: [site.hostPort],
      pollMs: 100,
      backoffMs: 50,
      snapshot: { backoffMs: 50, attemptTimeoutMs: 8000, idleMs: 60_000 },
    },
  });
});

afterAll(async () => {
  await ctx.close();
  await site.close();
});

describe('stored files follow their tool', () => {
  it('a recapture removes the snapshot it replaced, and DELETE /api/tool/:id removes the rest', async () => {
    const user = await signUp(ctx.app);
    const { id } = await createTool(user, { name: 'Captured', url: `${site.origin}/page` });
    const first = await until(async () => {
      const t = await getTool(user, id);
      return t.image && t.icon && t.snapshot ? t : null;
    });
    for (const url of [first.image, first.icon, first.snapshot]) expect(await status(ctx, url)).toBe(200);

    const moved = await user.request({
      method: 'PATCH',
      url: `/api/tools/${id}`,
      payload: { url: `${site.origin}/other` },
    });
    expect(moved.statusCode).toBe(200);
    const second = await until(async () => {
      const t = await getTool(user, id);
      return t.snapshot && t.snapshot !== first.snapshot ? t : null;
    });
    expect(await status(ctx, first.snapshot)).toBe(404);
    // /other has no image: the old preview and icon are still the card's, so they stay
    expect(second).toMatchObject({ image: first.image, icon: first.icon });
    expect(await status(ctx, first.image)).toBe(200);

    const deleted = await user.request({ method: 'DELETE', url: `/api/tool/${id}` });
    expect(deleted.statusCode).toBe(200);
    for (const url of [second.image, second.icon, second.snapshot]) expect(await status(ctx, url)).toBe(404);
  });

  it('DELETE /api/tool?name= removes the image and icon files', async () => {
    const user = await signUp(ctx.app);
    const [image, icon] = [await storedFile(ctx), await storedFile(ctx)];
    await toolWithFiles(ctx, user, { name: 'Named', url: 'https://example.org/named' }, { image, icon });
    const res = await user.request({ method: 'DELETE', url: '/api/tool?name=Named' });
    expect(res.statusCode).toBe(200);
    expect(await status(ctx, image)).toBe(404);
    expect(await status(ctx, icon)).toBe(404);
  });

  it("DELETE /api/category/:name/:id removes every file of its tools and no other category's", async () => {
    const user = await signUp(ctx.app);
    const doomed = [];
    for (const n of [1, 2, 3]) {
      const image = await storedFile(ctx);
      const snapshot = await storedFile(ctx);
      const data = { name: `Doomed ${n}`, url: `https://example.org/doomed/${n}`, category: 'Doomed' };
      await toolWithFiles(ctx, user, data, { image, snapshot });
      doomed.push(image, snapshot);
    }
    const kept = await storedFile(ctx);
    const keptData = { name: 'Kept', url: 'https://example.org/kept', category: 'Other' };
    await toolWithFiles(ctx, user, keptData, { image: kept });
    const categories = (await user.request({ method: 'GET', url: '/api/category' })).json().categories;
    const category = categories.find((c: { name: string }) => c.name === 'Doomed');

    const res = await user.request({ method: 'DELETE', url: `/api/category/Doomed/${category.id}` });
    expect(res.statusCode).toBe(200);
    for (const url of doomed) expect(await status(ctx, url)).toBe(404);
    expect(await status(ctx, kept)).toBe(200);
  });

  it('a replaced image that is still the snapshot stays until the snapshot is replaced too', async () => {
    const user = await signUp(ctx.app);
    const { id } = await createTool(user, { name: 'Fallback', url: 'https://example.org/fallback' });
    const owner = await userId(ctx, id);
    const [shot, cover, shot2] = [await storedFile(ctx), await storedFile(ctx), await storedFile(ctx)];
    await ctx.services.tools.applyCapture(owner, id, { snapshot: shot, image: shot });
    await ctx.services.tools.applyCapture(owner, id, { image: cover });
    expect(await status(ctx, shot)).toBe(200);
    await ctx.services.tools.applyCapture(owner, id, { snapshot: shot2 });
    expect(await status(ctx, shot)).toBe(404);
    expect(await status(ctx, cover)).toBe(200);
    // a capture for a tool deleted meanwhile reports it, so the job drops what it stored
    await user.request({ method: 'DELETE', url: `/api/tool/${id}` });
    expect(await ctx.services.tools.applyCapture(owner, id, { snapshot: await storedFile(ctx) })).toBe(false);
  });

  it("cannot adopt another user's stored file through createTools, so deleting it never breaks a card", async () => {
    const [alice, bob] = [await signUp(ctx.app), await signUp(ctx.app)];
    const shared = await storedFile(ctx);
    const mine = await toolWithFiles(
      ctx,
      alice,
      { name: 'Mine', url: 'https://example.org/mine' },
      { image: shared },
    );
    const copy = await createTool(bob, { name: 'Copy', url: 'https://example.org/copy', image: shared });
    expect((await getTool(bob, copy.id)).image).toBeNull();
    expect((await alice.request({ method: 'DELETE', url: `/api/tool/${mine.id}` })).statusCode).toBe(200);
    expect(await status(ctx, shared)).toBe(404);
  });
});

describe('a storage that cannot delete', () => {
  it('logs the failure and still deletes the tool', async () => {
    const logged: string[] = [];
    const files = new Map<string, Buffer>();
    const storage: FileStorage = {
      put: async (key, data) => void files.set(key, data),
      get: async (key) => (files.has(key) ? { data: files.get(key)!, contentType: 'image/webp' } : null),
      delete: async () => {
        throw new Error('disk on fire');
      },
    };
    const broken = await build({
      capture: { storage, jobConcurrency: 0, log: (message) => void logged.push(message) },
    });
    try {
      const user = await signUp(broken.app);
      const image = await storedFile(broken);
      const { id } = await toolWithFiles(
        broken,
        user,
        { name: 'Stuck', url: 'https://example.org/stuck' },
        { image },
      );
      const res = await user.request({ method: 'DELETE', url: `/api/tool/${id}` });
      expect(res.statusCode).toBe(200);
      expect((await user.request({ method: 'GET', url: `/api/tools/${id}` })).statusCode).toBe(404);
      expect(logged.some((m) => m.includes(`could not delete stored file ${image.slice(7)}`))).toBe(true);
    } finally {
      await broken.close();
    }
  });
});
