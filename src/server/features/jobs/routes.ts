import { z } from 'zod';
import { JOB_KINDS, JOB_STATUSES, jobSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { getJob, listJobs } from './service';

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
    async (request) => listJobs(deps, request.query),
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
    async (request) => getJob(deps, request.params.id),
  );
};
