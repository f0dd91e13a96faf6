import {
  approveSubmissionSchema,
  markDuplicateSchema,
  rejectSubmissionSchema,
  submissionDecisionSchema,
  submissionListQuerySchema,
  submissionListSchema,
  submissionRejectionSchema,
  submissionReviewSchema,
} from '../../../shared/gym-submissions';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import { presentGym } from '../gyms/index';
import type { Feature } from '../../platform/feature';
import { approveSubmission, markDuplicate, rejectSubmission } from './service/review';
import { getSubmissionForReview, listSubmissions } from './service/submissions';

const idParams = idParamsOf('Invalid submission id');
const tags = ['gym-submissions'];

/** Admin review of gym submissions: /api/admin/gym-submissions. */
export const gymSubmissionAdminRoutes: Feature = (api, deps) => {
  const base = '/admin/gym-submissions';
  const admin = access.permission('gyms.manage');

  api.get(
    `${base}`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'List submissions by status',
        querystring: submissionListQuerySchema,
        response: { 200: submissionListSchema },
      },
    },
    async (request) => listSubmissions(deps, request.query),
  );

  api.get(
    `${base}/:id`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'One submission with similar gyms',
        params: idParams,
        response: { 200: submissionReviewSchema },
      },
    },
    async (request) => getSubmissionForReview(deps, request.params.id),
  );

  api.post(
    `${base}/:id/approve`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Approve: create the gym from the submission',
        params: idParams,
        body: approveSubmissionSchema,
        response: { 200: submissionDecisionSchema },
      },
    },
    async (request) => {
      const by = currentUser(request).id;
      const result = await approveSubmission(deps, request.params.id, by, request.body, activityMeta(request));
      return { ...result, gym: presentGym(result.gym) };
    },
  );

  api.post(
    `${base}/:id/reject`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Reject a submission',
        params: idParams,
        body: rejectSubmissionSchema,
        response: { 200: submissionRejectionSchema },
      },
    },
    async (request) => {
      const by = currentUser(request).id;
      return rejectSubmission(deps, request.params.id, by, request.body.adminNotes, activityMeta(request));
    },
  );

  api.post(
    `${base}/:id/mark-duplicate`,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Mark as a duplicate of a listed gym',
        params: idParams,
        body: markDuplicateSchema,
        response: { 200: submissionDecisionSchema },
      },
    },
    async (request) => {
      const by = currentUser(request).id;
      const result = await markDuplicate(deps, request.params.id, by, request.body, activityMeta(request));
      return { ...result, gym: presentGym(result.gym) };
    },
  );
};
