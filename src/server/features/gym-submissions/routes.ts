import {
  duplicateCheckResponseSchema,
  duplicateCheckSchema,
  gymSubmissionSchema,
  submissionCreatedSchema,
} from '../../../shared/gym-submissions';
import { access } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { limitByIp } from '../../platform/rate-limit';
import type { Feature } from '../../platform/feature';
import { checkDuplicate, submitGym } from './service/submissions';

const tags = ['gym-submissions'];

/** Public gym intake: the duplicate check and the submission itself (spec 000 §2, §4, §7). */
export const gymSubmissionRoutes: Feature = (api, deps) => {
  const { config, limiter } = deps;
  const checkLimit = limitByIp(limiter, {
    name: 'gym-duplicate-check-ip',
    max: config.RATE_LIMIT_DUPLICATE_CHECKS_PER_MINUTE,
    windowMs: 60_000,
  });
  const submitLimit = limitByIp(limiter, {
    name: 'gym-submission-ip',
    max: config.RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR,
    windowMs: 3_600_000,
  });

  api.post(
    '/gym-submissions/check-duplicate',
    {
      ...access.public,
      preValidation: checkLimit,
      schema: {
        tags,
        summary: 'Listed gyms with a similar name (and pending submissions, for a signed-in member)',
        body: duplicateCheckSchema,
        response: { 200: duplicateCheckResponseSchema },
      },
    },
    async (request) => checkDuplicate(deps, request.body.name, { signedIn: Boolean(request.user) }),
  );

  api.post(
    '/gym-submissions',
    {
      ...access.public,
      preValidation: submitLimit,
      schema: {
        tags,
        summary: 'Submit a gym for review',
        body: gymSubmissionSchema,
        response: { 201: submissionCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      // A signed-in member without a gym is attached to it when an admin approves it.
      const by = { userId: user?.id ?? null };
      const row = await submitGym(deps, request.body, by, activityMeta(request), user && !user.gymId ? user.id : null);
      return reply.status(201).send({ id: row.id, name: row.name, status: 'pending' as const });
    },
  );
};
