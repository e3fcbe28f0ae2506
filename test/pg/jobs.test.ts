// The durable job queue shared by two real app processes on one PostgreSQL database. Jobs of the
// test-only kind 'test-record' (TEST_JOB_KINDS=true) note every start, and commit "done" together with
// their completion, fenced by the lease: so the tables below say exactly who ran what, and how often.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createDatabase, startApp, type AppProcess, type TestDatabase } from './support.js';
import { until } from '../helper.js';

// Long enough that a live process on a busy 2-core CI machine renews in time (heartbeat every third).
const LEASE_MS = 3000;
const CONCURRENCY = 4;
let database: TestDatabase;
const apps: AppProcess[] = [];

const q = async <T>(text: string) => (await adminQuery(text, database.url)).rows as T[];
const start = () =>
  startApp(database.url, {
    TEST_JOB_KINDS: 'true',
    JOB_LEASE_MS: String(LEASE_MS),
    JOB_CONCURRENCY: String(CONCURRENCY),
  }).then((app) => {
    apps.push(app);
    return app;
  });

async function enqueue(count: number, ms: number) {
  const at = new Date().toISOString();
  const { rows } = await adminQuery(
    `INSERT INTO jobs (kind, payload, run_at, created_at, updated_at)
     SELECT 'test-record', '{"ms":${ms}}', '${at}', '${at}', '${at}' FROM generate_series(1, ${count})
     RETURNING id`,
    database.url,
  );
  return rows.map((r: { id: number }) => r.id);
}

const untilTrue = (check: () => Promise<boolean>) => until(check, 30_000, 20);

const idList = (ids: number[]) => ids.join(',');

beforeAll(async () => {
  database = await createDatabase();
  await adminQuery(
    `CREATE TABLE job_test_starts (job_id integer NOT NULL, worker_id text NOT NULL, at timestamptz DEFAULT clock_timestamp());
     CREATE TABLE job_test_done (job_id integer NOT NULL, worker_id text NOT NULL)`,
    database.url,
  );
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await database?.drop();
});

describe('jobs shared by two processes on PostgreSQL', () => {
  it('does each of 200 jobs exactly once while one process is killed midway', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const ids = await enqueue(200, 50);
    const doneBy = async (pid: number | undefined) =>
      Number(
        (await q<{ n: string }>(`SELECT count(*) AS n FROM job_test_done WHERE worker_id LIKE '${pid}-%'`))[0]
          ?.n,
      );
    // Midway: both have finished some, most are still to do.
    await untilTrue(async () => (await doneBy(a!.child.pid)) >= 10 && (await doneBy(b!.child.pid)) >= 10);
    await a!.kill();
    const killedAt = (await q<{ at: Date }>(`SELECT clock_timestamp() AS at`))[0]!.at;
    const doneAtKill = Number((await q<{ n: string }>(`SELECT count(*) AS n FROM job_test_done`))[0]?.n);
    expect(doneAtKill).toBeLessThan(150);

    await untilTrue(
      async () =>
        Number(
          (
            await q<{ n: string }>(
              `SELECT count(*) AS n FROM jobs WHERE id IN (${idList(ids)}) AND status = 'done'`,
            )
          )[0]?.n,
        ) === 200,
    );
    const done = await q<{ job_id: number; n: string }>(
      `SELECT job_id, count(*) AS n FROM job_test_done GROUP BY job_id ORDER BY job_id`,
    );
    expect(done.map((d) => d.job_id)).toEqual(ids);
    expect(done.filter((d) => Number(d.n) !== 1)).toEqual([]);

    // Ran more than once only where the killed process had started it: taken over after its lease.
    const starts = await q<{ job_id: number; workers: string[]; last: Date }>(
      `SELECT job_id, array_agg(worker_id ORDER BY at) AS workers, max(at) AS last
       FROM job_test_starts GROUP BY job_id`,
    );
    expect(starts.length).toBe(200);
    const again = starts.filter((s) => s.workers.length > 1);
    const killed = `${a!.child.pid}-`;
    for (const s of again) {
      expect(s.workers.length, String(s.job_id)).toBe(2);
      expect(s.workers[0]?.startsWith(killed), String(s.job_id)).toBe(true);
      expect(s.workers[1]?.startsWith(killed), String(s.job_id)).toBe(false);
      expect(s.last.getTime(), 'taken over only after the kill').toBeGreaterThan(killedAt.getTime());
    }
    expect(again.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(await doneBy(b!.child.pid)).toBeGreaterThan(200 - doneAtKill - 1);
    const stuck = await q(`SELECT id FROM jobs WHERE status <> 'done'`);
    expect(stuck).toEqual([]);
  });

  it('keeps a job that outlives its lease with the live process that runs it (heartbeat)', async () => {
    await start(); // a second live process, so someone could steal
    const ids = await enqueue(3, LEASE_MS * 2);
    await untilTrue(
      async () =>
        Number(
          (
            await q<{ n: string }>(
              `SELECT count(*) AS n FROM jobs WHERE id IN (${idList(ids)}) AND status = 'done'`,
            )
          )[0]?.n,
        ) === 3,
    );
    const starts = await q<{ job_id: number; n: string }>(
      `SELECT job_id, count(*) AS n FROM job_test_starts WHERE job_id IN (${idList(ids)}) GROUP BY job_id`,
    );
    expect(starts.map((s) => Number(s.n))).toEqual([1, 1, 1]);
    const failed = await q(
      `SELECT id, last_error FROM jobs WHERE id IN (${idList(ids)}) AND last_error IS NOT NULL`,
    );
    expect(failed).toEqual([]);
  });
});
