// The images job reads the page when no preview was given (imports, icon-only sources): the card gets
// the page's preview, and an empty description is filled in — never overwriting what the user wrote.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, until, type SignedIn, type TestContext } from '../helper.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let site: FixtureServer;
let ctx: TestContext;
let user: SignedIn;

const captured = (id: number) =>
  until(async () => {
    const tool = (await user.request({ method: 'GET', url: `/api/tools/${id}` })).json().tool;
    return tool.image && tool.icon ? tool : null;
  }, 20_000);

beforeAll(async () => {
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#c63' } })
    .png()
    .toBuffer();
  site = await startServer(
    routes({
      '/page': html(`<html><head><title>Page title</title>
        <meta name="description" content="What the page says about itself">
        <meta property="og:image" content="/cover.png"></head><body>Hi</body></html>`),
      '/described': html(`<html><head><meta name="description" content="Not mine">
        <meta property="og:image" content="/cover.png"></head><body>Hi</body></html>`),
      '/cover.png': [200, { 'content-type': 'image/png' }, png],
    }),
  );
  ctx = await build({
    capture: { allow: [site.hostPort], pollMs: 100, backoffMs: 50, chromiumPath: '/nonexistent' },
  });
  user = await signUp(ctx.app);
});

afterAll(async () => {
  await ctx.close();
  await site.close();
});

describe('images job without a given preview', () => {
  const dot = `data:image/png;base64,${Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ).toString('base64')}`;

  it("fetches the page's preview even when an icon was given, and fills an empty description", async () => {
    const { id } = await createTool(user, { name: 'Icon only', url: `${site.origin}/page`, icon: dot });
    const tool = await captured(id);
    expect(tool.image).toMatch(/^\/files\//);
    expect(tool.icon).toMatch(/^\/files\//);
    expect(tool.description).toBe('What the page says about itself');
  });

  it("keeps the user's own description", async () => {
    const { id } = await createTool(user, {
      name: 'Described',
      url: `${site.origin}/described`,
      description: 'My own words',
      icon: dot,
    });
    const tool = await captured(id);
    expect(tool.description).toBe('My own words');
  });
});
