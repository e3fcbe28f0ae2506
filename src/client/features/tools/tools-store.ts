// Client state of spec §3–4: collection, categories, selectedCategory, searchValue, loading, error.
// Paging is done by the server (limit/offset/q/category/total) so a huge account opens as fast as a
// small one; the unfiltered head of the list is what the 5-minute cache keeps. Never touches React.
import { DEFAULT_CATEGORY, PAGE_SIZE } from '../../../shared/constants.js';
import { messages } from '../../../shared/messages.js';
import type { Category, Tool } from '../../../shared/schemas.js';
import { clearCache, isFresh, readCache, updateCache, writeCache } from '../../lib/cache.js';
import { isCategoryArray, isToolArray } from '../../lib/validate.js';
import { fetchCategories } from '../categories/categories.api.js';
import { createCaptureWatch, type CaptureWatchDeps } from './capture-watch.js';
import { fetchTool, fetchToolPage, type ToolPage, type ToolPageQuery } from './tools.api.js';

export const SEARCH_DEBOUNCE_MS = 250;

export interface ToolsState {
  /** Loaded head of the unfiltered list, and its total. */
  allTools: Tool[];
  allTotal: number;
  /** Loaded head of the filtered list (category or search), null while unfiltered. */
  viewTools: Tool[] | null;
  viewTotal: number;
  categories: Category[];
  selectedCategory: string;
  searchValue: string;
  query: string;
  page: number;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  loaded: boolean;
}

export interface ToolsStoreDeps {
  fetchPage?: (query: ToolPageQuery, signal?: AbortSignal) => Promise<ToolPage>;
  fetchCategories?: () => Promise<{ categories: unknown }>;
  /** Tells the person something went wrong without breaking the view (a toast). */
  notify?: (message: string) => void;
  /** GET /api/tools/:id, to follow link capture of new tools (capture-watch.ts) */
  fetchTool?: (id: number) => Promise<Tool>;
  document?: CaptureWatchDeps['document'];
}

export const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const isAll = (category: string) => sameName(category, DEFAULT_CATEGORY);
const sumCounts = (categories: Category[]) => categories.reduce((n, c) => n + (c.count ?? 0), 0);

export const isFiltered = (s: ToolsState) => !isAll(s.selectedCategory) || s.query !== '';
export const currentList = (s: ToolsState) => (isFiltered(s) ? (s.viewTools ?? []) : s.allTools);
export const currentTotal = (s: ToolsState) => (isFiltered(s) ? s.viewTotal : s.allTotal);
export const visibleTools = (s: ToolsState) => currentList(s).slice(0, s.page * PAGE_SIZE);
export const hasMore = (s: ToolsState) => visibleTools(s).length < currentTotal(s);

