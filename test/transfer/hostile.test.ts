// Files and requests made to hurt: script URLs, absurd nesting, broken bytes, huge bodies, markup in
// text, somebody else's data, and a failure half-way through an import.
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type TestContext } from '../helper.js';
import { allTools, categoryNames, importBody, importOk } from './transfer-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx.close());

const netscape = (inner: string) =>
  `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\n<H1>Bookmarks</H1>\n<DL><p>\n${inner}\n</DL><p>\n`;

describe('hostile import files', () => {
  it('skips and counts javascript:, data:, file:, chrome: and place: links', async () => {
    const user = await signUp(ctx.app);
    const result = await importOk(
      user,
      netscape(`<DT><A HREF="javascript:alert(document.cookie)">js</A>
<DT><A HREF=" JavaScript:alert(1)">js upper</A>
<DT><A HREF="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data</A>
<DT><A HREF="file:///etc/passwd">file</A>
<DT><A HREF="chrome://settings">chrome</A>
<DT><A HREF="place:sort=8">place</A>
<DT><A HREF="https://ok.example/">ok</A>`),
    );
    expect(result).toEqual({ imported: 1, duplicates: 0, skipped: 6, categories: 1 });
    expect((await allTools(user)).map((t) => t.url)).toEqual(['https://ok.example/']);
  });

  it('survives 10,000 nested folders and names the category by its deepest folders', async () => {
    const depth = 10_000;
    const open = Array.from({ length: depth }, (_, i) => `<DT><H3>F${i}</H3><DL><p>`).join('\n');
    const file = netscape(
      `${open}\n<DT><A HREF="https://deep.example/">deep</A>\n${'</DL><p>\n'.repeat(depth)}`,
    );
    const user = await signUp(ctx.app);
    expect(await importOk(user, file)).toMatchObject({ imported: 1, categories: 1 });
    const [tool] = await allTools(user);
    expect(tool?.category.length).toBeLessThanOrEqual(100);
    expect(tool?.category.startsWith('… / ')).toBe(true);
    expect(tool?.category.endsWith(`F${depth - 2} / F${depth - 1}`)).toBe(true);

    const unclosed = netscape(`${open}\n<DT><A HREF="https://deeper.example/">deeper</A>`);
    expect(await importOk(user, unclosed)).toMatchObject({ imported: 1 });
  });

  it('reads invalid UTF-8 as replacement characters instead of failing', async () => {
    const user = await signUp(ctx.app);
    const [head, tail] = netscape('<DT><A HREF="https://bytes.example/">Caf@@</A>').split('@@');
    // Lone continuation byte, truncated sequence, bytes never valid in UTF-8, an encoded surrogate.
    const bytes = Buffer.concat([
      Buffer.from(head!),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
      Buffer.from(tail!),
    ]);
    const result = await importOk(user, bytes);
    expect(result.imported).toBe(1);
    const [tool] = await allTools(user);
    expect(tool?.name.startsWith('Caf')).toBe(true);
    expect(tool?.name).toContain('\uFFFD');
  });

  it('keeps markup in titles and tags as text, and escapes it in the HTML export', async () => {
    const user = await signUp(ctx.app);
    await importOk(
      user,
      netscape(`<DT><H3>&lt;img src=x onerror=alert(1)&gt;</H3>
<DL><p>
<DT><A HREF="https://xss.example/?q=&quot;&gt;&lt;b&gt;" TAGS="&lt;script&gt;,&quot;quoted&quot;">&lt;script&gt;alert(1)&lt;/script&gt;</A>
<DD>&lt;iframe src=javascript:alert(1)&gt;
</DL><p>`),
    );
    const [tool] = await allTools(user);
    expect(tool).toMatchObject({
      name: '<script>alert(1)</script>',
      keywords: ['<script>', '"quoted"'],
      description: '<iframe src=javascript:alert(1)>',
      category: '<img src=x onerror=alert(1)>',
      url: 'https://xss.example/?q="><b>',
    });
    const html = (await user.request({ method: 'GET', url: '/api/export?format=html' })).body;
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;</A>');
    expect(html).toContain('TAGS="&lt;script&gt;,&quot;quoted&quot;"');
    expect(html).toContain('HREF="https://xss.example/?q=&quot;&gt;&lt;b&gt;"');
    expect(html).toContain('>&lt;img src=x onerror=alert(1)&gt;</H3>');
  });
});

