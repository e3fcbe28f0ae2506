import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TIMEOUT_MS } from '../../shared/constants.js';
import { makeCategory, makeTool } from '../test-fixtures.js';
import { clearCache, isFresh, readCache, updateCache, writeCache } from './cache.js';

describe('data cache (spec §4, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores tools, categories and dataTimestamp under the spec keys', () => {
    writeCache([makeTool(1)], [makeCategory(1, 'Design', 1)], 1234);
    expect(JSON.parse(localStorage.getItem('tools') ?? '')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('categories') ?? '')).toHaveLength(1);
    expect(localStorage.getItem('dataTimestamp')).toBe('1234');
  });

  it('is fresh for 5 minutes from dataTimestamp, then stale', () => {
    writeCache([makeTool(1)], [], 1_000_000);
    const cache = readCache();
    expect(cache).not.toBeNull();
    expect(isFresh(cache!, 1_000_000 + CACHE_TIMEOUT_MS - 1)).toBe(true);
    expect(isFresh(cache!, 1_000_000 + CACHE_TIMEOUT_MS)).toBe(false);
  });

  it('ignores cached values that are missing, not JSON or not arrays', () => {
    expect(readCache()).toBeNull();
    localStorage.setItem('tools', '{oops');
    localStorage.setItem('categories', '[]');
    expect(readCache()).toBeNull();
    localStorage.setItem('tools', '{"a":1}');
    expect(readCache()).toBeNull();
    localStorage.setItem('tools', '[{"nope":true}]');
    expect(readCache()).toBeNull();
  });

  it('stops caching instead of throwing when the storage quota is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeCache([makeTool(1)], [])).not.toThrow();
    expect(writeCache([makeTool(1)], [])).toBe(false);
    expect(readCache()).toBeNull();
  });

  it('updates the lists while keeping the original data age', () => {
    writeCache([makeTool(1)], [makeCategory(1, 'Design', 1)], 42);
    updateCache((c) => ({ tools: [...c.tools, makeTool(2)], categories: c.categories }));
    expect(readCache()).toMatchObject({ timestamp: 42 });
    expect(readCache()?.tools.map((t) => t.id)).toEqual([1, 2]);
  });

  it('clears every data key', () => {
    writeCache([makeTool(1)], [], 42);
    clearCache();
    expect(localStorage.getItem('tools')).toBeNull();
    expect(localStorage.getItem('categories')).toBeNull();
    expect(localStorage.getItem('dataTimestamp')).toBeNull();
  });
});
