import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me, Session } from '../../src/shared/schemas.js';
import { build, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError } from './support.js';

let ctx: TestContext;
let ann: SignedIn;
let ipCounter = 0;

/** Each test uses its own client address, so sign-in throttling in one test never leaks into another. */
const freshIp = () => `10.1.0.${++ipCounter}`;

function post(
  url: string,
  payload: object,
  remoteAddress = freshIp(),
  headers: InjectOptions['headers'] = {},
) {
  return ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
}

const signupBody = (username: string, extra: Record<string, unknown> = {}) => ({
  name: 'Ann Example',
  username,
  email: `${username}@example.test`,
  password: 'correct horse battery',
  ...extra,
});

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  ctx = await build();
  ann = await signUp(ctx.app, 'ann');
});
afterAll(() => ctx.close());

describe('POST /api/signup', () => {
  it('creates an account and answers 201 with {data:{token,username,email,name}}', async () => {
    const res = await post('/api/signup', signupBody('new.user_1-a'));
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Session }>();
    expect(Object.keys(data).sort()).toEqual(['email', 'name', 'token', 'username']);
    expect(data).toMatchObject({
      username: 'new.user_1-a',
      email: 'new.user_1-a@example.test',
      name: 'Ann Example',
    });
    // 32 random bytes, base64url: at least 256 bits
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect((await me(data.token)).statusCode).toBe(200);
  });

  it("treats usernames as case sensitive: 'Ann' and 'ann' are different users", async () => {
    const res = await post('/api/signup', signupBody('Ann', { name: 'Capital Ann' }));
    expect(res.statusCode).toBe(201);
    const upper = res.json<{ data: Session }>().data;
    expect((await me(ann.token)).json<Me>()).toMatchObject({ username: 'ann', name: 'Name of ann' });
    expect((await me(upper.token)).json<Me>()).toMatchObject({ username: 'Ann', name: 'Capital Ann' });
  });

  it("refuses a taken username with 409 'That username is taken'", async () => {
    expectError(await post('/api/signup', signupBody('ann')), 409, 'That username is taken');
  });

  it('accepts usernames of 3 to 32 letters, digits, ".", "_" and "-"', async () => {
    for (const username of ['a.b', 'Z_9-z.Q', 'x'.repeat(32)]) {
      const res = await post('/api/signup', signupBody(username));
      expect(res.statusCode, `${username}: ${res.body}`).toBe(201);
    }
  });

  it('rejects usernames that are too short, too long or use other characters', async () => {
    for (const username of ['ab', 'x'.repeat(33), 'ann smith', 'ann@home', 'änn', 'a/b', '']) {
      const res = await post('/api/signup', signupBody(username));
      expectError(res, 400, /[Uu]sername/);
    }
  });

  it('accepts passwords of 8 and 256 characters and rejects 7 and 257', async () => {
    expect((await post('/api/signup', signupBody('pw8', { password: '12345678' }))).statusCode).toBe(201);
    expect((await post('/api/signup', signupBody('pw256', { password: 'p'.repeat(256) }))).statusCode).toBe(
      201,
    );
    expectError(await post('/api/signup', signupBody('pw7', { password: '1234567' })), 400, /at least 8/);
    expectError(
      await post('/api/signup', signupBody('pw257', { password: 'p'.repeat(257) })),
      400,
      /at most 256/,
    );
  });

  it('validates the email address', async () => {
    for (const email of ['not-an-email', 'a@', '@example.test', 'a b@example.test']) {
      expectError(await post('/api/signup', signupBody('mail.user', { email })), 400, /email/);
    }
    expect((await post('/api/signup', signupBody('mail.user'))).statusCode).toBe(201);
  });

  it("answers 'Invalid credentials' when the username or password is missing", async () => {
    const { username: _u, ...noUsername } = signupBody('nouser');
    const { password: _p, ...noPassword } = signupBody('nopass');
    expectError(await post('/api/signup', noUsername), 400, 'Invalid credentials');
    expectError(await post('/api/signup', noPassword), 400, 'Invalid credentials');
  });

  it("answers 'Invalid data provided' when the name is missing or blank", async () => {
    expectError(
      await post('/api/signup', signupBody('noname', { name: '   ' })),
      400,
      'Invalid data provided',
    );
    const { name: _n, ...noName } = signupBody('noname');
    expectError(await post('/api/signup', noName), 400, 'Invalid data provided');
  });

  it('stores an argon2id hash, never the password', async () => {
    const row = await ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'ann')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(ann.password);
  });
});