export function createToolsStore(deps: ToolsStoreDeps = {}) {
  const getPage = deps.fetchPage ?? fetchToolPage;
  const getCategories = deps.fetchCategories ?? (() => fetchCategories());
  const notify = deps.notify ?? (() => {});
  let state: ToolsState = {
    allTools: [],
    allTotal: 0,
    viewTools: null,
    viewTotal: 0,
    categories: [],
    selectedCategory: DEFAULT_CATEGORY,
    searchValue: '',
    query: '',
    page: 1,
    loading: false,
    fetching: false,
    error: false,
    loaded: false,
  };
  const listeners = new Set<() => void>();
  let viewRequest: AbortController | null = null;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const captureListeners = new Set<(tool: Tool) => void>();
  // New cards get their image and snapshot in place, in memory and in the cache, without a refresh.
  const capture = createCaptureWatch({
    fetchTool: deps.fetchTool ?? ((id) => fetchTool(id)),
    onTool(tool) {
      toolUpdated(tool);
      for (const listener of captureListeners) listener(tool);
    },
    ...(deps.document ? { document: deps.document } : {}),
  });

  function set(patch: Partial<ToolsState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function applyData(tools: Tool[], categories: Category[], total?: number) {
    set({
      allTools: tools,
      categories,
      allTotal: Math.max(total ?? sumCounts(categories), tools.length),
      loaded: true,
      error: false,
    });
    capture.watch(tools);
  }

  async function load(force = false): Promise<void> {
    if (!force) {
      const cache = readCache();
      if (cache && isFresh(cache)) {
        applyData(cache.tools, cache.categories);
        if (isFiltered(state)) void fetchView();
        return;
      }
    }
    set({ loading: true, error: false });
    try {
      const [page, cats] = await Promise.all([getPage({ limit: PAGE_SIZE, offset: 0 }), getCategories()]);
      if (!isToolArray(page?.tools) || !isCategoryArray(cats?.categories))
        throw new Error(messages.invalidApiData);
      writeCache(page.tools, cats.categories);
      applyData(page.tools, cats.categories, typeof page.total === 'number' ? page.total : undefined);
      if (!state.selectedCategory) set({ selectedCategory: DEFAULT_CATEGORY });
      if (isFiltered(state)) void fetchView();
    } catch (error) {
      const stale = readCache();
      if (stale) {
        applyData(stale.tools, stale.categories);
        if (error instanceof Error && error.message === messages.invalidApiData)
          notify(messages.invalidApiData);
      } else {
        set({ error: true });
      }
      console.error(error);
    } finally {
      set({ loading: false });
    }
  }

  /** Refresh button: clears the cache and refetches (spec §4). */
  function refresh(): Promise<void> {
    clearCache();
    return load(true);
  }

  async function fetchView(): Promise<void> {
    viewRequest?.abort();
    if (!isFiltered(state)) {
      viewRequest = null;
      set({ viewTools: null, viewTotal: 0, fetching: false });
      return;
    }
    const controller = new AbortController();
    viewRequest = controller;
    set({ viewTools: null, viewTotal: 0, fetching: true });
    try {
      const page = await getPage(
        { ...viewQuery(), limit: state.page * PAGE_SIZE, offset: 0 },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (!isToolArray(page?.tools)) throw new Error(messages.invalidApiData);
      set({
        viewTools: page.tools,
        viewTotal: typeof page.total === 'number' ? page.total : page.tools.length,
      });
      capture.watch(page.tools);
    } catch (error) {
      if (controller.signal.aborted) return;
      set({ viewTools: [], viewTotal: 0 });
      notify(
        error instanceof Error && error.message === messages.invalidApiData
          ? messages.invalidApiData
          : messages.somethingWrong,
      );
      console.error(error);
    } finally {
      if (viewRequest === controller) set({ fetching: false });
    }
  }

  function viewQuery(): Pick<ToolPageQuery, 'q' | 'category'> {
    return {
      q: state.query || undefined,
      category: isAll(state.selectedCategory) ? undefined : state.selectedCategory,
    };
  }

  function setCategory(category: string): void {
    set({ selectedCategory: category || DEFAULT_CATEGORY, page: 1 });
    void fetchView();
  }

  function setSearch(value: string): void {
    set({ searchValue: value });
    clearTimeout(debounce);
    debounce = setTimeout(() => applyQuery(value), SEARCH_DEBOUNCE_MS);
  }

  function resetSearch(): void {
    clearTimeout(debounce);
    set({ searchValue: '' });
    applyQuery('');
  }

  function applyQuery(value: string): void {
    const query = value.trim();
    if (query === state.query) return;
    set({ query, page: 1 });
    void fetchView();
  }

  /** Load More: ten more, fetched from the server when the loaded head is too short. */
  async function loadMore(): Promise<void> {
    const page = state.page + 1;
    set({ page });
    await ensureLoaded(page * PAGE_SIZE, isFiltered(state) ? 'view' : 'all');
  }

  async function ensureLoaded(count: number, scope: 'all' | 'view'): Promise<void> {
    const list = scope === 'all' ? state.allTools : (state.viewTools ?? []);
    const total = scope === 'all' ? state.allTotal : state.viewTotal;
    if (list.length >= Math.min(count, total)) return;
    set({ fetching: true });
    try {
      const query = scope === 'all' ? {} : viewQuery();
      const page = await getPage({ ...query, limit: count - list.length, offset: list.length });
      if (!isToolArray(page?.tools)) throw new Error(messages.invalidApiData);
      const latest = scope === 'all' ? state.allTools : (state.viewTools ?? []);
      const ids = new Set(latest.map((t) => t.id));
      const merged = [...latest, ...page.tools.filter((t) => !ids.has(t.id))];
      const newTotal = typeof page.total === 'number' ? page.total : total;
      capture.watch(page.tools);
      if (scope === 'all') {
        set({ allTools: merged, allTotal: newTotal });
        updateCache((c) => ({ tools: merged, categories: c.categories }));
      } else {
        set({ viewTools: merged, viewTotal: newTotal });
      }
    } catch (error) {
      notify(
        error instanceof Error && error.message === messages.invalidApiData
          ? messages.invalidApiData
          : messages.somethingWrong,
      );
      console.error(error);
    } finally {
      set({ fetching: false });
    }
  }

  function bumpCategory(
    categories: Category[],
    name: string,
    id: number | undefined,
    delta: number,
  ): Category[] {
    const found = categories.some((c) => sameName(c.name, name));
    if (!found)
      return delta > 0 ? [...categories, { id: id ?? -Date.now(), name, count: delta }] : categories;
    return categories.map((c) =>
      sameName(c.name, name) ? { ...c, count: Math.max(0, (c.count ?? 0) + delta) } : c,
    );
  }

  function toolAdded(tool: Tool): void {
    const categories = bumpCategory(state.categories, tool.category, tool.categoryId, 1);
    const allTools = [tool, ...state.allTools.filter((t) => t.id !== tool.id)];
    set({ allTools, allTotal: state.allTotal + 1, categories });
    updateCache((c) => ({
      tools: [tool, ...c.tools.filter((t) => t.id !== tool.id)],
      categories: bumpCategory(c.categories, tool.category, tool.categoryId, 1),
    }));
    if (isFiltered(state)) void fetchView();
    capture.watch([tool], { force: true });
  }

  function toolUpdated(tool: Tool): void {
    const previous = [...state.allTools, ...(state.viewTools ?? [])].find((t) => t.id === tool.id);
    const replace = (list: Tool[]) => list.map((t) => (t.id === tool.id ? tool : t));
    const moveCount = (cats: Category[]) =>
      previous && !sameName(previous.category, tool.category)
        ? bumpCategory(
            bumpCategory(cats, previous.category, previous.categoryId, -1),
            tool.category,
            tool.categoryId,
            1,
          )
        : cats;
    set({
      allTools: replace(state.allTools),
      viewTools: state.viewTools && replace(state.viewTools),
      categories: moveCount(state.categories),
    });
    updateCache((c) => ({ tools: replace(c.tools), categories: moveCount(c.categories) }));
  }

  function toolRemoved(tool: Pick<Tool, 'id' | 'category'>): void {
    capture.forget(tool.id);
    const drop = (list: Tool[]) => list.filter((t) => t.id !== tool.id);
    const inView = state.viewTools?.some((t) => t.id === tool.id) ?? false;
    set({
      allTools: drop(state.allTools),
      allTotal: Math.max(0, state.allTotal - 1),
      viewTools: state.viewTools && drop(state.viewTools),
      viewTotal: inView ? Math.max(0, state.viewTotal - 1) : state.viewTotal,
      categories: bumpCategory(state.categories, tool.category, undefined, -1),
    });
    updateCache((c) => ({
      tools: drop(c.tools),
      categories: bumpCategory(c.categories, tool.category, undefined, -1),
    }));
  }

  function categoryAdded(category: Category): void {
    const add = (list: Category[]) =>
      list.some((c) => c.id === category.id || sameName(c.name, category.name)) ? list : [...list, category];
    set({ categories: add(state.categories) });
    updateCache((c) => ({ tools: c.tools, categories: add(c.categories) }));
  }

  /** Every tool of the category goes too; deleting the selected one returns the view to 'all'. */
  function categoryRemoved(category: Category): void {
    const keep = (t: Tool) => !sameName(t.category, category.name);
    const removed = state.allTools.length - state.allTools.filter(keep).length;
    const wasSelected = sameName(state.selectedCategory, category.name);
    set({
      allTools: state.allTools.filter(keep),
      allTotal: Math.max(0, state.allTotal - Math.max(category.count ?? 0, removed)),
      viewTools: state.viewTools && state.viewTools.filter(keep),
      categories: state.categories.filter((c) => c.id !== category.id),
    });
    updateCache((c) => ({
      tools: c.tools.filter(keep),
      categories: c.categories.filter((x) => x.id !== category.id),
    }));
    if (wasSelected) setCategory(DEFAULT_CATEGORY);
    else if (isFiltered(state)) void fetchView();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    refresh,
    setCategory,
    setSearch,
    resetSearch,
    loadMore,
    ensureAllLoaded: (count: number) => ensureLoaded(count, 'all'),
    toolAdded,
    toolUpdated,
    toolRemoved,
    categoryAdded,
    categoryRemoved,
    /** Follows these tools' capture too (a detail page opened directly); see capture-watch.ts. */
    watchCapture: (tools: Tool[]) => capture.watch(tools),
    /** Called with each newer copy of a followed tool, whether or not a list holds it. */
    onToolCaptured(listener: (tool: Tool) => void) {
      captureListeners.add(listener);
      return () => void captureListeners.delete(listener);
    },
    dispose() {
      clearTimeout(debounce);
      capture.dispose();
      captureListeners.clear();
      viewRequest?.abort();
      listeners.clear();
    },
  };
}

export type ToolsStore = ReturnType<typeof createToolsStore>;
