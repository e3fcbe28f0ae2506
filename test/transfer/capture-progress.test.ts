// Capture after import: imported tools are usable at once, their capture waits as low-priority durable
// jobs behind interactive adds, and GET /api/import/status reads progress back from the jobs table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, completeJob, enqueueJob, failJob } from '../../src/server/jobs/queue.js';
import { build, signUp, type TestContext } from '../helper.js';
import { allTools, corpusFile, importOk } from './transfer-helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => ctx.close());

const netscape = (links: string[]) =>
  `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n${links.map((l) => `<DT>${l}`).join('\n')}\n</DL><p>\n`;

async function status(user: Awaited<ReturnType<typeof signUp>>) {
  const res = await user.request({ method: 'GET', url: '/api/import/status' });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; done: number; failed: number; queued: number }>();
}

describe('capture after import', () => {
  it('queues images and snapshot jobs at import priority, carrying ICON data URIs', async () => {
    const user = await signUp(ctx.app);
    const result = await importOk(user, corpusFile('chrome_nested.htm'));
    const tools = await allTools(user);
    expect(tools).toHaveLength(result.imported);
    expect(tools.every((t) => t.image === null && t.snapshot === null)).toBe(true);

    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select(['kind', 'priority', 'status', 'payload', 'tool_id'])
      .where(
        'tool_id',
        'in',
        tools.map((t) => t.id),
      )
      .execute();
    expect(jobs).toHaveLength(tools.length * 2);
    expect(new Set(jobs.map((j) => j.priority))).toEqual(new Set([10]));
    expect(jobs.filter((j) => j.kind === 'snapshot')).toHaveLength(tools.length);
    const images = jobs
      .filter((j) => j.kind === 'images')
      .map((j) => JSON.parse(j.payload) as { icon: string | null });
    expect(images.filter((p) => p.icon?.startsWith('data:image/png;base64,'))).toHaveLength(17);
  });

  it('lets an interactive add jump the queue of an import', async () => {
    const db = ctx.database.db;
    // Drain what earlier tests queued so the claim order below is about this test's jobs only.
    while (await claimJob(db, ctx.database.dialect, 'drain', 60_000));
    const user = await signUp(ctx.app);
    await importOk(
      user,
      netscape(['<A HREF="https://a.example/">a</A>', '<A HREF="https://b.example/">b</A>']),
    );
    const [tool] = await allTools(user);
    const interactive = await enqueueJob(db, { userId: 1, toolId: tool!.id, kind: 'images', payload: {} });
    const first = await claimJob(db, ctx.database.dialect, 'test-worker', 60_000);
    expect(first?.id).toBe(interactive);
    const second = await claimJob(db, ctx.database.dialect, 'test-worker', 60_000);
    expect(second?.priority).toBe(10);
  });

  it('reports "Capturing n of total" progress from the jobs table, in tools', async () => {
    const db = ctx.database.db;
    while (await claimJob(db, ctx.database.dialect, 'drain', 60_000));
    const user = await signUp(ctx.app);
    expect(await status(user)).toEqual({ total: 0, done: 0, failed: 0, queued: 0 });
    const links = ['https://p1.example/', 'https://p2.example/', 'https://p3.example/'];
    await importOk(user, netscape(links.map((u) => `<A HREF="${u}">${u}</A>`)));
    expect(await status(user)).toEqual({ total: 3, done: 0, failed: 0, queued: 3 });

    const tools = await allTools(user);
    const jobsOf = (toolId: number) =>
      db.selectFrom('jobs').selectAll().where('tool_id', '=', toolId).orderBy('id').execute();
    // The worker finishes both jobs of one tool, and gives up on one job of another.
    for (const job of await jobsOf(tools[0]!.id)) {
      const claimed = { ...job, locked_by: 'w', attempts: 1 };
      await db
        .updateTable('jobs')
        .set({ status: 'running', locked_by: 'w' })
        .where('id', '=', job.id)
        .execute();
      await completeJob(db, claimed);
    }
    expect(await status(user)).toEqual({ total: 3, done: 1, failed: 0, queued: 2 });
    const [doomed] = await jobsOf(tools[1]!.id);
    await db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'w' })
      .where('id', '=', doomed!.id)
      .execute();
    await failJob(db, { ...doomed!, locked_by: 'w', attempts: doomed!.max_attempts }, 'gone', 1);
    expect(await status(user)).toEqual({ total: 3, done: 1, failed: 1, queued: 2 });

    // A second user's import never shows up in this user's progress.
    const other = await signUp(ctx.app);
    await importOk(other, netscape(['<A HREF="https://other.example/">o</A>']));
    expect((await status(user)).total).toBe(3);
  });
});
