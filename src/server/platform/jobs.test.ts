import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { jobs } from '../db/schema/index';
import { JobQueue, type JobQueueOptions } from './jobs';

/**
 * The one job queue (decision 0102) on both databases: several workers share the work without
 * running a job twice, a failing job is retried with backoff and then failed with its error kept,
 * and a job whose worker died is taken back.
 */
const log = pino({ level: 'silent' });
const options: JobQueueOptions = {
  pollMs: 50,
  concurrency: 2,
  retryBaseSeconds: 0,
  staleSeconds: 30,
  soleOwner: false,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job queue', () => {
  it('hands each of 30 jobs to exactly one of three workers racing for them', async () => {
    const ran: number[] = [];
    const workers = [0, 1, 2].map(() => {
      const q = new JobQueue(t.db, log, options);
      q.register('theme-analysis', async (payload) => {
        ran.push(payload.n as number);
        await new Promise((r) => setTimeout(r, 2));
        return { n: payload.n };
      });
      return q;
    });
    const created = [];
    for (let n = 0; n < 30; n++) created.push(await workers[0]!.enqueue('theme-analysis', { n }));
    expect(created.every((j) => j.status === 'queued')).toBe(true);
    const counts = await Promise.all(workers.map((q) => q.drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    for (const job of created) {
      expect(await rowOf(job.id)).toMatchObject({
        status: 'completed',
        attempts: 1,
        progress: 100,
        result: { n: (job.payload as { n: number }).n },
      });
    }
  });

  it('retries a failing job with backoff, then fails it with the error kept', async () => {
    const q = new JobQueue(t.db, log, { ...options, retryBaseSeconds: 60 });
    let calls = 0;
    q.register('task-enhancement', async () => {
      calls++;
      throw new Error('The text service answered 503');
    });
    const job = await q.enqueue('task-enhancement', { taskId: 1 }, { maxAttempts: 2 });
    expect(await q.drain()).toBe(1);
    const retried = await rowOf(job.id);
    expect(retried).toMatchObject({ status: 'queued', attempts: 1, error: 'The text service answered 503' });
    // Backoff: the retry waits (60 s for the first), so nothing is due now.
    expect(retried.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await q.drain()).toBe(0);
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    expect(await q.drain()).toBe(1);
    expect(await rowOf(job.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'The text service answered 503',
    });
    expect((await rowOf(job.id)).finishedAt).not.toBeNull();
    expect(calls).toBe(2);
  });

  it('takes back a processing job whose worker stopped beating, and fails one out of attempts', async () => {
    const q = new JobQueue(t.db, log, options);
    q.register('theme-analysis', async () => 'done');
    const orphan = await q.enqueue('theme-analysis', {});
    const spent = await q.enqueue('theme-analysis', {}, { maxAttempts: 1 });
    const fresh = await q.enqueue('theme-analysis', {});
    const stale = sql`now() - interval '10 minutes'`;
    await t.db
      .update(jobs)
      .set({ status: 'processing', attempts: 1, lockedBy: 'dead', lockedAt: stale })
      .where(eq(jobs.id, orphan.id));
    await t.db
      .update(jobs)
      .set({ status: 'processing', attempts: 1, lockedBy: 'dead', lockedAt: stale })
      .where(eq(jobs.id, spent.id));
    await t.db
      .update(jobs)
      .set({ status: 'processing', attempts: 1, lockedBy: 'alive', lockedAt: sql`now()` })
      .where(eq(jobs.id, fresh.id));
    expect(await q.reclaim()).toBe(2);
    expect(await rowOf(orphan.id)).toMatchObject({ status: 'queued', lockedBy: null });
    expect(await rowOf(spent.id)).toMatchObject({
      status: 'failed',
      error: 'The worker stopped while running this job',
    });
    expect(await rowOf(fresh.id)).toMatchObject({ status: 'processing', lockedBy: 'alive' });
    expect(await q.drain()).toBe(1);
    expect(await rowOf(orphan.id)).toMatchObject({ status: 'completed', attempts: 2, result: 'done' });
  });

  it('records progress while a job runs, and a started worker picks up new jobs by itself', async () => {
    const q = new JobQueue(t.db, log, options);
    const seen: number[] = [];
    q.register('theme-analysis', async (_payload, { job, progress }) => {
      await progress(40);
      seen.push((await rowOf(job.id)).progress);
      return 'ok';
    });
    await q.start();
    try {
      const job = await q.enqueue('theme-analysis', {});
      const end = Date.now() + 10_000;
      while ((await rowOf(job.id)).status !== 'completed' && Date.now() < end)
        await new Promise((r) => setTimeout(r, 50));
      expect(await rowOf(job.id)).toMatchObject({ status: 'completed', progress: 100 });
      expect(seen).toEqual([40]);
    } finally {
      await q.stop();
    }
  });
});
