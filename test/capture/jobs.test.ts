import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, completeJob, enqueueJob, failJob, findJobs } from '../../src/server/jobs/queue.js';
import { createWorker } from '../../src/server/jobs/worker.js';
import { build, createTool, signUp, type TestContext } from '../helper.js';

let ctx: TestContext;
let userId: number;
let toolId: number;

beforeAll(async () => {
  ctx = await build();
  const user = await signUp(ctx.app);
  toolId = (await createTool(user, { name: 'Jobs', url: 'https://example.org/jobs' })).id;
  userId = (
    await ctx.database.db
      .selectFrom('tools')
      .select('user_id')
      .where('id', '=', toolId)
      .executeTakeFirstOrThrow()
  ).user_id;
});

afterAll(() => ctx.close());

const db = () => ctx.database.db;

describe('durable job queue', () => {
  it('gives a job to exactly one of many concurrent claimers', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(() => enqueueJob(db(), { userId, toolId, kind: 'race', payload: {} })),
    );
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claimJob(db(), ctx.database.dialect, `w${i}`, 60_000)),
    );
    const claimed = claims.filter((c) => c !== null).map((c) => c.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(ids.sort());
    for (const job of claims) if (job) await completeJob(db(), job);
  });

  it('hands a job whose lease expired (its process died) to another worker', async () => {
    const id = await enqueueJob(db(), { userId, toolId, kind: 'lease', payload: {} });
    const first = await claimJob(db(), ctx.database.dialect, 'dead-process', 50);
    expect(first?.id).toBe(id);
    expect(await claimJob(db(), ctx.database.dialect, 'other', 60_000)).toBeNull();
    await new Promise((r) => setTimeout(r, 80));
    const second = await claimJob(db(), ctx.database.dialect, 'other', 60_000);
    expect(second).toMatchObject({ id, locked_by: 'other', attempts: 2 });
    await completeJob(db(), second!);
    // The dead process's late completion does not overwrite the new owner's state.
    await failJob(db(), first!, 'late', 10);
    expect((await findJobs(db(), toolId)).find((j) => j.id === id)?.status).toBe('done');
  });

  it('retries with backoff and ends in a clear failed state', async () => {
    let calls = 0;
    const worker = createWorker({
      db: db(),
      dialect: ctx.database.dialect,
      concurrency: 2,
      pollMs: 20,
      backoffMs: 20,
      handlers: {
        flaky: async () => {
          calls++;
          throw new Error(`boom ${calls}`);
        },
      },
    });
    const id = await enqueueJob(db(), { userId, toolId, kind: 'flaky', payload: {}, maxAttempts: 3 });
    worker.start();
    const end = Date.now() + 5000;
    let job = (await findJobs(db(), toolId)).find((j) => j.id === id)!;
    while (job.status !== 'failed' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 30));
      job = (await findJobs(db(), toolId)).find((j) => j.id === id)!;
    }
    await worker.stop();
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: 'boom 3', locked_by: null });
    expect(calls).toBe(3);
    expect(await ctx.services.tools.getTool(userId, toolId)).toMatchObject({ name: 'Jobs' });
  });

  it('never runs more jobs at once than its concurrency, however often it is woken', async () => {
    let inFlight = 0;
    let most = 0;
    let finished = 0;
    const worker = createWorker({
      db: db(),
      dialect: ctx.database.dialect,
      concurrency: 2,
      pollMs: 20,
      handlers: {
        slow: async () => {
          most = Math.max(most, ++inFlight);
          await new Promise((r) => setTimeout(r, 15));
          inFlight--;
          finished++;
        },
      },
    });
    for (let i = 0; i < 12; i++) await enqueueJob(db(), { userId, toolId, kind: 'slow', payload: {} });
    worker.start();
    const waking = setInterval(() => {
      for (let i = 0; i < 5; i++) worker.wake();
    }, 2);
    const end = Date.now() + 10_000;
    while (finished < 12 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    clearInterval(waking);
    await worker.stop();
    expect(finished).toBe(12);
    expect(most).toBeLessThanOrEqual(2);
  });
});
