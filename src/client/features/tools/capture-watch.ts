// Follows link capture for tools on screen: a tool saved moments ago has no snapshot yet, and its
// background jobs add the stored image, icon and snapshot within seconds (DESIGN.md "the card shows the
// snapshot when it is ready"). Re-reads such tools with GET /api/tools/:id on a growing delay — one timer
// for all of them, at most a few requests at a time — until the snapshot is set, WATCH_FOR_MS has passed
// or the tool is gone; nothing is polled while the tab is hidden. Never touches React.
import type { Tool } from '../../../shared/schemas.js';
import { ApiError } from '../../lib/api.js';

/** A tool with no snapshot is worth following while it is younger than this (its jobs may still run). */
export const WATCH_AGE_MS = 2 * 60_000;
/** How long one tool is followed at most. */
export const WATCH_FOR_MS = 90_000;
export const FIRST_DELAY_MS = 1500;
export const MAX_DELAY_MS = 10_000;
const GROWTH = 1.6;
export const MAX_IN_FLIGHT = 3;

export interface CaptureWatchDeps {
  fetchTool: (id: number) => Promise<Tool>;
  /** a newer copy of a followed tool (image, icon, snapshot or text changed) */
  onTool: (tool: Tool) => void;
  now?: () => number;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

interface Pending {
  last: Tool;
  deadline: number;
  due: number;
  delay: number;
}

const changed = (a: Tool, b: Tool) =>
  a.image !== b.image ||
  a.icon !== b.icon ||
  a.snapshot !== b.snapshot ||
  a.title !== b.title ||
  a.description !== b.description ||
  a.updatedAt !== b.updatedAt;

export function createCaptureWatch(deps: CaptureWatchDeps) {
  const now = deps.now ?? (() => Date.now());
  const doc = deps.document ?? (typeof document === 'undefined' ? undefined : document);
  const pending = new Map<number, Pending>();
  const inFlight = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const hidden = () => doc?.visibilityState === 'hidden';

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (hidden() || inFlight.size >= MAX_IN_FLIGHT) return;
    let next = Infinity;
    for (const [id, p] of pending) if (!inFlight.has(id)) next = Math.min(next, p.due);
    if (next === Infinity) return;
    timer = setTimeout(tick, Math.max(0, next - now()));
  }

  function tick() {
    timer = undefined;
    const at = now();
    const due = [...pending].filter(([id, p]) => !inFlight.has(id) && p.due <= at);
    due.sort((a, b) => a[1].due - b[1].due);
    for (const [id] of due.slice(0, MAX_IN_FLIGHT - inFlight.size)) void poll(id);
    schedule();
  }

  async function poll(id: number) {
    inFlight.add(id);
    try {
      const tool = await deps.fetchTool(id);
      const p = pending.get(id);
      if (!p) return; // forgotten or disposed meanwhile
      if (changed(p.last, tool)) deps.onTool(tool);
      p.last = tool;
      if (tool.snapshot || now() >= p.deadline) pending.delete(id);
      else backOff(p);
    } catch (error) {
      const p = pending.get(id);
      if (!p) return;
      // gone (deleted, or never ours): nothing more will come; anything else: try again later
      if (
        (error instanceof ApiError && (error.status === 404 || error.status === 401)) ||
        now() >= p.deadline
      )
        pending.delete(id);
      else backOff(p);
    } finally {
      inFlight.delete(id);
      schedule();
    }
  }

  function backOff(p: Pending) {
    p.delay = Math.min(p.delay * GROWTH, MAX_DELAY_MS);
    p.due = now() + p.delay;
  }

  function onVisibility() {
    if (hidden()) {
      clearTimeout(timer);
      timer = undefined;
      return;
    }
    // Back in view: drop what expired meanwhile and look at the rest at once.
    const at = now();
    for (const [id, p] of pending) {
      if (at >= p.deadline) pending.delete(id);
      else p.due = Math.min(p.due, at);
    }
    schedule();
  }

  return {
    /**
     * Follows the tools still waiting for their snapshot: all of them with `force` (just created), else
     * only those younger than WATCH_AGE_MS. Tools already followed keep their schedule.
     */
    watch(tools: readonly Tool[], options: { force?: boolean } = {}) {
      const at = now();
      let added = false;
      for (const tool of tools) {
        if (tool.snapshot || pending.has(tool.id)) continue;
        const age = at - Date.parse(tool.createdAt);
        if (!options.force && !(age >= -WATCH_AGE_MS && age < WATCH_AGE_MS)) continue;
        pending.set(tool.id, {
          last: tool,
          deadline: at + WATCH_FOR_MS,
          due: at + FIRST_DELAY_MS,
          delay: FIRST_DELAY_MS,
        });
        added = true;
      }
      if (!added) return;
      if (!listening) doc?.addEventListener('visibilitychange', onVisibility);
      listening = true;
      schedule();
    },
    /** Stops following a tool (deleted here). */
    forget(id: number) {
      pending.delete(id);
    },
    get watching(): number[] {
      return [...pending.keys()];
    },
    /** Stops everything; a later watch() starts afresh (React's StrictMode remounts the provider). */
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      doc?.removeEventListener('visibilitychange', onVisibility);
      listening = false;
    },
  };
}

export type CaptureWatch = ReturnType<typeof createCaptureWatch>;
