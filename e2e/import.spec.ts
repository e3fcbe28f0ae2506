// Import through the profile page: pick a browser bookmark file, read the summary, see the capture
// progress survive a reload, find the cards on the home page (markup in titles shown as text), and
// download the collection back as a bookmark file.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiSignup, forbidNativeDialogs, openSignedIn } from './fixtures.js';

const markupTitle = '<img src=x onerror=alert(1)> Escaped title';
const bookmarks = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
    <DT><H3 ADD_DATE="1466011598">Reading</H3>
    <DL><p>
        <DT><A HREF="https://imported-one.example/" ADD_DATE="1466013084" TAGS="alpha,beta">Imported One</A>
        <DD>First imported bookmark
        <DT><A HREF="https://imported-two.example/page" ADD_DATE="1466013093">&lt;img src=x onerror=alert(1)&gt; Escaped title</A>
    </DL><p>
    <DT><A HREF="https://imported-three.example/">Imported Three</A>
    <DT><A HREF="javascript:alert(1)">Bookmarklet</A>
</DL><p>
`;

test('imports a bookmark file on /profile and shows the cards', async ({ page, request }) => {
  const dialogs = forbidNativeDialogs(page);
  const session = await apiSignup(request, 'import');
  await openSignedIn(page, session, '/profile');

  const section = page.getByRole('region', { name: 'Import / Export' });
  await expect(section).toBeVisible();
  await section.getByLabel(/Choose a bookmark file/).setInputFiles({
    name: 'bookmarks.html',
    mimeType: 'text/html',
    buffer: Buffer.from(bookmarks),
  });
  await expect(section.getByRole('status')).toContainText('Imported 3 · 0 already saved · 1 skipped');
  const capture = section.getByText(/^Captur(ing \d+ of 3|ed 3 imported links)/);
  await expect(capture).toBeVisible();

  // Progress comes from the server, so it is still there after a reload.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Import / Export' })
      .getByText(/^Captur(ing \d+ of 3|ed 3 imported links)/),
  ).toBeVisible();

  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Imported One', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Imported Three', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: markupTitle, exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto('/profile');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export bookmarks (HTML)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^toolspace-bookmarks-\d{4}-\d{2}-\d{2}\.html$/);
  const exported = await readFile((await file.path())!, 'utf8');
  expect(exported).toContain('HREF="https://imported-one.example/"');
  expect(exported).toContain('&lt;img src=x onerror=alert(1)&gt; Escaped title</A>');
  expect(exported).not.toContain('javascript:');
  expect(dialogs).toEqual([]);
});

test('explains a file that is not a bookmark file', async ({ page, request }) => {
  const session = await apiSignup(request, 'import-bad');
  await openSignedIn(page, session, '/profile');
  const section = page.getByRole('region', { name: 'Import / Export' });
  await section.getByLabel(/Choose a bookmark file/).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes, no links'),
  });
  await expect(section.getByRole('status')).toContainText('This is not a bookmark file');
});
