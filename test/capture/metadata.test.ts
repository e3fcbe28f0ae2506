import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type TestContext } from '../helper.js';
import { corpusDir } from '../fixtures/providers.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let site: FixtureServer;
let canary: FixtureServer;
let ctx: TestContext;
const page = (name: string) => fs.readFileSync(path.join(corpusDir, 'metadata', 'pages', name));

beforeAll(async () => {
  canary = await startServer((_req, res) => void res.end('canary'));
  site = await startServer(
    routes({
      '/article': html(`<html><head><title>Plain title</title>
        <meta property="og:title" content="The  article &amp; its   title">
        <meta property="og:description" content="What it is about.">
        <meta property="og:image" content="/img/cover.png">
        <meta name="keywords" content="alpha, beta,,Alpha , gamma">
        <link rel="shortcut icon" href="//static.example.org/favicon.png"></head><body></body></html>`),
      '/bare': html('<html><body><p>no head at all</p></body></html>'),
      '/leaky': html(`<html><head><title>Leaky</title>
        <meta property="og:image" content="http://127.0.0.1:${canary.port}/og.png">
        <link rel="icon" href="http://127.0.0.1:${canary.port}/favicon.ico"></head></html>`),
      '/euc-jp': [200, { 'content-type': 'text/html; charset=EUC-JP' }, page('unfurl__euc-jp.html')],
      '/gb2312': [200, { 'content-type': 'text/html' }, page('unfurl__gb2312-html4.html')],
      '/mislabelled': [200, { 'content-type': 'text/html' }, page('metascraper__information-week.html')],
      '/pdf': [200, { 'content-type': 'application/pdf' }, '%PDF-1.4'],
      '/to-canary': [302, { location: `http://127.0.0.1:${canary.port}/` }, ''],
    }),
  );
  ctx = await build({ capture: { allow: [site.hostPort], jobConcurrency: 0, metadataPerMinute: 12 } });
});

afterAll(async () => {
  expect(canary.hits).toEqual([]);
  await ctx.close();
  await Promise.all([site.close(), canary.close()]);
});

const post = (user: Awaited<ReturnType<typeof signUp>>, url: string, title?: string) =>
  user.request({
    method: 'POST',
    url: '/api/metadata',
    payload: { url: url.replace('CANARY', String(canary.port)), ...(title ? { title } : {}) },
  });

describe('POST /api/metadata', () => {
  it('answers {url, title, description, img, icon, keywords} with absolute URLs', async () => {
    const user = await signUp(ctx.app);
    const res = await post(user, `${site.origin}/article`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: `${site.origin}/article`,
      title: 'The article & its title',
      description: 'What it is about.',
      img: `${site.origin}/img/cover.png`,
      icon: 'http://static.example.org/favicon.png',
      keywords: ['alpha', 'beta', 'gamma'],
    });
  });

  it("defaults missing values to 'None' and the spec's description sentence", async () => {
    const user = await signUp(ctx.app);
    const url = `${site.origin}/bare`;
    const body = (await post(user, url, 'My own title')).json();
    expect(body).toMatchObject({ title: 'My own title', img: 'None', keywords: [] });
    expect(body.description).toBe(`This is My own title, for more information checkout - ${url}`);
    expect(body.icon).toBe(`${site.origin}/favicon.ico`);
    const pdf = (await post(user, `${site.origin}/pdf`)).json();
    expect(pdf).toMatchObject({ title: 'None', img: 'None', icon: 'None' });
    expect(pdf.description).toBe(`This is None, for more information checkout - ${site.origin}/pdf`);
  });

  it('decodes EUC-JP from the header, GB2312 from a meta tag, and UTF-8 mislabelled as Latin-1', async () => {
    const user = await signUp(ctx.app);
    expect((await post(user, `${site.origin}/euc-jp`)).json().title).toMatch(
      /^【楽天市場】Shopping is Entertainment!/,
    );
    expect((await post(user, `${site.origin}/gb2312`)).json().title).toBe('腾讯首页');
    expect((await post(user, `${site.origin}/mislabelled`)).json().title).toBe(
      'Microsoft Expands Global Connectivity With Local Startups - InformationWeek',
    );
  });

  it('refuses private addresses with a 4xx and never fetches og:image or icon links', async () => {
    const user = await signUp(ctx.app);
    const direct = await post(user, 'http://127.0.0.1:CANARY/');
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toMatch(/not a public address/);
    expect((await post(user, `${site.origin}/to-canary`)).statusCode).toBe(400);
    expect((await post(user, 'http://2130706433:CANARY/')).statusCode).toBe(400);
    const leaky = await post(user, `${site.origin}/leaky`);
    expect(leaky.statusCode).toBe(200);
  });

  it("uses the spec's messages for X/Twitter URLs", async () => {
    const user = await signUp(ctx.app);
    const invalid = await post(user, 'https://x.com/someone');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Invalid URL');
    const noId = await post(user, 'https://twitter.com/someone/status/notdigits');
    expect(noId.json().message).toBe('Unable to extract tweet ID from URL');
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/metadata', payload: { url: site.origin } });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits each user separately (429 past the limit)', async () => {
    const greedy = await signUp(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 13; i++) codes.push((await post(greedy, `${site.origin}/bare`)).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 200)).toBe(true);
    expect(codes[12]).toBe(429);
    const other = await signUp(ctx.app);
    expect((await post(other, `${site.origin}/bare`)).statusCode).toBe(200);
  });
});
