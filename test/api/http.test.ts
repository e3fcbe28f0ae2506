import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { build, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError } from './support.js';

let ctx: TestContext;
let user: SignedIn;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-client-'));
const indexHtml =
  '<!doctype html><html><head><title>Toolspace</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log("toolspace");\n');
  ctx = await build({
    clientDir,
    apiPlugins: [
      async (api) => {
        api.get('/test-explode', async () => {
          throw new Error('database password is hunter2 at /var/secret');
        });
      },
    ],
  });
  user = await signUp(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy on API answers and pages', async () => {
    for (const url of ['/api/health', '/tools/42']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name = '', ...values] = d.trim().split(/\s+/);
          return [name, values.join(' ')] as const;
        }),
      );
      expect(directives.get('default-src')).toBe("'self'");
      expect(directives.get('img-src')).toBe("'self' data:");
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('base-uri')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('script-src')).toBe("'self'");
      // no source may name a third party (helmet's default font-src allows any https origin)
      expect(csp).not.toMatch(/https:/);
      expect(csp).not.toMatch(/unsafe-eval/);
    }
  });

  it('sends nosniff and a Referrer-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends no CORS headers unless configured', async () => {
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/tools',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('allows exactly the configured origins when CORS_ORIGIN is set', async () => {
    let app: FastifyInstance | undefined;
    try {
      app = await buildApp({
        config: { logLevel: 'silent', trustProxy: false, corsOrigins: ['https://app.example'] },
        services: ctx.services,
      });
      const allowed = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://app.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
      const other = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app?.close();
    }
  });
});

describe('request bodies', () => {
  it('answers 413 to a JSON body over 1 MB', async () => {
    const big = {
      data: {
        name: 'x',
        url: 'https://big.example/',
        category: 'Dev',
        keywords: 'a',
        description: 'd'.repeat(1024 * 1024),
      },
    };
    expectError(await user.request({ method: 'POST', url: '/api/createTools', payload: big }), 413);
    expectError(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { username: 'u', password: 'p'.repeat(1_100_000) },
      }),
      413,
    );
  });

  it('accepts a body just under 1 MB (reaching validation)', async () => {
    const body = JSON.stringify({
      data: {
        name: 'x',
        url: 'https://big.example/',
        category: 'Dev',
        keywords: 'a',
        description: 'd'.repeat(1000 * 1000),
      },
    });
    expect(body.length).toBeLessThan(1024 * 1024);
    const res = await user.request({
      method: 'POST',
      url: '/api/createTools',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, /10000/);
  });

  it('answers 400 to malformed JSON', async () => {
    for (const payload of ['{"data": {', '{data: 1}', "{'a':1}", '[1,2', 'nul']) {
      const res = await user.request({
        method: 'POST',
        url: '/api/createTools',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectError(res, 400, 'Malformed JSON body');
    }
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(signin, 400, 'Malformed JSON body');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await user.request({
      method: 'POST',
      url: '/api/createCategory',
      payload: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(res, 415);
  });

  it("refuses a NUL character anywhere in the input with 'Invalid data provided', storing nothing", async () => {
    const tool = { name: 'nul', url: 'https://nul.example/', category: 'Dev', keywords: 'a' };
    const bodies = [
      { data: { ...tool, name: 'a\u0000b' } },
      { data: { ...tool, category: 'Dev\u0000' } },
      { data: { ...tool, url: 'https://nul.example/\u0000' } },
      { data: { ...tool, keywords: ['ok', 'bad\u0000'] } },
      { data: { ...tool, description: '\u0000' } },
    ];
    for (const payload of bodies) {
      expectError(
        await user.request({ method: 'POST', url: '/api/createTools', payload }),
        400,
        'Invalid data provided',
      );
    }
    expectError(
      await user.request({
        method: 'POST',
        url: '/api/createCategory',
        payload: { data: { name: 'x\u0000' } },
      }),
      400,
      'Invalid data provided',
    );
    for (const url of [
      '/api/tools?q=a%00',
      '/api/tools?category=a%00',
      '/api/category/a%00',
      '/api/tool?name=%00',
      '/api/category/a%00/1',
    ]) {
      const method = url.startsWith('/api/tool?') || url.split('/').length > 4 ? 'DELETE' : 'GET';
      expectError(await user.request({ method, url }), 400, 'Invalid data provided');
    }
    const list = await user.request({ method: 'GET', url: '/api/tools' });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('answers a malformed percent-encoding in the path with a 400 in the usual shape', async () => {
    expectError(await user.request({ method: 'GET', url: '/api/category/%E0%A4%A' }), 400, 'Malformed URL');
  });

  it('hides the detail of a server failure', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-explode' });
    expectError(res, 500, 'Something went wrong on our side');
    expect(res.body).not.toMatch(/hunter2|secret|stack/);
  });
});

describe('routing', () => {
  it('answers GET /api/health with {status:"ok"} without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown /api route, signed in or not', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/nope' }), 404);
    expectError(await user.request({ method: 'GET', url: '/api/nope/deeper?x=1' }), 404);
    expectError(await user.request({ method: 'POST', url: '/api/tools', payload: {} }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/api' }), 404);
  });

  it('answers 401 on every protected route without a token or with a signed-out one', async () => {
    const routes: Array<[method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string]> = [
      ['GET', '/api/me'],
      ['POST', '/api/signout'],
      ['POST', '/api/createTools'],
      ['GET', '/api/tools'],
      ['GET', '/api/tools/1'],
      ['PATCH', '/api/tools/1'],
      ['DELETE', '/api/tool/1'],
      ['DELETE', '/api/tool?name=x'],
      ['POST', '/api/createCategory'],
      ['GET', '/api/category'],
      ['GET', '/api/category/Dev'],
      ['DELETE', '/api/category/Dev/1'],
    ];
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
      });
      expectError(res, 401, 'Please sign in');
    }
    // a signed-out token is refused on every one of them too
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { username: user.username, password: user.password },
    });
    const revoked = signin.json<{ token: string }>().token;
    const authorization = `Bearer ${revoked}`;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/signout', headers: { authorization } })).statusCode,
    ).toBe(204);
    for (const [method, url] of routes) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { authorization },
        ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
      });
      expectError(res, 401, 'Please sign in');
    }
  });

  it('serves OpenAPI 3 at /api/docs/json covering every route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: Array<[string, string]> = [
      ['/api/signup', 'post'],
      ['/api/signin', 'post'],
      ['/api/signout', 'post'],
      ['/api/me', 'get'],
      ['/api/createTools', 'post'],
      ['/api/tools', 'get'],
      ['/api/tools/{id}', 'get'],
      ['/api/tools/{id}', 'patch'],
      ['/api/tool/{id}', 'delete'],
      ['/api/createCategory', 'post'],
      ['/api/category', 'get'],
      ['/api/category/{category}', 'get'],
      ['/api/category/{name}/{id}', 'delete'],
    ];
    for (const [route, method] of expected)
      expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('static client', () => {
  it('serves index.html for a deep link like /tools/42 (history fallback)', async () => {
    for (const url of ['/', '/tools/42', '/login', '/category/Dev?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(indexHtml);
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/tools/42' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves built assets as themselves', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('toolspace');
  });

  it('keeps /api/* a JSON 404, and does not fall back for other methods', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/nope' }), 404);
    expectError(await ctx.app.inject({ method: 'POST', url: '/tools/42', payload: {} }), 404);
    expectError(await ctx.app.inject({ method: 'GET', url: '/files/missing.png' }), 404);
  });
});
