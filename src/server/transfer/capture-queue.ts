// Queues link capture (metadata refresh, images, snapshot) for imported tools as low-priority durable
// jobs, inside the import's transaction, so a failed import leaves no orphan jobs and interactive adds
// (priority 0) are always claimed first. The jobs table and its worker belong to src/server/jobs;
// this module only writes rows in the shape the worker claims and reads progress back.
import type { Db, JobStatus } from '../db/types.js';

/** Interactive adds run at 0; imports wait behind them (convention of src/server/jobs). */
export const IMPORT_PRIORITY = 10;
/** The job kinds src/server/jobs/capture-jobs.ts handles, with the payloads it reads. */
const IMPORT_JOBS = [
  {
    kind: 'images',
    maxAttempts: 3,
    payload: (t: ImportedTool) => ({ url: t.url, image: null, icon: t.icon }),
  },
  { kind: 'snapshot', maxAttempts: 2, payload: (t: ImportedTool) => ({ url: t.url }) },
] as const;
const IMPORT_KINDS = IMPORT_JOBS.map((j) => j.kind);
const CHUNK = 200;

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
    const part = tools.slice(i, i + CHUNK);
    await db
      .insertInto('jobs')
      .values(
        IMPORT_JOBS.flatMap((job) =>
          part.map((tool) => ({
            user_id: userId,
            tool_id: tool.id,
            kind: job.kind,
            payload: JSON.stringify(job.payload(tool)),
            priority: IMPORT_PRIORITY,
            max_attempts: job.maxAttempts,
            run_at: at,
            created_at: at,
            updated_at: at,
          })),
        ),
      )
      .execute();
  }
}

/** Counted in tools: a tool is captured once none of its import jobs is waiting or running. */
export interface CaptureProgress {
  total: number;
  done: number;
  /** tools with at least one job that gave up (their card keeps what the file had) */
  failed: number;
  queued: number;
}

/**
 * Progress of the user's current import capture: the tools of every import job created since the
 * oldest one still waiting (all jobs of one import share one created_at), or, once all are finished,
 * of the latest import. Read from the jobs table itself, so it survives reloads and restarts.
 */
export async function captureProgress(db: Db, userId: number): Promise<CaptureProgress> {
  const base = db
    .selectFrom('jobs')
    .where('user_id', '=', userId)
    .where('priority', '=', IMPORT_PRIORITY)
    .where('kind', 'in', IMPORT_KINDS);
  const oldestWaiting = await base
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  const since =
    oldestWaiting?.at ?? (await base.select((eb) => eb.fn.max('created_at').as('at')).executeTakeFirst())?.at;
  if (!since) return { total: 0, done: 0, failed: 0, queued: 0 };
  const current = base.where('created_at', '>=', since);
  const countTools = async (statuses: JobStatus[] | null) => {
    const query = statuses ? current.where('status', 'in', statuses) : current;
    const row = await query
      .select((eb) => eb.fn.count<number | string>('tool_id').distinct().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const [total, queued, failed] = await Promise.all([
    countTools(null),
    countTools(['queued', 'running']),
    countTools(['failed']),
  ]);
  return { total, done: total - queued, failed, queued };
}
