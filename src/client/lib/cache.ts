// The spec's data cache (§4, §9): tools and categories in localStorage with dataTimestamp, used while
// younger than CACHE_TIMEOUT_MS, kept as a stale fallback when a fetch fails. With server paging the
// cached tools are the loaded head of the unfiltered list; the categories' counts give its total.
import { CACHE_TIMEOUT_MS } from '../../shared/constants.js';
import type { Category, Tool } from '../../shared/schemas.js';
import { readItem, removeItem, storageKeys, writeItem } from './storage.js';
import { isCategoryArray, isToolArray } from './validate.js';

export interface CachedData {
  tools: Tool[];
  categories: Category[];
  timestamp: number;
}

export function readCache(): CachedData | null {
  const toolsText = readItem(storageKeys.tools);
  const categoriesText = readItem(storageKeys.categories);
  if (toolsText === null || categoriesText === null) return null;
  try {
    const tools: unknown = JSON.parse(toolsText);
    const categories: unknown = JSON.parse(categoriesText);
    if (!isToolArray(tools) || !isCategoryArray(categories)) return null;
    const timestamp = Number(readItem(storageKeys.dataTimestamp));
    return { tools, categories, timestamp: Number.isFinite(timestamp) ? timestamp : 0 };
  } catch {
    return null;
  }
}

export function isFresh(cache: CachedData, now = Date.now()): boolean {
  return cache.timestamp > 0 && now - cache.timestamp < CACHE_TIMEOUT_MS;
}

/** Stores the data; when the quota is full the cache is dropped rather than left half-written. */
export function writeCache(tools: Tool[], categories: Category[], timestamp = Date.now()): boolean {
  const ok =
    writeItem(storageKeys.tools, JSON.stringify(tools)) &&
    writeItem(storageKeys.categories, JSON.stringify(categories)) &&
    writeItem(storageKeys.dataTimestamp, String(timestamp));
  if (!ok) clearCache();
  return ok;
}

/** Rewrites the cached lists after a change, keeping the original timestamp (the data age). */
export function updateCache(change: (data: CachedData) => Pick<CachedData, 'tools' | 'categories'>): void {
  const cache = readCache();
  if (!cache) return;
  const next = change(cache);
  writeCache(next.tools, next.categories, cache.timestamp);
}

export function clearCache(): void {
  removeItem(storageKeys.tools);
  removeItem(storageKeys.categories);
  removeItem(storageKeys.dataTimestamp);
}
