import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TIMEOUT_MS } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import type { Tool } from '../../../shared/schemas.js';
import { readCache, writeCache } from '../../lib/cache.js';
import { makeCategory, makeTool } from '../../test-fixtures.js';
import type { ToolPageQuery } from './tools.api.js';
import { createToolsStore, currentTotal, hasMore, visibleTools } from './tools-store.js';

/** A fake server holding `tools`, answering the real query contract (q, category, limit, offset). */
function fakeServer(tools: Tool[]) {
  const fetchPage = vi.fn(async (query: ToolPageQuery) => {
    let list = tools;
    if (query.category) list = list.filter((t) => t.category.toLowerCase() === query.category!.toLowerCase());
    if (query.q) list = list.filter((t) => t.name.toLowerCase().includes(query.q!.toLowerCase()));
    return { tools: list.slice(query.offset, query.offset + query.limit), total: list.length };
  });
  const counts = new Map<string, number>();
  for (const t of tools) counts.set(t.category, (counts.get(t.category) ?? 0) + 1);
  const categories = [...counts].map(([name, count], i) => makeCategory(i + 1, name, count));
  const fetchCategories = vi.fn(async () => ({ categories }));
  return { fetchPage, fetchCategories };
}

const many = (n: number, category = 'Design') =>
  Array.from({ length: n }, (_, i) => makeTool(i + 1, { category }));

describe('tools store: data load (spec §4)', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('uses cached data younger than 5 minutes without fetching', async () => {
    writeCache([makeTool(1)], [makeCategory(1, 'Design', 1)], Date.now() - 1000);
    const server = fakeServer(many(3));
    const store = createToolsStore(server);
    await store.load();
    expect(server.fetchPage).not.toHaveBeenCalled();
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([1]);
  });

  it('fetches tools and categories in parallel when the cache is older than 5 minutes, and stores them', async () => {
    writeCache([makeTool(99)], [], Date.now() - CACHE_TIMEOUT_MS - 1);
    const server = fakeServer(many(3));
    const store = createToolsStore(server);
    await store.load();
    expect(server.fetchPage).toHaveBeenCalledTimes(1);
    expect(server.fetchCategories).toHaveBeenCalledTimes(1);
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([1, 2, 3]);
    expect(readCache()?.tools.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(Date.now() - (readCache()?.timestamp ?? 0)).toBeLessThan(1000);
    expect(store.getState().selectedCategory).toBe('all');
  });

  it('falls back to the stale cache when the fetch fails', async () => {
    writeCache([makeTool(7)], [makeCategory(1, 'Design', 1)], 1);
    const store = createToolsStore({
      fetchPage: () => Promise.reject(new Error('offline')),
      fetchCategories: vi.fn(),
    });
    await store.load();
    expect(store.getState().error).toBe(false);
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([7]);
  });

  it("reports 'Invalid data format received from API' and uses the stale cache when the shape is wrong", async () => {
    writeCache([makeTool(7)], [], 1);
    const notify = vi.fn();
    const store = createToolsStore({
      fetchPage: async () => ({ tools: { not: 'an array' }, total: 1 }),
      fetchCategories: async () => ({ categories: [] }),
      notify,
    });
    await store.load();
    expect(notify).toHaveBeenCalledWith(messages.invalidApiData);
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([7]);
  });

  it('sets the error flag when the fetch fails and nothing is cached', async () => {
    const store = createToolsStore({
      fetchPage: () => Promise.reject(new Error('down')),
      fetchCategories: vi.fn(),
    });
    await store.load();
    expect(store.getState()).toMatchObject({ error: true, loading: false });
  });

  it('turns the loading flag on during a load', async () => {
    const server = fakeServer(many(1));
    const store = createToolsStore(server);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().loading));
    await store.load();
    expect(seen).toContain(true);
    expect(store.getState().loading).toBe(false);
  });

  it('refresh clears the cache and refetches even when the cache is fresh', async () => {
    writeCache([makeTool(1)], [], Date.now());
    const server = fakeServer(many(2));
    const store = createToolsStore(server);
    await store.refresh();
    expect(server.fetchPage).toHaveBeenCalled();
    expect(visibleTools(store.getState())).toHaveLength(2);
  });

  it('keeps working when the storage quota is full', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createToolsStore(fakeServer(many(3)));
    await store.load();
    expect(store.getState().error).toBe(false);
    expect(visibleTools(store.getState())).toHaveLength(3);
    store.toolAdded(makeTool(50));
    expect(visibleTools(store.getState())[0]?.id).toBe(50);
  });
});

