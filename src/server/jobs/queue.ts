// The durable job table: enqueue, claim, finish. A claim is one atomic statement — SQLite: a single
// UPDATE … WHERE id = (SELECT … LIMIT 1) RETURNING (SQLite has one writer at a time); PostgreSQL: the same
// with FOR UPDATE SKIP LOCKED so several processes never take the same row. A claim holds a lease
// (locked_until); a job whose lease ran out (its process died) is claimable again.
import { sql } from 'kysely';
import type { Db, Dialect, JobRow } from '../db/types.js';
import { now } from '../db/types.js';

export interface NewJob {
  userId: number;
  toolId: number;
  kind: string;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  priority?: number;
  /** ISO time before which the job is not claimed (default: now) */
  runAt?: string;
}

export async function enqueueJob(db: Db, job: NewJob): Promise<number> {
  const at = now();
  const row = await db
    .insertInto('jobs')
    .values({
      user_id: job.userId,
      tool_id: job.toolId,
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      priority: job.priority ?? 0,
      max_attempts: job.maxAttempts ?? 3,
      run_at: job.runAt ?? at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Claims the next due job (or one whose lease expired) for workerId; null when there is none. */
export async function claimJob(
  db: Db,
  dialect: Dialect,
  workerId: string,
  leaseMs: number,
): Promise<JobRow | null> {
  const at = now();
  const until = new Date(Date.now() + leaseMs).toISOString();
  const lock = dialect === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<JobRow>`
    UPDATE jobs SET status = 'running', attempts = attempts + 1, locked_by = ${workerId},
      locked_until = ${until}, updated_at = ${at}
    WHERE id = (
      SELECT id FROM jobs
      WHERE (status = 'queued' AND run_at <= ${at}) OR (status = 'running' AND locked_until < ${at})
      ORDER BY priority, run_at, id
      LIMIT 1 ${lock}
    )
    RETURNING *`.execute(db);
  return result.rows[0] ?? null;
}

/**
 * Extends the lease of a job this worker is still running, so a long job is not taken over by another
 * process; false when the lease is no longer ours (it ran out and another worker claimed the job).
 */
export async function renewLease(db: Db, job: JobRow, leaseMs: number): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ locked_until: new Date(Date.now() + leaseMs).toISOString() })
    .where('id', '=', job.id)
    .where('status', '=', 'running')
    .where('locked_by', '=', job.locked_by)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function completeJob(db: Db, job: JobRow) {
  await db
    .updateTable('jobs')
    .set({ status: 'done', locked_by: null, locked_until: null, last_error: null, updated_at: now() })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.locked_by)
    .execute();
}

/** Retries with exponential backoff, or marks the job failed for good after its last attempt. */
export async function failJob(db: Db, job: JobRow, error: string, backoffMs: number) {
  const final = job.attempts >= job.max_attempts;
  await db
    .updateTable('jobs')
    .set({
      status: final ? 'failed' : 'queued',
      run_at: new Date(Date.now() + backoffMs * 2 ** (job.attempts - 1)).toISOString(),
      locked_by: null,
      locked_until: null,
      last_error: error.slice(0, 2000),
      updated_at: now(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', job.locked_by)
    .execute();
}

export async function findJobs(db: Db, toolId: number) {
  return db.selectFrom('jobs').selectAll().where('tool_id', '=', toolId).orderBy('id').execute();
}
