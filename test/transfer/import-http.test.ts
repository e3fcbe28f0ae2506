// POST /api/import over a real socket on 127.0.0.1 (app.inject hands the route a different stream):
// a raw body, a browser-style multipart upload, and an oversize body cut off at 50 MB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type SignedIn, type TestContext } from '../helper.js';
import { corpusFile } from './transfer-helpers.js';

let ctx: TestContext;
let user: SignedIn;
let address: string;
beforeAll(async () => {
  ctx = await build();
  user = await signUp(ctx.app);
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx.close());

const post = (body: RequestInit['body'], headers: Record<string, string> = {}) =>
  fetch(`${address}/api/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, ...headers },
    body,
  });

describe('POST /api/import over HTTP', () => {
  it('imports a raw text/html body', async () => {
    const res = await post(corpusFile('chrome_nested.htm'), { 'content-type': 'text/html' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 18, duplicates: 0, skipped: 0, categories: 8 });
  });

  it('imports a multipart upload as a browser sends it', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([corpusFile('firefox_nested.htm')], { type: 'text/html' }),
      'bookmarks.html',
    );
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ skipped: 3 });
  });

  it('answers 413 to a 60 MB multipart upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(60 * 1024 * 1024, 'a')], { type: 'text/html' }), 'huge.html');
    const res = await post(form);
    expect(res.status).toBe(413);
  });
});
