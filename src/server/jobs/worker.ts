// Runs jobs from the durable table with bounded concurrency. Handlers do the work; a handler that
// throws gets retried with backoff until max_attempts, then the job is 'failed' with its last error.
// The worker never touches a tool's saved fields except through the handlers.
import { randomBytes } from 'node:crypto';
import type { Db, Dialect, JobRow } from '../db/types.js';
import { claimJob, completeJob, failJob, renewLease } from './queue.js';

export type JobHandler = (job: JobRow, payload: Record<string, unknown>) => Promise<void>;

export interface WorkerOptions {
  db: Db;
  dialect: Dialect;
  handlers: Record<string, JobHandler>;
  concurrency: number;
  /** how long a claim holds before another process may take the job over */
  leaseMs?: number;
  pollMs?: number;
  backoffMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export function createWorker(options: WorkerOptions) {
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const running = new Set<Promise<void>>();
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  const leaseMs = options.leaseMs ?? 5 * 60_000;

  async function run(job: JobRow) {
    const handler = options.handlers[job.kind];
    // Heartbeat: while the job runs, keep its lease fresh (a dead process stops renewing, so its jobs
    // are taken over one lease later; a live one never loses a long job to another process).
    const heartbeat = setInterval(() => {
      renewLease(options.db, job, leaseMs).catch((e: unknown) =>
        options.log?.('could not renew a job lease', e),
      );
    }, leaseMs / 3);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job, JSON.parse(job.payload) as Record<string, unknown>);
      await completeJob(options.db, job);
    } catch (err) {
      options.log?.(`job ${job.id} (${job.kind}) attempt ${job.attempts} failed`, err);
      await failJob(options.db, job, (err as Error).message ?? String(err), options.backoffMs ?? 5000).catch(
        (e: unknown) => options.log?.('could not record job failure', e),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }

  let ticking = false;

  async function tick() {
    timer = null;
    // One claiming loop at a time: two overlapping ticks would each see room and overshoot concurrency.
    if (stopped || ticking) return;
    ticking = true;
    try {
      while (!stopped && running.size < options.concurrency) {
        const job = await claimJob(options.db, options.dialect, workerId, leaseMs);
        if (!job) break;
        const p = run(job).finally(() => {
          running.delete(p);
          wake();
        });
        running.add(p);
      }
    } catch (err) {
      options.log?.('claiming jobs failed', err);
    } finally {
      ticking = false;
    }
    if (!stopped && !timer) timer = setTimeout(() => void tick(), options.pollMs ?? 1000);
  }

  function wake() {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), 0);
  }

  return {
    workerId,
    start() {
      if (options.concurrency <= 0 || !stopped) return;
      stopped = false;
      wake();
    },
    /** Call after enqueueing so the job starts now rather than at the next poll. */
    wake,
    /** Stops claiming and waits for the jobs in hand. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await Promise.allSettled([...running]);
    },
    get busy() {
      return running.size;
    },
  };
}

export type Worker = ReturnType<typeof createWorker>;
