import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_LIMITS } from '../../src/server/jobs/capture-pace.js';
import { claimJob } from '../../src/server/jobs/queue.js';
import { build, createTool, signUp, type TestContext } from '../helper.js';

let ctx: TestContext;

// Capture is wired in (the hooks enqueue jobs) but no worker runs: the test claims jobs itself.
beforeAll(async () => {
  ctx = await build({ capture: { jobConcurrency: 0 } });
});

afterAll(() => ctx.close());

describe('fair share of link capture', () => {
  it("paces one account's captures at ≤ 30 a minute while another user's link is captured first", async () => {
    const [alice, bob] = [await signUp(ctx.app), await signUp(ctx.app)];
    const aliceTools = new Set<number>();
    // saving always works: 100 adds in a row are all accepted at once
    for (let i = 0; i < 100; i++)
      aliceTools.add((await createTool(alice, { name: `A${i}`, url: `https://example.org/a/${i}` })).id);
    const bobTool = (await createTool(bob, { name: 'B', url: 'https://example.org/b' })).id;

    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select(['tool_id', 'kind', 'run_at'])
      .where('kind', '=', 'images')
      .execute();
    const bobRun = Date.parse(jobs.find((j) => j.tool_id === bobTool)!.run_at);
    expect(bobRun).toBeLessThanOrEqual(Date.now());
    const aliceRuns = jobs
      .filter((j) => aliceTools.has(j.tool_id!))
      .map((j) => Date.parse(j.run_at))
      .sort((a, b) => a - b);
    expect(aliceRuns).toHaveLength(100);
    // every window of each limit holds at most its count: the 100 captures span more than 3 minutes
    for (const { count, ms } of CAPTURE_LIMITS)
      for (let i = count; i < aliceRuns.length; i++)
        expect(aliceRuns[i]! - aliceRuns[i - count]!).toBeGreaterThan(ms);
    expect(aliceRuns.at(-1)! - aliceRuns[0]!).toBeGreaterThan(3 * 60_000);

    // claim everything due now, in the worker's order: Bob's capture comes before most of Alice's
    const claimed: number[] = [];
    for (let job; (job = await claimJob(ctx.database.db, ctx.database.dialect, 'test', 60_000));)
      claimed.push(job.tool_id!);
    const bobAt = claimed.indexOf(bobTool);
    expect(bobAt).toBeGreaterThanOrEqual(0);
    const aliceBefore = new Set(claimed.slice(0, bobAt).filter((id) => aliceTools.has(id)));
    expect(aliceBefore.size).toBeLessThan(50);
    expect(aliceBefore.size).toBeLessThanOrEqual(CAPTURE_LIMITS[1].count);
    expect(claimed.filter((id) => id === bobTool)).toHaveLength(2); // images and snapshot
  });

  it('does not hold back a user who adds a few links', async () => {
    const carol = await signUp(ctx.app);
    const ids = [];
    for (let i = 0; i < CAPTURE_LIMITS[1].count; i++)
      ids.push((await createTool(carol, { name: `C${i}`, url: `https://example.org/c/${i}` })).id);
    const runs = await ctx.database.db
      .selectFrom('jobs')
      .select('run_at')
      .where('tool_id', 'in', ids)
      .execute();
    for (const { run_at } of runs) expect(Date.parse(run_at)).toBeLessThanOrEqual(Date.now());
  });
});
