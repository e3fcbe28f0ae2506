import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddresses, isPublicAddress } from '../../src/server/capture/address-policy.js';
import { HTML_MAX_BYTES, safeFetch, type FetchPolicy } from '../../src/server/capture/safe-fetch.js';
import { AppError } from '../../src/server/errors.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let site: FixtureServer;
let canary: FixtureServer;
let policy: FetchPolicy;
const opts = { maxBytes: HTML_MAX_BYTES };

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return err.statusCode;
  }
}

beforeAll(async () => {
  canary = await startServer((_req, res) => void res.end('canary reached'));
  const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024));
  site = await startServer(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/drip') {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('<p>'), 100);
      res.on('close', () => clearInterval(timer));
      return;
    }
    if (url.startsWith('/hop/')) {
      const n = Number(url.slice(5));
      res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/page' }).end();
      return;
    }
    const table = routes({
      '/page': html('<title>ok</title>'),
      '/big': html('x'.repeat(HTML_MAX_BYTES + 10)),
      '/bomb': [200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }, bomb],
      '/gz': [
        200,
        { 'content-type': 'text/html', 'content-encoding': 'gzip' },
        zlib.gzipSync('<b>small</b>'),
      ],
      '/to-canary': [302, { location: `${canary.origin}/stolen` }, ''],
      '/to-canary-spelled': [302, { location: `http://2130706433:${canary.port}/stolen` }, ''],
      '/to-file': [302, { location: 'file:///etc/passwd' }, ''],
    });
    return table(req, res);
  });
  policy = { timeoutMs: 1500, allow: [site.hostPort], resolve: [] };
});

afterAll(async () => {
  expect(canary.hits).toEqual([]);
  await Promise.all([site.close(), canary.close()]);
});

describe('safe fetch', () => {
  it('fetches an allowed fixture page and follows up to 5 redirects', async () => {
    const res = await safeFetch(`${site.origin}/hop/4`, policy, opts);
    expect(res.url).toBe(`${site.origin}/page`);
    expect(res.body.toString()).toBe('<title>ok</title>');
    expect(res.mediaType).toBe('text/html');
  });

  it('refuses a sixth redirect', async () => {
    expect(await statusOf(safeFetch(`${site.origin}/hop/5`, policy, opts))).toBe(400);
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://2130706433:PORT/',
    'http://0x7f000001:PORT/',
    'http://127.1:PORT/',
    'http://017700000001:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://localhost:PORT/',
    'http://LOCALHOST.:PORT/',
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://user@127.0.0.1:PORT/',
  ])('refuses loopback spelled %s and never connects', async (spelled) => {
    const url = spelled.replace('PORT', String(canary.port));
    expect(await statusOf(safeFetch(url, policy, opts))).toBe(400);
  });

  it('refuses names that resolve to a private address (LINK_FETCH_RESOLVE without LINK_FETCH_ALLOW)', async () => {
    const p = { ...policy, resolve: [`evil.test:${canary.port}:127.0.0.1`] };
    expect(await statusOf(safeFetch(`http://evil.test:${canary.port}/`, p, opts))).toBe(400);
  });

  it('connects a resolved and allowed name to the given address', async () => {
    const p = { ...policy, allow: [`site.test:${site.port}`], resolve: [`site.test:${site.port}:127.0.0.1`] };
    const res = await safeFetch(`http://site.test:${site.port}/page`, p, opts);
    expect(res.body.toString()).toBe('<title>ok</title>');
  });

  it('re-checks every redirect target', async () => {
    expect(await statusOf(safeFetch(`${site.origin}/to-canary`, policy, opts))).toBe(400);
    expect(await statusOf(safeFetch(`${site.origin}/to-canary-spelled`, policy, opts))).toBe(400);
    expect(await statusOf(safeFetch(`${site.origin}/to-file`, policy, opts))).toBe(400);
  });

  it.each([
    'ftp://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,hi',
    'nonsense',
  ])('refuses the non-http URL %s', async (url) => {
    expect(await statusOf(safeFetch(url, policy, opts))).toBe(400);
  });

  it('caps the body size (413) and stops a gzip bomb after decompression', async () => {
    expect(await statusOf(safeFetch(`${site.origin}/big`, policy, opts))).toBe(413);
    const started = Date.now();
    expect(await statusOf(safeFetch(`${site.origin}/bomb`, policy, opts))).toBe(413);
    expect(Date.now() - started).toBeLessThan(1500);
    const small = await safeFetch(`${site.origin}/gz`, policy, opts);
    expect(small.body.toString()).toBe('<b>small</b>');
  });

  it('gives up on a slow-drip server at the total deadline (504)', async () => {
    const started = Date.now();
    expect(await statusOf(safeFetch(`${site.origin}/drip`, { ...policy, timeoutMs: 800 }, opts))).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '198.18.0.1',
    '192.0.2.1',
    '224.0.0.1',
    '255.255.255.255',
    '0.0.0.0',
    '240.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    'http://10.0.0.1/',
    'http://[fd12::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://0/',
    'http://[::ffff:a00:1]/',
    'http://100.100.100.200/',
    'http://3232235777/',
  ])('refuses the private literal %s before any connection', async (url) => {
    await expect(checkedAddresses(new URL(url), policy)).rejects.toMatchObject({ statusCode: 400 });
  });
});
