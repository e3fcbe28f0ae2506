import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      logLevel: 'info',
      corsOrigins: [],
      trustProxy: false,
      sessionTtlMs: 30 * 24 * 3600 * 1000,
      linkFetch: { timeoutMs: 10_000, allow: [], resolve: [] },
    });
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/ts-data',
      DATABASE_URL: 'postgres://u:p@db:5432/toolspace',
      LOG_LEVEL: 'warn',
      LINK_FETCH_TIMEOUT_MS: '2500',
      LINK_FETCH_ALLOW: ' a.test:80 , b.test:8080,',
      LINK_FETCH_RESOLVE: 'a.test:80:127.0.0.1',
      CORS_ORIGIN: 'https://app.example',
      TRUST_PROXY: 'true',
      SESSION_TTL_DAYS: '7',
      CHROMIUM_PATH: '/usr/bin/chromium',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/ts-data',
      databaseUrl: 'postgres://u:p@db:5432/toolspace',
      logLevel: 'warn',
      chromiumPath: '/usr/bin/chromium',
      linkFetch: { timeoutMs: 2500, allow: ['a.test:80', 'b.test:8080'], resolve: ['a.test:80:127.0.0.1'] },
      corsOrigins: ['https://app.example'],
      trustProxy: true,
      sessionTtlMs: 7 * 24 * 3600 * 1000,
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      logLevel: 'info',
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/db',
        LOG_LEVEL: 'loud',
        LINK_FETCH_TIMEOUT_MS: '5',
        TRUST_PROXY: 'maybe',
        YOUTUBE_OEMBED_URL: 'not a url',
        SESSION_TTL_DAYS: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    const named = problems.map((p) => p.split(':')[0]).sort();
    expect(named).toEqual([
      'DATABASE_URL',
      'LINK_FETCH_TIMEOUT_MS',
      'LOG_LEVEL',
      'PORT',
      'SESSION_TTL_DAYS',
      'TRUST_PROXY',
      'YOUTUBE_OEMBED_URL',
    ]);
    expect((error as ConfigError).message).toContain('DATABASE_URL: must be a postgres:// URL');
    for (const name of named) expect((error as ConfigError).message).toContain(name);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '-1' })).toThrow(/PORT/);
  });
});
