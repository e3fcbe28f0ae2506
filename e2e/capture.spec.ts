// Link capture end to end: a link added through the URL Automate modal gets its card at once, then a
// preview image downloaded, resized and served from our own origin, then a Chromium snapshot — and
// the browser showing the collection never loads anything from the fixture site itself.
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

test('a link added by URL shows a same-origin image, then its snapshot', async ({ page: tab, request }) => {
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

  // The jobs run in the background; the API shows when the image and the snapshot are stored.
  const auth = { Authorization: `Bearer ${session.token}` };
  let tool: { id: number; image: string | null; icon: string | null; snapshot: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get('/api/tools', { headers: auth })).json()) as {
          tools: (typeof tool)[];
        };
        tool = list.tools[0];
        return Boolean(tool?.image && tool.icon && tool.snapshot);
      },
      { timeout: 45_000 },
    )
    .toBe(true);
  expect(tool!.image).toMatch(/^\/files\/[a-f0-9]{32}\.webp$/);
  expect(tool!.snapshot).toMatch(/^\/files\/[a-f0-9]{32}\.webp$/);

  // The card, reloaded past the client cache, shows the stored preview from our origin.
  await tab.evaluate("localStorage.setItem('dataTimestamp', '0')");
  await tab.reload();
  const cardImage = main.locator(`img[src="${tool!.image}"]`);
  await expect(cardImage).toBeVisible();
  expect(await cardImage.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(
    640,
  );

  // The detail page shows the snapshot first.
  await main.getByRole('link', { name: 'Capture Fixture', exact: true }).click();
  const snapshot = main.locator(`img[src="${tool!.snapshot}"]`);
  await expect(snapshot).toBeVisible();
  expect(
    await snapshot.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  expect(thirdParty).toEqual([]);
});
