// `npm run backup -- <file>`: a consistent copy of the SQLite database while the server keeps running.
// SQLite's online backup API copies the pages under one read transaction, so the copy is a snapshot of
// one moment; WAL mode lets the server keep writing meanwhile.
// The copy goes to a temporary file first and is renamed into place only after PRAGMA integrity_check.
// Plain JavaScript on purpose: it runs without a build, from any checkout with node_modules.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const target = process.argv[2];
if (!target || target.startsWith('-'))
  fail('Usage: npm run backup -- <file>   (e.g. npm run backup -- backups/toolspace.db)');
if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set: this server uses PostgreSQL. Back it up with pg_dump, e.g. pg_dump "$DATABASE_URL" > toolspace.sql',
  );
}

const dataDir = process.env.DATA_DIR || './data';
const source = path.resolve(dataDir, 'toolspace.db');
if (!fs.existsSync(source)) fail(`No database at ${source} (set DATA_DIR to the server's data directory)`);

const destination = path.resolve(target);
if (destination === source) fail('The backup file must not be the live database itself');
fs.mkdirSync(path.dirname(destination), { recursive: true });
const partial = `${destination}.partial-${process.pid}`;

const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
try {
  const started = Date.now();
  // All remaining pages in one step: one read transaction, so a busy writer can never force the copy
  // to restart over and over (SQLite restarts a stepwise backup whenever another connection writes).
  await db.backup(partial, { progress: () => 0x7fffffff });
  // One self-contained file (no -wal/-shm beside it); the server turns WAL back on when it opens it.
  const copy = new Database(partial);
  copy.pragma('journal_mode = DELETE');
  const check = copy.pragma('integrity_check', { simple: true });
  const tools = copy.prepare('SELECT count(*) AS n FROM tools').get().n;
  const users = copy.prepare('SELECT count(*) AS n FROM users').get().n;
  copy.close();
  if (check !== 'ok') throw new Error(`integrity_check on the copy said: ${check}`);
  fs.renameSync(partial, destination);
  const mb = (fs.statSync(destination).size / 1024 / 1024).toFixed(1);
  console.log(
    `Backed up ${source} to ${destination} (${mb} MB, ${users} users, ${tools} tools) in ${Date.now() - started} ms; integrity_check: ok`,
  );
} catch (err) {
  fs.rmSync(partial, { force: true });
  fail(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  db.close();
}
