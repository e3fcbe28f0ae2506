// The README's backup and restore, done for real: pg_dump a live database, pg_restore it into an empty
// one, and a process on the copy signs the same user in, finds their tools by search, serves their
// stored files, and saves new tools (sequences restored, triggers back in place).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminQuery, call, createDatabase, startApp, type AppProcess, type TestDatabase } from './support.js';

const run = promisify(execFile);
const databases: TestDatabase[] = [];
const apps: AppProcess[] = [];
const dumpFile = path.join(os.tmpdir(), `toolspace-${randomBytes(4).toString('hex')}.dump`);

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  for (const database of databases) await database.drop();
  fs.rmSync(dumpFile, { force: true });
});

const user = {
  name: 'Backed Up',
  username: 'backedup',
  email: 'b@example.test',
  password: 'correct horse battery',
};

describe('backup with pg_dump, restore with pg_restore', () => {
  it('restores users, sessions, tools, search and files into a working install', async () => {
    const original = await createDatabase();
    databases.push(original);
    const first = await startApp(original.url);
    apps.push(first);
    const signup = await call<{ data: { token: string } }>(first, 'POST', '/api/signup', { body: user });
    const token = signup.body.data.token;
    const created = await call<{ data: { id: number } }>(first, 'POST', '/api/createTools', {
      token,
      body: {
        data: { name: 'Restic', url: 'https://restic.net/', category: 'Backups', keywords: 'snapshots' },
      },
    });
    expect(created.status).toBe(201);
    const key = `${randomBytes(16).toString('hex')}.webp`;
    await adminQuery(
      `INSERT INTO files (key, content_type, data, size, created_at)
       VALUES ('${key}', 'image/webp', '\\x52494646', 4, '2024-01-01T00:00:00.000Z')`,
      original.url,
    );

    await run('pg_dump', ['-Fc', '-f', dumpFile, original.url]);
    const copy = await createDatabase();
    databases.push(copy);
    await run('pg_restore', ['--no-owner', '-d', copy.url, dumpFile]);
    const restored = await startApp(copy.url);
    apps.push(restored);

    expect((await call<{ username: string }>(restored, 'GET', '/api/me', { token })).body.username).toBe(
      'backedup',
    );
    const signin = await call(restored, 'POST', '/api/signin', {
      body: { username: user.username, password: user.password },
    });
    expect(signin.status).toBe(200);
    const found = await call<{ tools: Array<{ id: number }> }>(restored, 'GET', '/api/tools?q=resti', {
      token,
    });
    expect(found.body.tools.map((t) => t.id)).toEqual([created.body.data.id]);
    const file = await fetch(`${restored.baseUrl}/files/${key}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('RIFF');

    const more = await call<{ data: { id: number } }>(restored, 'POST', '/api/createTools', {
      token,
      body: {
        data: { name: 'Borg', url: 'https://borgbackup.org/', category: 'Backups', keywords: 'dedup' },
      },
    });
    expect(more.status, JSON.stringify(more.body)).toBe(201);
    expect(more.body.data.id).toBeGreaterThan(created.body.data.id);
    const borg = await call<{ tools: Array<{ id: number }> }>(restored, 'GET', '/api/tools?q=dedup', {
      token,
    });
    expect(borg.body.tools.map((t) => t.id)).toEqual([more.body.data.id]);
  });
});
