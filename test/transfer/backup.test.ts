// `npm run backup -- <file>` copies the live SQLite database while the app keeps writing to it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signUp, type SignedIn, type TestContext } from '../helper.js';
import { importFile } from '../../src/server/transfer/import.service.js';
import { readImportFile } from '../../src/server/transfer/read-import-file.js';
import { importOk } from './transfer-helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const netscape = (from: number, n: number) =>
  `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${Array.from(
    { length: n },
    (_, i) =>
      `<DT><A HREF="https://w${from + i}.example/" TAGS="t${i % 9}">Written ${from + i}</A>\n<DD>${'words '.repeat(40)}`,
  ).join('\n')}\n</DL><p>\n`;

function runBackup(dataDir: string, target: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'backup', '--', target], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

let ctx: TestContext;
let user: SignedIn;
let userId: number;
beforeAll(async () => {
  ctx = await build();
  user = await signUp(ctx.app);
  await importOk(user, netscape(0, 4000));
  const row = await ctx.database.db.selectFrom('users').select('id').where('username', '=', user.username);
  userId = (await row.executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx.close());

describe('npm run backup', () => {
  it('makes a copy that passes PRAGMA integrity_check while writes are going on', async () => {
    const target = path.join(ctx.dataDir, 'backups', 'copy.db');
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        // The import service itself (HTTP would hit the per-account import rate limit).
        const file = await readImportFile(Readable.from([Buffer.from(netscape(100_000 + writes * 50, 50))]));
        await importFile(ctx.database.db, userId, file);
        writes += 1;
        // SQLite calls settle as microtasks; yield so the child process's events get through.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const result = await runBackup(ctx.dataDir, target);
    const writesDuringBackup = writes;
    writing = false;
    await writer;

    expect(result.output).toContain('integrity_check: ok');
    expect(result.code).toBe(0);
    expect(writesDuringBackup).toBeGreaterThan(0);
    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const tools = (copy.prepare('SELECT count(*) AS n FROM tools').get() as { n: number }).n;
      // A snapshot of one moment: every completed import is whole (50 at a time on top of 4,000).
      expect(tools).toBeGreaterThanOrEqual(4000);
      expect((tools - 4000) % 50).toBe(0);
      const fts = copy
        .prepare("SELECT count(*) AS n FROM tools_words WHERE tools_words MATCH 'written'")
        .get() as {
        n: number;
      };
      expect(fts.n).toBe(tools);
    } finally {
      copy.close();
    }
    expect(fs.readdirSync(path.dirname(target))).toEqual(['copy.db']);
  });

  it('explains itself without a target, and refuses to overwrite the live database', async () => {
    const usage = await runBackup(ctx.dataDir, '');
    expect(usage.code).not.toBe(0);
    expect(usage.output).toContain('Usage: npm run backup -- <file>');
    const live = await runBackup(ctx.dataDir, path.join(ctx.dataDir, 'toolspace.db'));
    expect(live.code).not.toBe(0);
    expect(live.output).toContain('must not be the live database');
  });
});
