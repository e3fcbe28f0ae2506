import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJobs } from '../../src/server/jobs/queue.js';
import { build, until, signUp, type TestContext } from '../helper.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let site: FixtureServer;
let canary: FixtureServer;
let ctx: TestContext;

function chromiumChildren(): string[] {
  const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  return out.split('\n').filter((l) => /chrom/i.test(l));
}

beforeAll(async () => {
  canary = await startServer((_req, res) => void res.end('canary'));
  const c = `127.0.0.1:${canary.port}`;
  const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><script>alert(1)</script><rect width="32" height="32" fill="red"/></svg>';
  site = await startServer(
    routes({
      '/page': html(`<html><head><title>Fixture page</title>
        <meta property="og:image" content="/cover.png"><link rel="icon" href="/icon.svg">
        <link rel="stylesheet" href="http://${c}/style.css"><script src="http://${c}/script.js"></script>
        </head><body style="background:#fc6"><h1>Hello snapshot</h1>
        <img src="http://${c}/img.png"><img src="http://2130706433:${canary.port}/spelled.png">
        <iframe src="http://${c}/frame"></iframe>
        <script>fetch('http://${c}/fetch').catch(()=>{}); try { new WebSocket('ws://${c}/ws') } catch (e) {}
        navigator.serviceWorker && navigator.serviceWorker.register('/sw.js').catch(()=>{});
        </script></body></html>`),
      '/no-image': html('<html><head><title>No image here</title></head><body>Plain</body></html>'),
      '/cover.png': [200, { 'content-type': 'image/png' }, png],
      '/icon.svg': [200, { 'content-type': 'image/svg+xml' }, svg],
      '/og-canary': html(`<html><head><meta property="og:image" content="http://${c}/og.png">
        <link rel="icon" href="http://${c}/favicon.ico"></head></html>`),
      '/broken': [500, { 'content-type': 'text/html' }, '<h1>down</h1>'],
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
  // The worker stopped and Chromium closed with it: no browser process is left behind.
  expect(chromiumChildren()).toEqual([]);
  expect(canary.hits).toEqual([]);
  await Promise.all([site.close(), canary.close()]);
});

describe('link capture jobs', () => {
  it('stores the preview and icon as same-origin WebP and sets the snapshot; the page never reaches the canary', async () => {
    const user = await signUp(ctx.app);
    const created = await user.request({
      method: 'POST',
      url: '/api/createTools',
      payload: { data: { name: 'Fixture', url: `${site.origin}/page`, category: 'Dev', keywords: 'a' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const tool = await until(async () => {
      const t = (await user.request({ method: 'GET', url: `/api/tools/${id}` })).json().tool;
      return t.image && t.icon && t.snapshot ? t : null;
    });
    for (const field of ['image', 'icon', 'snapshot'])
      expect(tool[field]).toMatch(/^\/files\/[a-f0-9]{32}\.webp$/);
    const image = await ctx.app.inject({ method: 'GET', url: tool.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(640);
    const icon = await ctx.app.inject({ method: 'GET', url: tool.icon });
    expect(icon.headers['content-type']).toBe('image/webp');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(64);
    const snap = await ctx.app.inject({ method: 'GET', url: tool.snapshot });
    expect(snap.headers['content-type']).toBe('image/webp');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/files/' + '0'.repeat(32) + '.webp' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/files/..%2f..%2fetc%2fpasswd' })).statusCode).toBe(
      404,
    );
  });

  it('falls back to the snapshot as the image when the page has none', async () => {
    const user = await signUp(ctx.app);
    const { data } = (
      await user.request({
        method: 'POST',
        url: '/api/createTools',
        payload: { data: { name: 'Plain', url: `${site.origin}/no-image`, category: 'Dev', keywords: 'a' } },
      })
    ).json();
    const tool = await until(async () => {
      const t = (await user.request({ method: 'GET', url: `/api/tools/${data.id}` })).json().tool;
      return t.snapshot ? t : null;
    });
    expect(tool.image).toBe(tool.snapshot);
  });

  it('never fetches og:image or favicon links that point at a private address', async () => {
    const user = await signUp(ctx.app);
    const { data } = (
      await user.request({
        method: 'POST',
        url: '/api/createTools',
        payload: {
          data: {
            name: 'Leaky',
            url: `${site.origin}/og-canary`,
            category: 'Dev',
            keywords: 'a',
            image: `http://127.0.0.1:${canary.port}/given.png`,
          },
        },
      })
    ).json();
    const jobs = await until(async () => {
      const all = await findJobs(ctx.database.db, data.id);
      return all.every((j) => j.status === 'done' || j.status === 'failed') ? all : null;
    });
    expect(jobs.map((j) => j.kind).sort()).toEqual(['images', 'snapshot']);
    expect(canary.hits).toEqual([]);
  });

  it('tries a failing page three times, then marks the job failed and keeps the tool', async () => {
    const before = site.hits.filter((h) => h === '/broken').length;
    await expect(ctx.capture!.snapshotter!.capture(`${site.origin}/broken`)).rejects.toThrow(
      /^Failed to get screenshot: /,
    );
    expect(site.hits.filter((h) => h === '/broken').length - before).toBe(3);

    const user = await signUp(ctx.app);
    const { data } = (
      await user.request({
        method: 'POST',
        url: '/api/createTools',
        payload: { data: { name: 'Broken', url: `${site.origin}/broken`, category: 'Dev', keywords: 'a' } },
      })
    ).json();
    const job = await until(async () => {
      const snap = (await findJobs(ctx.database.db, data.id)).find((j) => j.kind === 'snapshot');
      return snap?.status === 'failed' ? snap : null;
    });
    expect(job.attempts).toBe(job.max_attempts);
    expect(job.last_error).toMatch(/Failed to get screenshot/);
    const tool = (await user.request({ method: 'GET', url: `/api/tools/${data.id}` })).json().tool;
    expect(tool).toMatchObject({ name: 'Broken', snapshot: null });
  });

  it('recaptures when the URL changes, and not for other edits', async () => {
    const user = await signUp(ctx.app);
    const { data } = (
      await user.request({
        method: 'POST',
        url: '/api/createTools',
        payload: { data: { name: 'Moving', url: `${site.origin}/no-image`, category: 'Dev', keywords: 'a' } },
      })
    ).json();
    const patch = (body: Record<string, unknown>) =>
      user.request({ method: 'PATCH', url: `/api/tools/${data.id}`, payload: body });
    expect((await patch({ name: 'Renamed' })).statusCode).toBe(200);
    expect(await findJobs(ctx.database.db, data.id)).toHaveLength(2);
    expect((await patch({ url: `${site.origin}/page` })).statusCode).toBe(200);
    const jobs = await findJobs(ctx.database.db, data.id);
    expect(jobs.map((j) => j.kind)).toEqual(['images', 'snapshot', 'images', 'snapshot']);
    expect(JSON.parse(jobs[2]!.payload)).toMatchObject({ url: `${site.origin}/page` });
  });
});
