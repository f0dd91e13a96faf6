import { joinRequestReviewSchema } from '../../../shared/chapters';
import type { RouteAccess } from '../../platform/access';
import { activityMeta } from '../../platform/activity-log';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Api } from '../../platform/feature';
import type { Deps } from '../../platform/deps';
import { reviewJoinRequest } from './service/membership';

const requestParams = idParamsOf('Invalid join request id');

/**
 * POST `<path>/:id/approve` and `<path>/:id/deny`: a join request reviewed by an admin (any
 * chapter's) or by the chapter's president (their own chapter's).
 */
export function joinRequestReviewRoutes(
  api: Api,
  deps: Deps,
  { path, routeAccess, asAdmin }: { path: string; routeAccess: { config: { access: RouteAccess } }; asAdmin: boolean },
) {
  const by = asAdmin ? '' : ' (president)';
  for (const decision of ['approve', 'deny'] as const) {
    api.post(
      `${path}/:id/${decision}`,
      {
        ...routeAccess,
        schema: {
          tags: ['chapters'],
          summary: `${decision === 'approve' ? 'Approve' : 'Deny'} a join request${by}`,
          params: requestParams,
          response: { 200: joinRequestReviewSchema },
        },
      },
      async (request) =>
        reviewJoinRequest(
          deps,
          request.params.id,
          decision,
          { id: currentUser(request).id, asAdmin },
          activityMeta(request),
        ),
    );
  }
}
