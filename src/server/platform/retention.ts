import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { LogReach } from '../../shared/retention';
import { rowsOf, type Db } from '../db/client';
import type { Deps } from './deps';

/**
 * Log retention (decision 0175): one job a day deletes the login and activity logs, resolved
 * server errors, expired rate-limit windows and finished jobs older than their settings. Each
 * table is emptied in slices of autocommit DELETEs of at most `sliceSize` rows, so no statement
 * holds locks or a transaction for long, and every slice reports progress (the job's heartbeat).
 */
export const RETENTION_TABLES = [
  'user_login_log',
  'user_activity_log',
  'system_error_log',
  'rate_limits',
  'jobs',
] as const;
export type RetentionTable = (typeof RETENTION_TABLES)[number];
export type RetentionResult = Record<RetentionTable, number>;

export const DEFAULT_SLICE_SIZE = 5000;

/** Days each log is kept, as an admin screen says it. */
export function retentionDays(config: Config) {
  return {
    login: config.RETENTION_LOGIN_DAYS,
    activity: config.RETENTION_ACTIVITY_DAYS,
    errors: config.RETENTION_ERRORS_DAYS,
    jobs: config.RETENTION_JOBS_DAYS,
  };
}

function days(n: number): SQL {
  return sql`now() - make_interval(days => ${n})`;
}

/** The statement that deletes one slice of a table's old rows; each finds its rows by an index. */
function sliceStatement(table: RetentionTable, config: Config, size: number): SQL {
  switch (table) {
    case 'user_login_log':
      return sql`delete from user_login_log where id in (select id from user_login_log
        where login_time < ${days(config.RETENTION_LOGIN_DAYS)} order by login_time limit ${size})`;
    case 'user_activity_log':
      return sql`delete from user_activity_log where id in (select id from user_activity_log
        where occurred_at < ${days(config.RETENTION_ACTIVITY_DAYS)} order by occurred_at limit ${size})`;
    case 'system_error_log':
      // Only resolved entries go: an open error stays until an admin resolves it, however old.
      return sql`delete from system_error_log where id in (select id from system_error_log
        where resolved = true and resolved_at < ${days(config.RETENTION_ERRORS_DAYS)} order by resolved_at limit ${size})`;
    case 'rate_limits':
      // A window that ended holds nothing: the next hit starts a new one. The same rule as the
      // limiter's own sweep (platform/rate-limit.ts), here in slices.
      return sql`delete from rate_limits where key in (select key from rate_limits
        where reset_at < now() - interval '1 hour' order by reset_at limit ${size})`;
    case 'jobs':
      // Only jobs in an end state: queued and processing ones are never touched.
      return sql`delete from jobs where id in (select id from jobs
        where status in ('completed', 'failed') and finished_at < ${days(config.RETENTION_JOBS_DAYS)}
        order by finished_at limit ${size})`;
  }
}

function affected(result: unknown): number {
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return r.affectedRows ?? r.rowCount ?? 0;
}

/** Deletes every table's old rows, slice by slice; says how many rows each table lost. */
export async function pruneOldRows(
  db: Db,
  config: Config,
  options: { sliceSize?: number; progress?: (percent: number) => Promise<void> } = {},
): Promise<RetentionResult> {
  const size = options.sliceSize ?? DEFAULT_SLICE_SIZE;
  const result = Object.fromEntries(RETENTION_TABLES.map((t) => [t, 0])) as RetentionResult;
  for (const [i, table] of RETENTION_TABLES.entries()) {
    for (;;) {
      const deleted = affected(await db.execute(sliceStatement(table, config, size)));
      result[table] += deleted;
      await options.progress?.(Math.round((i * 100) / RETENTION_TABLES.length));
      if (deleted < size) break;
    }
  }
  await options.progress?.(100);
  return result;
}

/** Today's date in UTC, the key that makes the day's retention job unique. */
export function retentionDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Queues the day's retention job unless it exists. The partial unique index jobs_retention_day_idx
 * makes this race-free: of any number of processes asking at once, one row is inserted.
 * Returns whether this call queued it.
 */
export async function scheduleRetention(deps: Pick<Deps, 'db' | 'jobs'>, now = new Date()): Promise<boolean> {
  const day = retentionDay(now);
  const inserted = await deps.db.execute<{ id: number }>(sql`
    insert into jobs (kind, payload, max_attempts) values ('retention', ${JSON.stringify({ day })}::jsonb, 3)
    on conflict ((payload->>'day')) where kind = 'retention' do nothing
    returning id`);
  const queued = (inserted as unknown as { rows: unknown[] }).rows.length > 0;
  if (queued) deps.jobs.kick();
  return queued;
}

/** Registers the retention job's work on the queue. */
export function registerRetentionJob(deps: Deps): void {
  deps.jobs.register('retention', async (payload, ctx) => {
    const sliceSize = typeof payload.sliceSize === 'number' ? payload.sliceSize : DEFAULT_SLICE_SIZE;
    return pruneOldRows(deps.db, deps.config, { sliceSize, progress: (p) => ctx.progress(p) });
  });
}

/**
 * Asks for the day's retention job now and every hour while the process runs; the returned
 * function stops it. The timer is unref'd so it never keeps a process alive.
 */
export function startRetentionSchedule(deps: Deps, everyMs = 60 * 60_000): () => void {
  const ask = () =>
    void scheduleRetention(deps).catch((e: unknown) =>
      deps.log.warn({ err: e }, 'could not schedule the retention job'),
    );
  ask();
  const timer = setInterval(ask, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How far back a log reaches: the days its entries are kept and the time of its oldest one. */
export async function logReach(db: Db, log: 'login' | 'errors', keptDays: number): Promise<LogReach> {
  const oldest =
    log === 'login'
      ? sql`select min(login_time) as oldest from user_login_log`
      : sql`select min(occurred_at) as oldest from system_error_log`;
  const [row] = rowsOf<{ oldest: Date | string | null }>(await db.execute(oldest));
  const value = row?.oldest ?? null;
  return { keptDays, oldest: value === null ? null : new Date(value).toISOString() };
}
