import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tool } from '../../../shared/schemas.js';
import { FeedbackProvider } from '../../components/feedback.js';
import { readCache, writeCache } from '../../lib/cache.js';
import ToolDetailPage from '../../routes/tool-detail.js';
import { makeCategory, makeTool } from '../../test-fixtures.js';
import { FIRST_DELAY_MS, MAX_IN_FLIGHT, WATCH_FOR_MS } from './capture-watch.js';
import { ToolGrid } from './tool-grid.js';
import { ToolsProvider, useToolsState } from './tools-context.js';
import { createToolsStore, visibleTools, type ToolsStore } from './tools-store.js';

// The network boundary: a fake `fetch` answering GET /api/tools/:id from `server`, recording each call.
const server = new Map<number, Tool>();
const calls: string[] = [];
let hold: Array<() => void> | null = null;

function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  calls.push(url);
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const answer = () => {
    const id = Number(/^\/api\/tools\/(\d+)$/.exec(url)?.[1]);
    const tool = server.get(id);
    return tool ? json(200, { tool }) : json(404, { statusCode: 404, message: 'Tool not found' });
  };
  if (!hold) return Promise.resolve(answer());
  return new Promise((resolve) => hold!.push(() => resolve(answer())));
}

const toolCalls = () => calls.filter((c) => /^\/api\/tools\/\d+$/.test(c));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const young = (id: number, patch: Partial<Tool> = {}) => {
  const at = new Date().toISOString();
  return makeTool(id, { createdAt: at, updatedAt: at, ...patch });
};
const captured = (tool: Tool, fields: Partial<Tool>) =>
  server.set(tool.id, { ...tool, ...fields, updatedAt: new Date().toISOString() });

function Cards() {
  const state = useToolsState();
  return <ToolGrid tools={visibleTools(state)} loading={state.loading} label="Tools" />;
}

function renderWith(store: ToolsStore, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FeedbackProvider>
        <ToolsProvider store={store}>
          <Routes>
            <Route path="/" element={<Cards />} />
            <Route path="/tools/:id" element={<ToolDetailPage />} />
          </Routes>
        </ToolsProvider>
      </FeedbackProvider>
    </MemoryRouter>,
  );
}

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  server.clear();
  calls.length = 0;
  hold = null;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A store whose list and categories are already cached (fresh), so load() makes no request. */
function storeWith(tools: Tool[]) {
  writeCache(tools, [makeCategory(1, 'Design', tools.length)]);
  return createToolsStore();
}

describe('following link capture on screen', () => {
  it('shows a new card’s image, then its snapshot, without a refresh, and updates the cache in place', async () => {
    const store = storeWith([]);
    const { container } = renderWith(store);
    const tool = young(7, { name: 'Fresh link' });
    server.set(7, tool);
    act(() => store.toolAdded(tool));
    expect(screen.getByRole('link', { name: 'Fresh link' })).toBeInTheDocument();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();

    await advance(FIRST_DELAY_MS - 100);
    expect(toolCalls()).toEqual([]); // no request before the first delay

    captured(tool, { image: '/files/a.webp', icon: '/files/i.webp' });
    await advance(100);
    expect(toolCalls()).toEqual(['/api/tools/7']);
    expect(container.querySelector('img[src="/files/a.webp"]')).not.toBeNull();
    expect(readCache()?.tools[0]).toMatchObject({ id: 7, image: '/files/a.webp', snapshot: null });

    captured(tool, { image: '/files/a.webp', icon: '/files/i.webp', snapshot: '/files/s.webp' });
    await advance(5000);
    expect(store.getState().allTools[0]?.snapshot).toBe('/files/s.webp');
    expect(readCache()?.tools[0]).toMatchObject({ id: 7, snapshot: '/files/s.webp' });
    const count = toolCalls().length;
    await advance(60_000);
    expect(toolCalls()).toHaveLength(count); // the snapshot is there: following stops
  });

  it('backs off and gives up after about 90 seconds when no snapshot comes', async () => {
    const store = storeWith([]);
    renderWith(store);
    const tool = young(3);
    server.set(3, tool);
    act(() => store.toolAdded(tool));
    await advance(10_000);
    const early = toolCalls().length;
    expect(early).toBeGreaterThanOrEqual(2);
    expect(early).toBeLessThanOrEqual(4); // 1.5 s, then growing delays: no storm
    await advance(WATCH_FOR_MS);
    const total = toolCalls().length;
    expect(total).toBeLessThan(20);
    await advance(5 * 60_000);
    expect(toolCalls()).toHaveLength(total);
  });

  it('follows young tools without a snapshot from the cache, never old or finished ones, a few requests at a time', async () => {
    const pending = Array.from({ length: 8 }, (_, i) => young(i + 1));
    const old = makeTool(20); // created in 2025: its capture is long over
    const done = young(21, { image: '/files/d.webp', snapshot: '/files/d.webp' });
    for (const t of [...pending, old, done]) server.set(t.id, t);
    hold = [];
    renderWith(storeWith([...pending, old, done]));
    await advance(FIRST_DELAY_MS);
    expect(toolCalls()).toHaveLength(MAX_IN_FLIGHT);
    await advance(5000);
    expect(toolCalls()).toHaveLength(MAX_IN_FLIGHT); // still waiting for the first answers
    const waiting = hold;
    hold = null;
    await act(async () => waiting.forEach((answer) => answer()));
    await advance(1000);
    const ids = new Set(toolCalls().map((c) => Number(c.split('/').pop())));
    expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('polls nothing while the tab is hidden and resumes when it is shown', async () => {
    const store = storeWith([]);
    renderWith(store);
    const tool = young(4);
    server.set(4, tool);
    act(() => store.toolAdded(tool));
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await advance(20_000);
    expect(toolCalls()).toEqual([]);
    captured(tool, { snapshot: '/files/s4.webp', image: '/files/s4.webp' });
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await advance(10);
    expect(toolCalls()).toEqual(['/api/tools/4']);
    expect(store.getState().allTools[0]?.snapshot).toBe('/files/s4.webp');
  });

  it('stops following a tool that was deleted', async () => {
    const store = storeWith([]);
    renderWith(store);
    const tool = young(5);
    act(() => store.toolAdded(tool)); // not on the server: it answers 404
    await advance(FIRST_DELAY_MS);
    await advance(60_000);
    expect(toolCalls()).toEqual(['/api/tools/5']);
  });

  it('shows the snapshot on the detail page of a tool saved moments ago', async () => {
    const tool = young(9, { name: 'Detail link' });
    server.set(9, tool);
    const { container } = renderWith(storeWith([]), '/tools/9');
    await advance(10); // the page's own GET /api/tools/9
    expect(screen.getByRole('heading', { name: 'Detail link' })).toBeInTheDocument();
    expect(container.querySelector('img[src="/files/s9.webp"]')).toBeNull();
    captured(tool, { snapshot: '/files/s9.webp', image: '/files/s9.webp' });
    await advance(FIRST_DELAY_MS);
    expect(container.querySelector('img[src="/files/s9.webp"]')).not.toBeNull();
  });
});