describe('POST /api/signin', () => {
  it('answers 200 with {token,username,email,name} and a new working session', async () => {
    const res = await post('/api/signin', { username: 'ann', password: ann.password });
    expect(res.statusCode).toBe(200);
    const session = res.json<Session>();
    expect(Object.keys(session).sort()).toEqual(['email', 'name', 'token', 'username']);
    expect(session).toMatchObject({ username: 'ann', email: 'ann@example.test', name: 'Name of ann' });
    expect(session.token).not.toBe(ann.token);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await me(ann.token)).statusCode).toBe(200);
  });

  it("says 'Invalid username or password' for a wrong password and an unknown user alike", async () => {
    const wrong = await post('/api/signin', { username: 'ann', password: 'wrong password!' });
    const unknown = await post('/api/signin', { username: 'nobody-here', password: ann.password });
    const wrongCase = await post('/api/signin', { username: 'ANN', password: ann.password });
    for (const res of [wrong, unknown, wrongCase]) expectError(res, 401, 'Invalid username or password');
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.headers['www-authenticate']).toBeUndefined();
  });

  it('spends the same hashing work on an unknown user as on a wrong password', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await post('/api/signin', { username, password: 'not the password' });
      return performance.now() - started;
    };
    await time('nobody-warm-up');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time('ann'));
      unknown.push(await time(`nobody-${i}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2] ?? 0;
    // Without the dummy verification an unknown user answers ~20-50x faster; allow generous noise.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.25);
  });

  it("answers 'Invalid credentials' when the username or password is missing or empty", async () => {
    for (const body of [
      { username: 'ann' },
      { password: 'x' },
      { username: '', password: 'x' },
      { username: 'ann', password: '' },
      {},
    ]) {
      expectError(await post('/api/signin', body), 400, 'Invalid credentials');
    }
  });

  it("answers 'Invalid credentials' to a missing or non-object body", async () => {
    for (const url of ['/api/signin', '/api/signup']) {
      expectError(
        await ctx.app.inject({ method: 'POST', url, remoteAddress: freshIp() }),
        400,
        'Invalid credentials',
      );
      for (const payload of ['null', '[]', '"ann"']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
          remoteAddress: freshIp(),
        });
        expectError(res, 400, 'Invalid credentials');
      }
    }
  });

  it('signs in with a 64-character passphrase exactly, and not with a near miss', async () => {
    const passphrase = 'Tr0ub4dor&3 correct-horse battery-staple :: 64 characters long!!';
    expect(passphrase).toHaveLength(64);
    expect((await post('/api/signup', signupBody('passphraser', { password: passphrase }))).statusCode).toBe(
      201,
    );
    expect((await post('/api/signin', { username: 'passphraser', password: passphrase })).statusCode).toBe(
      200,
    );
    expectError(
      await post('/api/signin', { username: 'passphraser', password: passphrase.slice(0, 63) }),
      401,
      'Invalid username or password',
    );
    expectError(
      await post('/api/signin', { username: 'passphraser', password: `${passphrase}!` }),
      401,
      'Invalid username or password',
    );
  });
});

describe('POST /api/signout', () => {
  it('answers 204 and revokes that token only', async () => {
    const other = (await post('/api/signin', { username: 'ann', password: ann.password })).json<Session>();
    const doomed = (await post('/api/signin', { username: 'ann', password: ann.password })).json<Session>();
    const res = await post('/api/signout', {}, undefined, { authorization: `Bearer ${doomed.token}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectError(await me(doomed.token), 401, 'Please sign in');
    expectError(await post('/api/signout', {}, undefined, { authorization: `Bearer ${doomed.token}` }), 401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expectError(await post('/api/signout', {}), 401, 'Please sign in');
  });
});

describe('GET /api/me', () => {
  it('returns {username,email,name} and nothing else', async () => {
    const res = await me(ann.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<Me>()).toEqual({ username: 'ann', email: 'ann@example.test', name: 'Name of ann' });
  });

  it('answers 401 without a token, with another scheme, or with an unknown token', async () => {
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/me' }), 401, 'Please sign in');
    for (const authorization of [`Basic ${ann.token}`, 'Bearer', `Bearer ${ann.token}x`, ann.token]) {
      expectError(await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } }), 401);
    }
  });

  it('answers 401 once the session has expired, and forgets it', async () => {
    const session = (await post('/api/signin', { username: 'ann', password: ann.password })).json<Session>();
    const tokenHash = createHash('sha256').update(session.token).digest('hex');
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
    expectError(await me(session.token), 401, 'Please sign in');
    const left = await ctx.database.db
      .selectFrom('sessions')
      .select('id')
      .where('token_hash', '=', tokenHash)
      .execute();
    expect(left).toEqual([]);
  });

  it('purges expired sessions (run at start-up), keeping live ones', async () => {
    const session = (await post('/api/signin', { username: 'ann', password: ann.password })).json<Session>();
    const tokenHash = createHash('sha256').update(session.token).digest('hex');
    await ctx.database.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash)
      .execute();
    await ctx.services.auth.purgeExpiredSessions();
    const hashes = (await ctx.database.db.selectFrom('sessions').select('token_hash').execute()).map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(tokenHash);
    expect(hashes).toContain(createHash('sha256').update(ann.token).digest('hex'));
  });

  it('slides the expiry 30 days forward when a session is used after a pause', async () => {
    const session = (await post('/api/signin', { username: 'ann', password: ann.password })).json<Session>();
    const tokenHash = createHash('sha256').update(session.token).digest('hex');
    const day = 24 * 3600 * 1000;
    await ctx.database.db
      .updateTable('sessions')
      .set({
        last_used_at: new Date(Date.now() - 10 * day).toISOString(),
        expires_at: new Date(Date.now() + 20 * day).toISOString(),
      })
      .where('token_hash', '=', tokenHash)
      .execute();
    expect((await me(session.token)).statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('sessions')
      .select(['expires_at', 'last_used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(29 * day);
    expect(Date.now() - Date.parse(row.last_used_at)).toBeLessThan(60_000);
  });
});
