import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqlitePath } from '../../src/server/db/connect.js';
import type { Session } from '../../src/shared/schemas.js';
import { build, createPgSchema, dropPgSchema, signUp, usePostgres, type TestContext } from '../helper.js';
import { saveTool, type Category, type Tool, type ToolList } from './support.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('restart persistence', () => {
  it('keeps users, sessions, categories, tools and the search index across a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-restart-'));
    const pgSchema = usePostgres ? await createPgSchema() : undefined;
    const first = await build({ dataDir, ...(pgSchema ? { pgSchema } : {}), keep: true });
    const user = await signUp(first.app, 'persistent');
    const tool = await saveTool(user, {
      name: 'Survivor',
      url: 'https://survivor.example/',
      category: 'Keep',
      keywords: 'durable, kept',
      description: 'Still here after a restart',
    });
    await user.request({
      method: 'POST',
      url: '/api/createCategory',
      payload: { data: { name: 'Empty but kept' } },
    });
    await first.close();

    const second = await build({ dataDir, ...(pgSchema ? { pgSchema } : {}) });
    try {
      const auth = { authorization: `Bearer ${user.token}` };
      const me = await second.app.inject({ method: 'GET', url: '/api/me', headers: auth });
      expect(me.statusCode).toBe(200);
      const read = await second.app.inject({ method: 'GET', url: `/api/tools/${tool.id}`, headers: auth });
      expect(read.json<{ tool: Tool }>().tool).toEqual(tool);
      const found = await second.app.inject({ method: 'GET', url: '/api/tools?q=durable', headers: auth });
      expect(found.json<ToolList>().tools.map((t) => t.id)).toEqual([tool.id]);
      const categories = await second.app.inject({ method: 'GET', url: '/api/category', headers: auth });
      expect(categories.json<{ categories: Category[] }>().categories.map((c) => [c.name, c.count])).toEqual([
        ['Empty but kept', 0],
        ['Keep', 1],
      ]);
      const signin = await second.app.inject({
        method: 'POST',
        url: '/api/signin',
        payload: { username: 'persistent', password: user.password },
      });
      expect(signin.statusCode).toBe(200);
      // new writes keep working and ids keep counting up
      const next = await second.app.inject({
        method: 'POST',
        url: '/api/createTools',
        headers: auth,
        payload: { data: { name: 'Next', url: 'https://next.example/', category: 'Keep', keywords: 'x' } },
      });
      expect(next.statusCode).toBe(201);
      expect(next.json<{ data: Tool }>().data.id).toBeGreaterThan(tool.id);
    } finally {
      await second.close();
      if (pgSchema) await dropPgSchema(pgSchema);
    }
  });
});

describe('secrets at rest', () => {
  let ctx: TestContext | undefined;
  afterAll(() => ctx?.close());

  it('stores no password or token, only an argon2id hash and SHA-256 token hashes', async () => {
    ctx = await build();
    const password = 'Plaintext-Zebra-Password-7731';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { name: 'Secret Keeper', username: 'secret.keeper', email: 'keeper@example.test', password },
    });
    expect(signup.statusCode).toBe(201);
    const tokens = [signup.json<{ data: Session }>().data.token];
    const signin = await ctx.app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { username: 'secret.keeper', password },
    });
    tokens.push(signin.json<Session>().token);
    const auth = { authorization: `Bearer ${tokens[0]}` };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/createTools',
      headers: auth,
      payload: {
        data: {
          name: 'Marker-Tool-Name-5521',
          url: 'https://marker.example/',
          category: 'Dev',
          keywords: 'x',
        },
      },
    });
    expect(created.statusCode).toBe(201);

    // Every row of the user and session tables, whatever the dialect
    const users = await ctx.database.db.selectFrom('users').selectAll().execute();
    const sessions = await ctx.database.db.selectFrom('sessions').selectAll().execute();
    const rows = JSON.stringify([users, sessions]);
    expect(rows).toContain('secret.keeper');
    expect(rows).not.toContain(password);
    for (const token of tokens) {
      expect(rows).not.toContain(token);
      expect(sessions.map((s) => s.token_hash)).toContain(sha256(token));
    }
    expect(users.find((u) => u.username === 'secret.keeper')?.password_hash).toMatch(/^\$argon2id\$/);

    if (usePostgres) return; // the rows above are all PostgreSQL stores of these tables

    // SQLite: the raw bytes of every file under DATA_DIR (database, WAL, shared memory), open and closed
    const dataDir = ctx.dataDir;
    expect(fs.existsSync(`${sqlitePath(dataDir)}-wal`)).toBe(true);
    const check = (label: string) => {
      const files = fs
        .readdirSync(dataDir, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile());
      const bytes = Buffer.concat(files.map((f) => fs.readFileSync(path.join(f.parentPath, f.name))));
      // the grep works: what must be stored is found
      expect(bytes.includes('Marker-Tool-Name-5521'), label).toBe(true);
      expect(bytes.includes(sha256(tokens[1] ?? '')), label).toBe(true);
      expect(bytes.includes(password), label).toBe(false);
      for (const token of tokens) expect(bytes.includes(token), label).toBe(false);
    };
    check('while open');
    await ctx.app.close();
    await ctx.database.close();
    check('after close');
    fs.rmSync(dataDir, { recursive: true, force: true });
    ctx = undefined;
  });
});
