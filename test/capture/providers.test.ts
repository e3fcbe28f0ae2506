import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDetails, type CaptureOptions } from '../../src/server/capture/link-details.js';
import { syndicationToken, tweetId } from '../../src/server/capture/providers/x.js';
import { startProviderServer, syndicationTweet } from '../fixtures/providers.js';
import { html, routes, startServer, type FixtureServer } from '../fixtures/servers.js';

let api: Awaited<ReturnType<typeof startProviderServer>>;
let apiDown: Awaited<ReturnType<typeof startProviderServer>>;
let youtube: FixtureServer;
let canary: FixtureServer;
let options: CaptureOptions;

const watchPage = `<html><head><title>Short - YouTube</title>
<meta property="og:image" content="https://i.ytimg.com/vi/pO5L6vXtxsI/maxresdefault.jpg">
<meta name="description" content="A video about embedding media.">
<link rel="icon" href="/favicon.ico"></head></html>`;

beforeAll(async () => {
  api = await startProviderServer();
  apiDown = await startProviderServer({ syndicationDown: true });
  canary = await startServer((_req, res) => void res.end('canary'));
  youtube = await startServer(routes({ '/watch?v=pO5L6vXtxsI': html(watchPage) }));
  options = {
    policy: {
      timeoutMs: 3000,
      allow: [api.server.hostPort, apiDown.server.hostPort, `www.youtube.com:${youtube.port}`],
      // Names resolve here, never through DNS: the lookalikes and youtu.be land on loopback and must be refused.
      resolve: [
        `www.youtube.com:${youtube.port}:127.0.0.1`,
        'youtu.be:443:127.0.0.1',
        `youtube.com.evil.test:${canary.port}:127.0.0.1`,
      ],
    },
    endpoints: api.endpoints,
  };
});

afterAll(async () => {
  expect(canary.hits).toEqual([]);
  await Promise.all([api.server.close(), apiDown.server.close(), youtube.close(), canary.close()]);
});

describe('YouTube provider', () => {
  it('asks oEmbed with ?url=…&format=json, scrapes the page and keeps the longer title', async () => {
    const url = `http://www.youtube.com:${youtube.port}/watch?v=pO5L6vXtxsI`;
    const found = await linkDetails(url, options);
    expect(api.seen.youtubeOembed.at(-1)?.get('url')).toBe(url);
    expect(api.seen.youtubeOembed.at(-1)?.get('format')).toBe('json');
    expect(found.title).toBe('CKEditor 4.5 - Embedding Media Resources with oEmbed');
    expect(found.description).toBe('A video about embedding media.');
    expect(found.image).toBe('https://i.ytimg.com/vi/pO5L6vXtxsI/maxresdefault.jpg');
    expect(youtube.hits).toContain('/watch?v=pO5L6vXtxsI');
  });

  it('keeps a longer title the user typed, and survives the recorded 403 answer', async () => {
    const hint = 'A title the user typed that is longer than anything YouTube says about it';
    const found = await linkDetails('https://youtu.be/NHriYTkvd0g', options, hint);
    expect(found.title).toBe(hint);
  });
});

describe('X/Twitter provider', () => {
  it('reads the syndication answer with the token the real endpoint wants', async () => {
    const found = await linkDetails('https://x.com/RailsGirlsSoC/status/702136612822634496?s=20', options);
    const asked = api.seen.syndication.at(-1)!;
    expect(asked.get('id')).toBe('702136612822634496');
    expect(asked.get('token')).toBe(syndicationToken('702136612822634496'));
    expect(found.title).toBe('Rails Girls SoC (@RailsGirlsSoC) on X');
    expect(found.description).toBe(syndicationTweet.text);
    expect(found.image).toBe('https://pbs.twimg.com/media/photo1.jpg');
    expect(found.icon).toBe(syndicationTweet.user.profile_image_url_https);
  });

  it('falls back to the recorded oEmbed answer when syndication fails', async () => {
    const found = await linkDetails('https://twitter.com/RailsGirlsSoC/status/702136612822634496', {
      ...options,
      endpoints: apiDown.endpoints,
    });
    expect(apiDown.seen.twitterOembed.at(-1)?.get('url')).toBe(
      'https://twitter.com/RailsGirlsSoC/status/702136612822634496',
    );
    expect(found.title).toBe('Rails Girls Summer of Code on X');
    expect(found.description).toMatch(/^Our 2016 fundraising campaign is now/);
  });

  it.each([
    ['https://x.com/RailsGirlsSoC', 'Invalid URL'],
    ['https://x.com/RailsGirlsSoC/likes/1', 'Invalid URL'],
    ['https://twitter.com/a/status/12/photo/1', 'Invalid URL'],
    ['https://x.com/RailsGirlsSoC/status/abc', 'Unable to extract tweet ID from URL'],
  ])('refuses %s with "%s"', (url, message) => {
    expect(() => tweetId(new URL(url))).toThrow(message);
  });
});

describe('Reddit provider', () => {
  it.each([
    ['/r/funny/comments/3hahrw/ba_dum_tsss/', 'Ba Dum Tsss', 'r/funny', 'https://i.redditmedia.com/'],
    [
      '/r/redditdev/comments/2gmzqe/praw_https_enabled_praw_testing_needed/',
      '[PRAW] HTTPS enabled PRAW testing needed',
      'PRAW client developers,',
      undefined,
    ],
  ])('reads %s from the post JSON', async (path, title, description, image) => {
    const found = await linkDetails(`https://www.reddit.com${path}`, options);
    expect(api.seen.reddit.at(-1)).toBe(`/reddit${path.replace(/\/$/, '')}.json?raw_json=1`);
    expect(found.title).toBe(title);
    expect(found.description?.startsWith(description)).toBe(true);
    if (image) expect(found.image?.startsWith(image)).toBe(true);
    else expect(found.image).toBeUndefined();
  });
});

describe('lookalike hosts', () => {
  it.each([
    `http://youtube.com.evil.test:CANARY/watch?v=1`,
    `http://www.youtube.com@127.0.0.1:CANARY/watch?v=1`,
    `http://notreddit.com@127.0.0.1:CANARY/r/a/comments/abc/x/`,
  ])('does not treat %s as the site, and the guard refuses it', async (spelled) => {
    const url = spelled.replace('CANARY', String(canary.port));
    const before = api.seen.youtubeOembed.length + api.seen.reddit.length + api.seen.syndication.length;
    await expect(linkDetails(url, options)).rejects.toMatchObject({ statusCode: 400 });
    expect(api.seen.youtubeOembed.length + api.seen.reddit.length + api.seen.syndication.length).toBe(before);
  });
});