describe('hostile requests', () => {
  it('answers 413 for a 60 MB body, with or without a Content-Length', async () => {
    const user = await signUp(ctx.app);
    const big = Buffer.alloc(60 * 1024 * 1024, 'a');
    const declared = await importBody(user, big);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ statusCode: 413, message: 'Import files can be at most 50 MB' });

    const streamed = await user.request({
      method: 'POST',
      url: '/api/import',
      headers: { 'content-type': 'text/html', 'transfer-encoding': 'chunked' },
      payload: Readable.from(
        (function* () {
          for (let i = 0; i < 60; i++) yield Buffer.alloc(1024 * 1024, i === 0 ? '<' : 'a');
        })(),
      ),
    });
    expect(streamed.statusCode).toBe(413);
    expect(await allTools(user)).toEqual([]);
  });

  it('answers a clear 400 for files that are not bookmark files', async () => {
    const user = await signUp(ctx.app);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const body of [
      png,
      'just some text',
      '<html><body><p>Hello <a href="https://x.example">x</a></p></body></html>',
      '',
    ]) {
      const res = await importBody(user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^This is not a bookmark file/);
    }
    const json = await importBody(user, '{"hello": "world"}', 'application/json');
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/not a Toolspace backup/);
    const newer = await importBody(
      user,
      '{"format":"toolspace-backup","version":99,"tools":[]}',
      'application/json',
    );
    expect(newer.json().message).toMatch(/newer Toolspace/);
    expect(await categoryNames(user)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/import', payload: netscape('') });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/export?format=json' })).statusCode).toBe(401);
  });

  it("never puts another user's data in an export", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    await importOk(alice, netscape('<DT><A HREF="https://alice-secret.example/">Alice secret</A>'));
    await importOk(bob, netscape('<DT><A HREF="https://bob.example/">Bob</A>'));
    for (const format of ['html', 'json']) {
      const body = (await bob.request({ method: 'GET', url: `/api/export?format=${format}` })).body;
      expect(body).toContain('bob.example');
      expect(body).not.toContain('alice-secret');
    }
  });

  it('leaves the account exactly as it was when an import fails half-way', async () => {
    const user = await signUp(ctx.app);
    await importOk(user, netscape('<DT><A HREF="https://before.example/">Before</A>'));
    const count = async (table: 'tools' | 'categories' | 'jobs') =>
      Number(
        (
          await ctx.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = {
      tools: await count('tools'),
      categories: await count('categories'),
      jobs: await count('jobs'),
    };
    // A real database failure deep inside the transaction: the 900th of 1,000 rows is refused.
    const db = ctx.database.db;
    const postgres = ctx.database.dialect === 'postgres';
    if (postgres) {
      await sql`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON tools FOR EACH ROW WHEN (new.url = 'https://boom.example/900') EXECUTE FUNCTION refuse_boom()`.execute(
        db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON tools WHEN new.url = 'https://boom.example/900' BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
        db,
      );
    }
    try {
      const links = Array.from(
        { length: 1000 },
        (_, i) => `<DT><A HREF="https://boom.example/${i}">n${i}</A>`,
      );
      const res = await importBody(
        user,
        netscape(`<DT><H3>New folder</H3><DL><p>${links.join('\n')}</DL><p>`),
      );
      expect(res.statusCode).toBe(500);
    } finally {
      await sql.raw(postgres ? 'DROP TRIGGER refuse_boom ON tools' : 'DROP TRIGGER refuse_boom').execute(db);
      if (postgres) await sql`DROP FUNCTION refuse_boom()`.execute(db);
    }
    expect({
      tools: await count('tools'),
      categories: await count('categories'),
      jobs: await count('jobs'),
    }).toEqual(before);
    expect((await allTools(user)).map((t) => t.url)).toEqual(['https://before.example/']);
  });
});
