import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { JOB_KINDS, JOB_STATUSES, jobSchema, type JobRecord } from '../../../shared/jobs';
import { taskMessages } from '../../../shared/tasks';
import { jobs } from '../../db/schema/index';
import { access } from '../../platform/access';
import { NotFound } from '../../platform/errors';
import type { JobRow } from '../../platform/jobs';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';

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

/** GET /api/admin/jobs and /api/admin/jobs/:id: the queue as an admin watches it (decision 0102). */
export const jobRoutes: Feature = (api, deps) => {
  const tags = ['jobs'];
  const guard = access.permission('jobs.view');

  api.get(
    '/admin/jobs',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The latest background jobs, newest first',
        querystring: z.object({
          kind: z.enum(JOB_KINDS).optional(),
          status: z.enum(JOB_STATUSES).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.array(jobSchema) },
      },
    },
    async (request) => {
      const where: SQL[] = [];
      if (request.query.kind) where.push(eq(jobs.kind, request.query.kind));
      if (request.query.status) where.push(eq(jobs.status, request.query.status));
      const rows = await deps.db
        .select()
        .from(jobs)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(jobs.id))
        .limit(request.query.limit);
      return rows.map(jobView);
    },
  );

  api.get(
    '/admin/jobs/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One background job: kind, status (queued, processing, completed, failed), error and result',
        params: idParamsOf('Invalid job id'),
        response: { 200: jobSchema },
      },
    },
    async (request) => {
      const row = await deps.jobs.find(request.params.id);
      if (!row) throw new NotFound(taskMessages.jobNotFound);
      return jobView(row);
    },
  );
};
