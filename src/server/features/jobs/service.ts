import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { JobKind, JobRecord, JobStatus } from '../../../shared/jobs';
import { taskMessages } from '../../../shared/tasks';
import { jobs } from '../../db/schema/index';
import type { Deps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';
import type { JobRow } from '../../platform/jobs';

/** A job as the API shows it: error only when it has one, result only when it is done. */
export function jobView(row: JobRow): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobRecord['status'],
    progress: row.progress,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    ...(row.error ? { error: row.error } : {}),
    ...(row.status === 'completed' ? { result: row.result } : {}),
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

export interface JobListQuery {
  kind?: JobKind | undefined;
  status?: JobStatus | undefined;
  limit: number;
}

/** GET /api/admin/jobs: the latest jobs, newest first, of one kind or status if asked. */
export async function listJobs(deps: Deps, query: JobListQuery): Promise<JobRecord[]> {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(jobs.kind, query.kind));
  if (query.status) where.push(eq(jobs.status, query.status));
  const rows = await deps.db
    .select()
    .from(jobs)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(jobs.id))
    .limit(query.limit);
  return rows.map(jobView);
}

/** GET /api/admin/jobs/:id (404 for an unknown id). */
export async function getJob(deps: Deps, id: number): Promise<JobRecord> {
  const row = await deps.jobs.find(id);
  if (!row) throw new NotFound(taskMessages.jobNotFound);
  return jobView(row);
}
