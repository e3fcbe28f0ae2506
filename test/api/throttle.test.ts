import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { createAuthService } from '../../src/server/modules/auth/auth.service.js';
import { FailureThrottle } from '../../src/server/modules/auth/failure-throttle.js';
import { build, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError } from './support.js';

describe('FailureThrottle', () => {
  const t0 = 1_700_000_000_000;

  it('blocks a key after 10 failures within a minute', () => {
    const throttle = new FailureThrottle();
    for (let i = 0; i < 9; i++) throttle.fail('user:ann', t0 + i * 1000);
    expect(throttle.isBlocked('user:ann', t0 + 9_500)).toBe(false);
    throttle.fail('user:ann', t0 + 10_000);
    expect(throttle.isBlocked('user:ann', t0 + 10_001)).toBe(true);
    expect(throttle.isBlocked('user:bob', t0 + 10_001)).toBe(false);
  });

  it('lets the owner in again once the oldest failures age out of the window', () => {
    const throttle = new FailureThrottle(10, 60_000);
    for (let i = 0; i < 10; i++) throttle.fail('user:ann', t0 + i * 1000);
    expect(throttle.isBlocked('user:ann', t0 + 59_999)).toBe(true);
    // the first failure (t0) is now a minute old: 9 remain in the window
    expect(throttle.isBlocked('user:ann', t0 + 60_000)).toBe(false);
    expect(throttle.isBlocked('user:ann', t0 + 10 * 60_000)).toBe(false);
  });

  it('does not count failures older than the window', () => {
    const throttle = new FailureThrottle(3, 1000);
    throttle.fail('k', t0);
    throttle.fail('k', t0 + 500);
    throttle.fail('k', t0 + 1500);
    throttle.fail('k', t0 + 1600);
    expect(throttle.isBlocked('k', t0 + 1700)).toBe(false);
    throttle.fail('k', t0 + 1800);
    expect(throttle.isBlocked('k', t0 + 1900)).toBe(true);
  });
});

describe('sign-in throttling over HTTP', () => {
  let ctx: TestContext;
  let owner: SignedIn;

  beforeAll(async () => {
    ctx = await build();
    owner = await signUp(ctx.app, 'throttled-owner');
  });
  afterAll(() => ctx.close());

  const signin = (username: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/signin', payload: { username, password }, remoteAddress });

  it('answers 429 after 10 failed sign-ins a minute for one account, from any address', async () => {
    for (let i = 0; i < 10; i++) {
      expectError(await signin(owner.username, 'wrong password', `10.2.0.${i + 1}`), 401);
    }
    // even the right password from a fresh address is refused for now: the account key is blocked
    const res = await signin(owner.username, owner.password, '10.2.1.1');
    expectError(res, 429);
    expect(res.json<{ message: string }>().message).not.toMatch(/password/i);
    // other accounts are unaffected
    expect((await signin('someone-else', 'x', '10.2.1.2')).statusCode).toBe(401);
  });

  it('answers 429 after 10 failed sign-ins a minute from one address, whatever the account', async () => {
    for (let i = 0; i < 10; i++) {
      expectError(await signin(`nobody-${i}`, 'wrong password', '10.3.0.1'), 401);
    }
    expectError(await signin('nobody-else', 'wrong password', '10.3.0.1'), 429);
    // a different address still gets an honest answer
    expectError(
      await signin('nobody-else', 'wrong password', '10.3.0.2'),
      401,
      'Invalid username or password',
    );
  });

  it('answers 429 past 30 sign-up attempts a minute from one address', async () => {
    const bad = { name: 'x', username: 'a', email: 'bad', password: 'short' };
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: bad,
        remoteAddress: '10.4.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    expectError(
      await ctx.app.inject({ method: 'POST', url: '/api/signup', payload: bad, remoteAddress: '10.4.0.1' }),
      429,
    );
  });
});

describe('sign-in throttling with a fake clock', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let clock = 1_700_000_000_000;

  beforeAll(async () => {
    ctx = await build();
    const auth = createAuthService(ctx.database.db, {
      sessionTtlMs: 30 * 24 * 3600 * 1000,
      throttle: new FailureThrottle(10, 60_000, () => clock),
    });
    app = await buildApp({
      config: { logLevel: 'silent', trustProxy: false, corsOrigins: [] },
      services: { ...ctx.services, auth },
    });
    await signUp(app, 'clocked-owner');
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const signin = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { username: 'clocked-owner', password },
      remoteAddress,
    });

  it('lets the real owner sign in again once the minute has passed', async () => {
    for (let i = 0; i < 10; i++) {
      clock += 1000;
      expectError(await signin('guessing wrong', `10.5.0.${i + 1}`), 401);
    }
    expectError(await signin('correct horse battery', '10.5.1.1'), 429);
    clock += 30_000;
    expectError(await signin('correct horse battery', '10.5.1.1'), 429);
    clock += 21_000; // the first failure is now a minute old: nine remain in the window
    expect((await signin('correct horse battery', '10.5.1.1')).statusCode).toBe(200);
  });
});
