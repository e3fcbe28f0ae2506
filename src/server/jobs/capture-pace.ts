// Fair share of the fetcher: one account's link captures are paced so they cannot crowd out everyone
// else's. Saving a tool never waits or fails for this; a capture beyond the user's allowance is simply
// enqueued with a later run_at, while another user's fresh capture is due at once and so claimed first.
// Import captures (a lower priority) are not counted: every interactive capture already runs before them.
import type { Db } from '../db/types.js';

/** Sliding windows a user's captures must fit: at most 30 a minute, and at most 5 in any 10 seconds. */
export const CAPTURE_LIMITS = [
  { count: 30, ms: 60_000 },
  { count: 5, ms: 10_000 },
] as const;
const LOOKBACK = Math.max(...CAPTURE_LIMITS.map((l) => l.count));
const WINDOW_MS = Math.max(...CAPTURE_LIMITS.map((l) => l.ms));
/** the job kind enqueued exactly once per capture (with its 'snapshot' job at the same run_at) */
const CAPTURE_KIND = 'images';

/**
 * When the user's next capture may run: now, or just late enough that, counting it, no window of
 * CAPTURE_LIMITS holds more than its count. Call under the owner's lock so two captures never share a slot.
 */
export async function nextCaptureSlot(db: Db, userId: number, nowMs = Date.now()): Promise<string> {
  const recent = await db
    .selectFrom('jobs')
    .select('run_at')
    .where('user_id', '=', userId)
    .where('kind', '=', CAPTURE_KIND)
    .where('priority', '=', 0)
    .where('run_at', '>', new Date(nowMs - WINDOW_MS).toISOString())
    .orderBy('run_at', 'desc')
    .limit(LOOKBACK)
    .execute();
  let at = nowMs;
  for (const { count, ms } of CAPTURE_LIMITS) {
    const nth = recent[count - 1];
    if (nth) at = Math.max(at, Date.parse(nth.run_at) + ms + 1);
  }
  return new Date(at).toISOString();
}
