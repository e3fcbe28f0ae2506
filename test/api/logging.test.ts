import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('request logs', () => {
  it('never contain a password or a token', () => {
    const script = path.join(import.meta.dirname, 'fixtures', 'log-run.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const { password, tokens } = JSON.parse(run.stderr.slice(run.stderr.indexOf('{"password"'))) as {
      password: string;
      tokens: string[];
    };
    const lines = run.stdout.split('\n').filter(Boolean);
    // the logs are there and verbose: requests, responses and the server failure
    expect(lines.length).toBeGreaterThan(10);
    expect(run.stdout).toContain('/api/signin');
    expect(run.stdout).toContain('exploded');
    expect(run.stdout).not.toContain(password);
    for (const token of tokens) expect(run.stdout).not.toContain(token);
  });
});
