// A token checked in the last second is trusted again without a query (auth.service SESSION_RECHECK_MS).
// Revocation must still hold: at once in the process that signs out, within a second in any other.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/connect.js';
import { createAuthService, SESSION_RECHECK_MS } from './auth.service.js';

describe('session re-check', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const options = { sessionTtlMs: 3600_000 };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolspace-session-'));
    database = await openDatabase({ dataDir });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signup = (auth: ReturnType<typeof createAuthService>, username: string) =>
    auth.signup(
      { name: username, username, email: `${username}@example.test`, password: 'correct horse 1' },
      '::1',
    );

  it('refuses a token at once after sign-out in the same process', async () => {
    const auth = createAuthService(database.db, options);
    const { token } = await signup(auth, 'sameproc');
    expect(await auth.authenticate(token)).not.toBeNull();
    await auth.signout(token);
    expect(await auth.authenticate(token)).toBeNull();
  });

  it('refuses a token within a second after sign-out in another process', async () => {
    const here = createAuthService(database.db, options);
    const there = createAuthService(database.db, options);
    const { token } = await signup(there, 'otherproc');
    expect(await here.authenticate(token)).not.toBeNull();
    await there.signout(token);
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_MS + 50));
    expect(await here.authenticate(token)).toBeNull();
  });
});
