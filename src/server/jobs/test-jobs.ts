// Test-only job kind, registered only when TEST_JOB_KINDS=true (test/pg/jobs.test.ts sets it; never set
// it in production). 'test-record' notes its start in job_test_starts, waits payload.ms, then — in one
// transaction — marks itself done and notes that in job_test_done, fenced by the lease: a worker that
// lost its job to another process records nothing. The test creates both tables itself.
import { sql } from 'kysely';
import type { Db } from '../db/types.js';
import { now } from '../db/types.js';
import type { JobHandler } from './worker.js';

export function testJobHandlers(db: Db): Record<string, JobHandler> {
  return {
    async 'test-record'(job, payload) {
      await sql`INSERT INTO job_test_starts (job_id, worker_id) VALUES (${job.id}, ${job.locked_by})`.execute(
        db,
      );
      await new Promise((resolve) => setTimeout(resolve, Number(payload.ms ?? 0)));
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('jobs')
          .set({ status: 'done', locked_by: null, locked_until: null, updated_at: now() })
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .where('locked_by', '=', job.locked_by)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw new Error(`job ${job.id}: lease lost`);
        await sql`INSERT INTO job_test_done (job_id, worker_id) VALUES (${job.id}, ${job.locked_by})`.execute(
          trx,
        );
      });
    },
  };
}
