// Link capture end to end: a link added through the URL Automate modal gets its card at once, then a
// preview image downloaded, resized and served from our own origin, then a Chromium snapshot, all
// appearing in the open page without a reload (the client follows capture) — and the browser showing
// the collection never loads anything from the fixture site itself.
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { apiSignup, openSignedIn } from './fixtures.js';

const port = Number(process.env.E2E_FIXTURE_PORT);
const origin = `http://127.0.0.1:${port}`;
const page = `<!doctype html><html><head><title>Capture Fixture</title>
<meta name="description" content="A page for the capture end-to-end test.">
<meta property="og:image" content="/cover.png"><link rel="icon" href="/icon.png">
</head><body style="background:#f5c542"><h1>Snapshot me</h1></body></html>`;

let server: Server;
test.beforeAll(async () => {
  const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2255aa' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/cover.png' || req.url === '/icon.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(cover);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a link added by URL shows a same-origin image, then its snapshot, without a reload', async ({
  page: tab,
  request,
}) => {
  const session = await apiSignup(request, 'capture');
  const thirdParty: string[] = [];
  tab.on('request', (r) => {
    if (r.url().startsWith(origin)) thirdParty.push(r.url());
  });
  await openSignedIn(tab, session);

  await tab.getByRole('button', { name: 'URL Automate' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Add New Item' });
  await dialog.getByLabel('URL', { exact: true }).fill(`${origin}/article`);
  await dialog.getByLabel('Category', { exact: true }).fill('Captured');
  await dialog.getByLabel('Keywords', { exact: true }).fill('e2e');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const main = tab.getByRole('main');
  await expect(main.getByRole('link', { name: 'Capture Fixture', exact: true })).toBeVisible();
  // Everything below happens in this same document: no reload, no cache reset.
  await tab.evaluate('window.__sameDocument = true');

  // The jobs run in the background (the API says when each file is stored); the open card picks up
  // the stored preview by itself.
  const auth = { Authorization: `Bearer ${session.token}` };
  const stored = async (field: 'image' | 'snapshot') => {
    const list = (await (await request.get('/api/tools', { headers: auth })).json()) as {
      tools: { image: string | null; snapshot: string | null }[];
    };
    return list.tools[0]?.[field] ?? '';
  };
  const sameOriginFile = /^\/files\/[a-f0-9]{32}\.webp$/;
  await expect.poll(() => stored('image'), { timeout: 45_000 }).toMatch(sameOriginFile);
  const imageSrc = await stored('image');
  const cardImage = main.locator(`article img[src="${imageSrc}"]`);
  await expect(cardImage).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => cardImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(640);

  // The detail page (opened in the app, perhaps before the snapshot exists) shows the snapshot when ready.
  await main.getByRole('link', { name: 'Capture Fixture', exact: true }).click();
  await expect.poll(() => stored('snapshot'), { timeout: 45_000 }).toMatch(sameOriginFile);
  const snapshotSrc = await stored('snapshot');
  const snapshot = main.locator(`img[src="${snapshotSrc}"]`);
  await expect(snapshot).toBeVisible({ timeout: 15_000 });
  expect(
    await snapshot.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  expect(await tab.evaluate('window.__sameDocument')).toBe(true);
  // …and the spec's `tools` cache was updated in place, so a later visit starts with it.
  const cached = (await tab.evaluate("JSON.parse(localStorage.getItem('tools'))")) as {
    image: string | null;
    snapshot: string | null;
  }[];
  expect(cached[0]).toMatchObject({ image: imageSrc, snapshot: snapshotSrc });
  expect(thirdParty).toEqual([]);
});
