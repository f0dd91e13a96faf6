import { z } from 'zod';
import {
  approveSubmissionSchema,
  markDuplicateSchema,
  rejectSubmissionSchema,
  submissionListQuerySchema,
} from '../../../shared/gym-submissions';
import { activityMeta } from '../../platform/activity-log';
import { currentUser, requireAdmin } from '../../platform/auth';
import { presentGym } from '../gyms/index';
import type { Feature } from '../index';
import { approveSubmission, markDuplicate, rejectSubmission } from './service/review';
import { getSubmissionForReview, listSubmissions } from './service/submissions';

const idParams = z.object({ id: z.coerce.number().int().positive('Invalid submission id') });

/** Admin review of gym submissions: /api/admin/gym-submissions. */
export const gymSubmissionAdminRoutes: Feature = (api, deps) => {
  const base = '/admin/gym-submissions';
  const admin = { onRequest: requireAdmin };

  api.get(`${base}`, { ...admin, schema: { querystring: submissionListQuerySchema } }, async (request) =>
    listSubmissions(deps, request.query),
  );

  api.get(`${base}/:id`, { ...admin, schema: { params: idParams } }, async (request) =>
    getSubmissionForReview(deps, request.params.id),
  );

  api.post(`${base}/:id/approve`, { ...admin, schema: { params: idParams, body: approveSubmissionSchema } }, async (request) => {
    const by = currentUser(request).id;
    const result = await approveSubmission(deps, request.params.id, by, request.body, activityMeta(request));
    return { ...result, gym: presentGym(result.gym) };
  });

  api.post(`${base}/:id/reject`, { ...admin, schema: { params: idParams, body: rejectSubmissionSchema } }, async (request) => {
    const by = currentUser(request).id;
    return rejectSubmission(deps, request.params.id, by, request.body.adminNotes, activityMeta(request));
  });

  api.post(
    `${base}/:id/mark-duplicate`,
    { ...admin, schema: { params: idParams, body: markDuplicateSchema } },
    async (request) => {
      const by = currentUser(request).id;
      const result = await markDuplicate(deps, request.params.id, by, request.body, activityMeta(request));
      return { ...result, gym: presentGym(result.gym) };
    },
  );
};