describe('tools store: paging and filtering', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks the server for one page of 10 and shows 10 more per Load More while more exist', async () => {
    const server = fakeServer(many(25));
    const store = createToolsStore(server);
    await store.load();
    expect(server.fetchPage).toHaveBeenLastCalledWith({ limit: 10, offset: 0 });
    expect(visibleTools(store.getState())).toHaveLength(10);
    expect(hasMore(store.getState())).toBe(true);
    await store.loadMore();
    expect(server.fetchPage).toHaveBeenLastCalledWith({ limit: 10, offset: 10 });
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual(many(20).map((t) => t.id));
    await store.loadMore();
    expect(visibleTools(store.getState())).toHaveLength(25);
    expect(hasMore(store.getState())).toBe(false);
  });

  it('filters by category on the server and resets the page to 1', async () => {
    const server = fakeServer([
      ...many(15, 'Design'),
      ...many(3, 'Dev').map((t) => ({ ...t, id: t.id + 100 })),
    ]);
    const store = createToolsStore(server);
    await store.load();
    await store.loadMore();
    expect(store.getState().page).toBe(2);
    store.setCategory('dev');
    expect(store.getState().page).toBe(1);
    await vi.waitFor(() => expect(store.getState().fetching).toBe(false));
    expect(server.fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ category: 'dev', offset: 0 }),
      expect.anything(),
    );
    expect(visibleTools(store.getState()).map((t) => t.category)).toEqual(['Dev', 'Dev', 'Dev']);
    expect(currentTotal(store.getState())).toBe(3);
  });

  it('debounces search input and sends the trimmed query', async () => {
    const tools = many(12).map((t, i) => ({ ...t, name: i < 2 ? `Figma ${i}` : `Other ${i}` }));
    const server = fakeServer(tools);
    const store = createToolsStore(server);
    await store.load();
    server.fetchPage.mockClear();
    store.setSearch('f');
    store.setSearch('fi');
    store.setSearch('  figma ');
    expect(server.fetchPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(server.fetchPage).toHaveBeenCalledTimes(1);
    expect(server.fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'figma' }),
      expect.anything(),
    );
    await vi.waitFor(() => expect(currentTotal(store.getState())).toBe(2));
    store.resetSearch();
    expect(store.getState().searchValue).toBe('');
    expect(visibleTools(store.getState())).toHaveLength(10);
  });
});

describe('tools store: changes update the list and the cache at once (spec §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  async function loaded() {
    const tools = [makeTool(1, { category: 'Design' }), makeTool(2, { category: 'Dev', categoryId: 2 })];
    const store = createToolsStore(fakeServer(tools));
    await store.load();
    return store;
  }

  it('adds a tool to the top of the list and the cache, counting it in its category', async () => {
    const store = await loaded();
    store.toolAdded(makeTool(3, { category: 'Design' }));
    expect(visibleTools(store.getState())[0]?.id).toBe(3);
    expect(readCache()?.tools[0]?.id).toBe(3);
    expect(store.getState().categories.find((c) => c.name === 'Design')?.count).toBe(2);
  });

  it('appends a new category locally and in the cache', async () => {
    const store = await loaded();
    store.categoryAdded(makeCategory(9, 'Reading', 0));
    expect(store.getState().categories.map((c) => c.name)).toContain('Reading');
    expect(readCache()?.categories.map((c) => c.name)).toContain('Reading');
  });

  it('drops a deleted tool from the list and the cache', async () => {
    const store = await loaded();
    store.toolRemoved(makeTool(1));
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([2]);
    expect(readCache()?.tools.map((t) => t.id)).toEqual([2]);
  });

  it('drops every tool of a deleted category and returns to all when it was selected', async () => {
    const store = await loaded();
    const dev = store.getState().categories.find((c) => c.name === 'Dev')!;
    store.setCategory('Dev');
    store.categoryRemoved(dev);
    expect(store.getState().selectedCategory).toBe('all');
    expect(visibleTools(store.getState()).map((t) => t.id)).toEqual([1]);
    expect(readCache()?.tools.map((t) => t.id)).toEqual([1]);
    expect(readCache()?.categories.map((c) => c.name)).toEqual(['Design']);
  });

  it('replaces an edited tool and moves its count to its new category', async () => {
    const store = await loaded();
    store.toolUpdated(makeTool(1, { name: 'Renamed', category: 'Dev', categoryId: 2 }));
    expect(visibleTools(store.getState()).find((t) => t.id === 1)?.name).toBe('Renamed');
    expect(store.getState().categories.map((c) => [c.name, c.count])).toEqual([
      ['Design', 0],
      ['Dev', 2],
    ]);
  });
});
