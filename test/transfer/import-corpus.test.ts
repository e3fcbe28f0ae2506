// Every real export file in the shared corpus goes through POST /api/import on a real SQLite database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../src/shared/schemas.js';
import { urlKey } from '../../src/server/modules/tools/url-key.js';
import { build, signUp, type TestContext } from '../helper.js';
import { allTools, categoryNames, corpusFile, corpusNotes, importOk, rawHrefs } from './transfer-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx.close());

const decode = (href: string) =>
  href
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .trim();

describe('POST /api/import with the corpus of real exports', () => {
  for (const note of corpusNotes()) {
    it(`imports ${note.file}: imported + duplicates + skipped = its <A HREF> count`, async () => {
      const user = await signUp(ctx.app);
      const body = corpusFile(note.file);
      const result = await importOk(user, body);
      expect(result.imported + result.duplicates + result.skipped).toBe(note.counts.a_href_elements);

      const hrefs = rawHrefs(body.toString('utf8')).map(decode);
      expect(hrefs).toHaveLength(note.counts.a_href_elements);
      // Skipped are exactly the links that are not http(s).
      expect(result.skipped).toBe(hrefs.filter((h) => !isHttpUrl(h)).length);
      const httpKeys = new Set(hrefs.filter((h) => isHttpUrl(h)).map(urlKey));
      expect(result.imported).toBe(httpKeys.size);

      const tools = await allTools(user);
      expect(tools).toHaveLength(result.imported);
      expect(new Set(tools.map((t) => urlKey(t.url)))).toEqual(httpKeys);
      for (const tool of tools) expect(tool.name.length).toBeGreaterThan(0);

      const again = await importOk(user, body);
      expect(again).toMatchObject({
        imported: 0,
        duplicates: result.imported + result.duplicates,
        categories: 0,
      });
    });
  }
});

describe('folders, tags, dates and descriptions', () => {
  it('nests Chrome folders as "Parent / Child" and puts loose links in Imported', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, corpusFile('chrome_nested.htm'));
    expect(await categoryNames(user)).toEqual([
      'Dev',
      'Dev / PHP',
      'Dev / Python',
      'Imported',
      'Linux, Unix OS,Other stuff',
      'MOOC',
      'Personal toolbar',
      'Self-hosting',
    ]);
    const tools = await allTools(user);
    const psr = tools.find((t) => t.url === 'http://www.php-fig.org/psr/');
    expect(psr).toMatchObject({ category: 'Dev / PHP', createdAt: '2016-06-15T17:51:24.000Z' });
    expect(tools.find((t) => t.url === 'https://regexcrossword.com/')?.category).toBe('Imported');
    expect(tools.find((t) => t.url === 'https://framasoft.org/')?.name).toBe(
      'Framasoft ~ Page portail du réseau',
    );
  });

  it('turns Firefox TAGS into keywords and <DD> into the description, skipping place: links', async () => {
    const user = await signUp(ctx.app);
    const result = await importOk(user, corpusFile('firefox_nested.htm'));
    expect(result.skipped).toBe(3);
    const tools = await allTools(user);
    expect(tools.some((t) => t.url.startsWith('place:'))).toBe(false);
    const commit = tools.find((t) => t.url.includes('commitstrip.com'));
    expect(commit).toMatchObject({
      category: 'Comics',
      keywords: ['webcomic', 'commit', 'code', 'review', 'dev'],
      description: 'The blog relating the daily life of web agency developers',
      createdAt: '2016-05-19T19:34:53.000Z',
    });
    expect(tools.find((t) => t.url === 'https://github.com/kafene/netscape-bookmark-parser')?.category).toBe(
      'Dev / PHP',
    );
  });

  it('reads Google microsecond ADD_DATEs as the right moment', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, corpusFile('google_bookmarks_nested.htm'));
    const tool = (await allTools(user)).find((t) => t.url === 'https://www.wordhippo.com/');
    expect(tool).toMatchObject({ category: 'Unlabeled', createdAt: '2018-01-09T16:34:57.781Z' });
  });

  it('reads Delicious and Scuttle tags and descriptions (lower-case tags, description attribute)', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, corpusFile('delicious.htm'));
    await importOk(user, corpusFile('scuttle.htm'));
    const tools = await allTools(user);
    expect(tools.find((t) => t.url === 'http://fontfamily.io/')?.keywords).toEqual([
      '@font-face',
      'os',
      'typography',
    ]);
    expect(tools.find((t) => t.url.includes('eurovoc'))).toMatchObject({
      description: 'Multilingual Thesaurus of the European Union',
      keywords: ['dictionary'],
    });
  });

  it('strips the BOM of the Internet Explorer file and keeps Safari folders without an outer <DL>', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, corpusFile('internet_explorer_11_nested.htm'));
    await importOk(user, corpusFile('safari_folded.htm'));
    const names = await categoryNames(user);
    expect(names).toContain('Autre Divers / doc');
    expect(names).toContain('Favoris');
    expect(names).not.toContain('Menu Signets');
    expect(names.every((n) => !n.includes('\uFEFF'))).toBe(true);
  });

  it('imports the broken Firefox file the way a browser shows it', async () => {
    const user = await signUp(ctx.app);
    const result = await importOk(user, corpusFile('firefox_corrupt.html'));
    expect(result).toEqual({ imported: 9, duplicates: 0, skipped: 1, categories: 4 });
    const tools = await allTools(user);
    expect(new Set(tools.map((t) => t.category))).toEqual(
      new Set(['Mozilla Firefox', 'test', 'Unsorted Bookmarks', 'Bookmarks Toolbar Folder']),
    );
    expect(tools.find((t) => t.url === 'http://test/post')).toMatchObject({
      description: 'item description',
      category: 'test',
    });
    expect(tools.find((t) => t.url === 'http://bogus-icon.mozilla.com/')).toMatchObject({
      description: 'Livemark test comment',
      icon: null,
    });
  });

  it('ignores a <script> injected after the list', async () => {
    const user = await signUp(ctx.app);
    const result = await importOk(user, corpusFile('shaarli_export_trailing_script.html'));
    expect(result.imported).toBe(2);
    const names = (await allTools(user)).map((t) => t.name);
    expect(names.some((n) => n.includes('function') || n.includes('<'))).toBe(false);
  });
});
