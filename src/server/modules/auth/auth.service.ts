// Accounts and sessions: sign-up, sign-in, sign-out and token checks. Tokens are 256 random bits,
// stored only as SHA-256 hashes, sliding out after SESSION_TTL of disuse.
import { createHash, randomBytes } from 'node:crypto';
import type { Session, SigninInput, SignupInput } from '../../../shared/schemas.js';
import { messages } from '../../../shared/messages.js';
import type { Db } from '../../db/types.js';
import { now } from '../../db/types.js';
import { AppError, conflict, tooManyRequests } from '../../errors.js';
import { FailureThrottle } from './failure-throttle.js';
import { hashPassword, verifyDummy, verifyPassword } from './passwords.js';
import * as sessions from './sessions.repo.js';
import * as users from './users.repo.js';

export interface AuthUser {
  id: number;
  username: string;
  email: string;
  name: string;
}

const TOUCH_EVERY_MS = 60_000;
/**
 * A token checked in the last second is trusted again without a query (one of the three queries of a
 * GET /api/tools). Sign-out and expiry in this process drop it at once; a sign-out served by another
 * process (PostgreSQL, several app processes) takes effect here within this long.
 */
export const SESSION_RECHECK_MS = 1000;
const RECENT_MAX = 10_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createAuthService(db: Db, options: { sessionTtlMs: number; throttle?: FailureThrottle }) {
  const throttle = options.throttle ?? new FailureThrottle();
  const recent = new Map<string, { user: AuthUser; until: number; expiresAt: number }>();

  async function startSession(user: AuthUser): Promise<Session> {
    const token = randomBytes(32).toString('base64url');
    const at = new Date();
    await sessions.insertSession(db, {
      userId: user.id,
      tokenHash: hashToken(token),
      at: at.toISOString(),
      expiresAt: new Date(at.getTime() + options.sessionTtlMs).toISOString(),
    });
    return { token, username: user.username, email: user.email, name: user.name };
  }

  function guard(keys: string[]) {
    if (keys.some((k) => throttle.isBlocked(k)))
      throw tooManyRequests('Too many attempts, please wait a minute');
  }

  return {
    async signup(input: SignupInput, ip: string): Promise<Session> {
      guard([`ip:${ip}`]);
      if (await users.findUserByUsername(db, input.username)) {
        throttle.fail(`ip:${ip}`);
        throw conflict(messages.usernameTaken);
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await users.insertUser(db, { ...input, passwordHash });
        return await startSession(row);
      } catch (err) {
        if (/unique|duplicate/i.test(String(err))) throw conflict(messages.usernameTaken);
        throw err;
      }
    },

    async signin(input: SigninInput, ip: string): Promise<Session> {
      const keys = [`ip:${ip}`, `user:${input.username}`];
      guard(keys);
      const user = await users.findUserByUsername(db, input.username);
      const ok = user
        ? await verifyPassword(user.password_hash, input.password)
        : await verifyDummy(input.password);
      if (!user || !ok) {
        keys.forEach((k) => throttle.fail(k));
        throw new AppError(401, 'invalid_login', messages.invalidLogin);
      }
      return startSession(user);
    },

    async signout(token: string) {
      recent.delete(hashToken(token));
      await sessions.deleteSession(db, hashToken(token));
    },

    /** The user a bearer token belongs to, or null when it is unknown, revoked or expired. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const tokenHash = hashToken(token);
      const at = Date.now();
      const seen = recent.get(tokenHash);
      if (seen && seen.until > at && seen.expiresAt > at) return seen.user;
      recent.delete(tokenHash);
      const row = await sessions.findSessionUser(db, tokenHash);
      if (!row) return null;
      let expiresAt = Date.parse(row.expiresAt);
      if (expiresAt <= at) {
        await sessions.deleteSession(db, tokenHash);
        return null;
      }
      if (at - Date.parse(row.lastUsedAt) > TOUCH_EVERY_MS) {
        expiresAt = at + options.sessionTtlMs;
        await sessions.touchSession(db, row.sessionId, now(), new Date(expiresAt).toISOString());
      }
      const user = { id: row.userId, username: row.username, email: row.email, name: row.name };
      if (recent.size >= RECENT_MAX) recent.clear();
      recent.set(tokenHash, { user, until: at + SESSION_RECHECK_MS, expiresAt });
      return user;
    },

    purgeExpiredSessions() {
      return sessions.deleteExpiredSessions(db, now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
