// Queues link capture (metadata refresh, images, snapshot) for imported tools as low-priority durable
// jobs, inside the import's transaction, so a failed import leaves no orphan jobs and interactive adds
// (priority 0) are always claimed first. The jobs table and its worker belong to src/server/jobs;
// this module only writes rows in the shape the worker claims and reads progress back.
import type { Db, JobStatus } from '../db/types.js';

/** Interactive adds run at 0; imports wait behind them (convention of src/server/jobs). */
export const IMPORT_PRIORITY = 10;
export const CAPTURE_JOB_KIND = 'capture';
const CHUNK = 300;

export interface ImportedTool {
  id: number;
  url: string;
  /** a data:image/… favicon from the file, stored by capture like any image */
  icon: string | null;
}

export async function enqueueImportCapture(
  db: Db,
  userId: number,
  tools: readonly ImportedTool[],
  at: string,
) {
  for (let i = 0; i < tools.length; i += CHUNK) {
    await db
      .insertInto('jobs')
      .values(
        tools.slice(i, i + CHUNK).map((tool) => ({
          user_id: userId,
          tool_id: tool.id,
          kind: CAPTURE_JOB_KIND,
          // Same source shape as ToolHooks.afterCreate: remote or data: URLs not yet stored by us.
          payload: JSON.stringify({
            url: tool.url,
            sources: { image: null, icon: tool.icon },
            origin: 'import',
          }),
          priority: IMPORT_PRIORITY,
          run_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

export interface CaptureProgress {
  queued: number;
  running: number;
  done: number;
  failed: number;
  total: number;
}

/**
 * Progress of the user's current import capture: every import job created since the oldest one still
 * waiting (all jobs of one import share one created_at), or, once all are finished, since the latest
 * import. Read from the jobs table itself, so it survives reloads and restarts.
 */
export async function captureProgress(db: Db, userId: number): Promise<CaptureProgress> {
  const base = db
    .selectFrom('jobs')
    .where('user_id', '=', userId)
    .where('priority', '=', IMPORT_PRIORITY)
    .where('kind', '=', CAPTURE_JOB_KIND);
  const oldestWaiting = await base
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  const since =
    oldestWaiting?.at ?? (await base.select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst())?.at;
  const progress: CaptureProgress = { queued: 0, running: 0, done: 0, failed: 0, total: 0 };
  if (!since) return progress;
  const rows = await base
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('created_at', '>=', since)
    .groupBy('status')
    .execute();
  for (const row of rows) {
    const n = Number(row.n);
    progress[row.status as JobStatus] += n;
    progress.total += n;
  }
  return progress;
}
