import { and, eq, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import crypto from 'node:crypto';
import os from 'node:os';
import type { JobKind, JobStatus } from '../../shared/jobs';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from './db-errors';
import { jobs } from '../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRow;
  /** Records progress (0–100); it doubles as the job's heartbeat. */
  progress(percent: number): Promise<void>;
}

/** Does the work of one job; what it returns is kept as the job's result. Must be idempotent. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<unknown>;

export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** First retry delay; each further attempt waits twice as long (at most 10 minutes). */
  retryBaseSeconds: number;
  /** A processing job whose heartbeat is older than this is taken back (its worker died). */
  staleSeconds: number;
  /** True when this process owns the database alone (the embedded one): every processing row is an orphan at start. */
  soleOwner: boolean;
}

export interface EnqueueOptions {
  /** The transaction to enqueue in, so the job exists only if the rest commits. */
  db?: Db;
  maxAttempts?: number;
  requestedBy?: number | null;
}

const MAX_BACKOFF_SECONDS = 600;

/**
 * The one job queue of the product (decision 0102): rows in the `jobs` table, claimed one at a
 * time by an autocommit UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED), so any number of
 * processes on one PostgreSQL share the work without running a job twice, and the embedded
 * database runs the very same statements. A job survives a restart: queued rows simply wait, and
 * rows a dead worker held are taken back by their stale heartbeat (or at once on the embedded
 * database, which one process owns). Handlers never run inside a transaction.
 */
export class JobQueue {
  readonly workerId = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private reaper: NodeJS.Timeout | null = null;
  private started = false;
  private polling = false;
  /** Whether the worker found the database unreachable and has not reached it since. */
  private unreachable = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: JobQueueOptions,
  ) {}

  /** Registers the work for a kind of job; a feature does this when it is registered. */
  register(kind: JobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Adds a queued job and wakes this process's worker. */
  async enqueue(kind: JobKind, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<JobRow> {
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind,
        payload,
        maxAttempts: options.maxAttempts ?? 3,
        requestedBy: options.requestedBy ?? null,
      })
      .returning();
    if (!options.db) this.kick();
    return row!;
  }

  async find(id: number): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }

  /** Takes the oldest due queued job for this worker, or null. One autocommit statement. */
  async claim(): Promise<JobRow | null> {
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return null;
    const next = sql`(select ${jobs.id} from ${jobs} where ${jobs.status} = 'queued' and ${jobs.runAt} <= now()
      and ${jobs.kind} in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) order by ${jobs.runAt}, ${jobs.id} limit 1 for update skip locked)`;
    const [row] = await this.db
      .update(jobs)
      .set({
        status: 'processing',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: this.workerId,
        lockedAt: sql`now()`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        error: null,
      })
      .where(and(eq(jobs.id, next), eq(jobs.status, 'queued')))
      .returning();
    return row ?? null;
  }

  /** Runs one claimed job to its end: completed with its result, or failed (retried while attempts remain). */
  async run(job: JobRow): Promise<JobStatus> {
    const handler = this.handlers.get(job.kind);
    const held = and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId), eq(jobs.status, 'processing'));
    const heartbeat = setInterval(
      () => {
        this.db
          .update(jobs)
          .set({ lockedAt: sql`now()` })
          .where(held)
          .catch(() => {});
      },
      Math.max(1000, (this.options.staleSeconds * 1000) / 4),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      const result = await handler((job.payload ?? {}) as Record<string, unknown>, {
        job,
        progress: async (percent) => {
          const value = Math.max(0, Math.min(100, Math.round(percent)));
          await this.db
            .update(jobs)
            .set({ progress: value, lockedAt: sql`now()` })
            .where(held);
        },
      });
      await this.db
        .update(jobs)
        .set({
          status: 'completed',
          progress: 100,
          result: (result ?? null) as never,
          lockedBy: null,
          lockedAt: null,
          finishedAt: sql`now()`,
        })
        .where(held);
      return 'completed';
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const final = job.attempts >= job.maxAttempts;
      this.log.warn({ err: e, jobId: job.id, kind: job.kind, attempt: job.attempts, final }, 'job attempt failed');
      const delay = Math.min(MAX_BACKOFF_SECONDS, this.options.retryBaseSeconds * 2 ** (job.attempts - 1));
      await this.db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'queued',
          error: message.slice(0, 2000),
          lockedBy: null,
          lockedAt: null,
          ...(final ? {} : { runAt: sql`now() + make_interval(secs => ${delay})` }),
          finishedAt: final ? sql`now()` : null,
        })
        .where(held);
      return final ? 'failed' : 'queued';
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Claims and runs due jobs until none is left; for tests and scripts (no timers). */
  async drain(limit = 100): Promise<number> {
    let done = 0;
    for (; done < limit; done++) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
    }
    return done;
  }

  /**
   * Takes back jobs whose worker died: every processing job when this process owns the database
   * alone, else those whose heartbeat is older than staleSeconds. A job out of attempts fails.
   */
  async reclaim(all = false): Promise<number> {
    const stale = all ? undefined : lt(jobs.lockedAt, sql`now() - make_interval(secs => ${this.options.staleSeconds})`);
    const rows = await this.db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'failed' else 'queued' end`,
        error: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'The worker stopped while running this job' else ${jobs.error} end`,
        finishedAt: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then now() else null end`,
        lockedBy: null,
        lockedAt: null,
      })
      .where(and(eq(jobs.status, 'processing'), stale))
      .returning({ id: jobs.id });
    if (rows.length) this.log.info({ jobs: rows.map((r) => r.id) }, 'jobs taken back from a stopped worker');
    return rows.length;
  }

  /** Starts this process's worker: polls, runs up to `concurrency` jobs at once, reaps stale ones. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.reclaim(this.options.soleOwner);
    this.reaper = setInterval(() => void this.reclaim().catch(() => {}), this.options.staleSeconds * 500);
    this.reaper.unref();
    this.schedule(0);
    this.log.info({ worker: this.workerId, kinds: [...this.handlers.keys()] }, 'job worker started');
  }

  /** Stops taking jobs and waits for the running ones (a job cut off is taken back on restart). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.reaper) clearInterval(this.reaper);
    this.timer = this.reaper = null;
    await Promise.allSettled([...this.running]);
  }

  /** Looks for work now (after an enqueue in this process). */
  kick(): void {
    if (this.started) this.schedule(0);
  }

  private schedule(ms: number) {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.poll(), ms);
    this.timer.unref();
  }

  private async poll() {
    if (!this.started || this.polling) return;
    this.polling = true;
    try {
      while (this.started && this.running.size < this.options.concurrency) {
        const job = await this.claim();
        if (!job) break;
        const task: Promise<void> = this.run(job)
          .then(() => undefined)
          .catch((e: unknown) => this.log.error({ err: e, jobId: job.id }, 'job bookkeeping failed'))
          .finally(() => {
            this.running.delete(task);
            this.kick();
          });
        this.running.add(task);
      }
      this.unreachable = false;
    } catch (e) {
      // A database outage is logged once, not once a poll (decision 0177).
      if (!isDatabaseUnavailable(e)) this.log.error({ err: e }, 'job worker could not claim a job');
      else if (!this.unreachable) {
        this.unreachable = true;
        this.log.warn({ err: e }, 'job worker: the database cannot be reached; waiting for it');
      }
    } finally {
      this.polling = false;
      this.schedule(this.options.pollMs);
    }
  }
}
