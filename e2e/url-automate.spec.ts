// 'URL Automate': the server fetches the page itself (here a local fixture page the test serves),
// and the new card carries the fetched title with the person's keywords merged with the page's.
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { apiSignup, forbidNativeDialogs, openSignedIn } from './fixtures.js';

const port = Number(process.env.E2E_FIXTURE_PORT);
const origin = `http://127.0.0.1:${port}`;
// A 1×1 PNG, served as both the preview image and the favicon.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhgGAWxe0LwAAAABJRU5ErkJggg==',
  'base64',
);
const page = `<!doctype html><html><head><title>Fixture Tools Page</title>
<meta name="description" content="A page served for the URL Automate test.">
<meta name="keywords" content="fixture, automation">
<meta property="og:title" content="Fixture Tools Page">
<meta property="og:image" content="${origin}/preview.png">
<link rel="icon" href="${origin}/favicon.png">
</head><body><h1>Fixture</h1></body></html>`;

let server: Server;
test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url?.endsWith('.png')) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('adds a tool by URL with the details the server fetched', async ({ page: tab, request }) => {
  const dialogs = forbidNativeDialogs(tab);
  const session = await apiSignup(request, 'urlauto');
  await openSignedIn(tab, session);

  await tab.getByRole('button', { name: 'URL Automate' }).click();
  const dialog = tab.getByRole('dialog', { name: 'Add New Item' });
  // Required fields first: the spec's text when they are missing.
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(tab.getByRole('alert').filter({ hasText: 'Invalid data provided' })).toBeVisible();

  await dialog.getByLabel('URL', { exact: true }).fill(`${origin}/tools`);
  await dialog.getByLabel('Category', { exact: true }).fill('Fixtures');
  await dialog.getByLabel('Keywords', { exact: true }).fill('mine, Automation');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  const main = tab.getByRole('main');
  await expect(main.getByRole('link', { name: 'Fixture Tools Page', exact: true })).toBeVisible();
  await expect(tab.getByRole('button', { name: /^Fixtures/ })).toBeVisible();
  await main.getByRole('link', { name: 'Fixture Tools Page', exact: true }).click();
  await expect(main.getByText('A page served for the URL Automate test.')).toBeVisible();
  const keywords = await main.getByRole('listitem').allTextContents();
  expect(keywords.map((k) => k.toLowerCase())).toEqual(
    expect.arrayContaining(['mine', 'automation', 'fixture']),
  );
  expect(keywords.filter((k) => k.toLowerCase() === 'automation')).toHaveLength(1);
  expect(dialogs).toEqual([]);
});
