import {
  gymAccessDenySchema,
  gymAccessMessages as m,
  gymAccessRequestListSchema,
  gymAccessRequestQuerySchema,
  gymAccessRequestSchema,
  myGymAccessSchema,
} from '../../../shared/gym-access';
import { access } from '../../platform/access';
import { callerOf } from '../../platform/caller';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { decidingGym } from './policy';
import { decideGymAccess, listGymAccessRequests, myGymAccess } from './service';

const tags = ['gym-access'];

/** A deny's reason, told to the person; the message alone (no field prefix) when it is missing. */
function denyReason(body: unknown): string {
  const parsed = gymAccessDenySchema.safeParse(body ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new ValidationFailed(issues[0]!.message, issues);
  }
  return parsed.data.reason;
}
const idParams = idParamsOf('Invalid request id');

/** The caller's own gym access, and the requests of the caller's gym for its approvers. */
export const gymAccessRoutes: Feature = (api, deps) => {
  api.get(
    '/user/gym-access',
    {
      ...access.member,
      schema: {
        tags,
        summary: "The caller's standing with their gym: approved, pending (since when, waiting on whom) or none",
        response: { 200: myGymAccessSchema },
      },
    },
    async (request) => myGymAccess(deps, await callerOf(deps, request)),
  );

  /** The caller's gym, when they approve its requests (approved there and holding gym.manage). */
  const approverGym = async (request: Parameters<typeof callerOf>[1]) => {
    const caller = await callerOf(deps, request);
    const gymId = decidingGym(caller);
    if (gymId === null) throw new Forbidden(m.noGym);
    return { caller, gymId };
  };

  api.get(
    '/my-gym/access-requests',
    {
      ...access.gym('gym.manage'),
      schema: {
        tags,
        summary: "The access requests of the caller's gym, newest first; paged and searchable",
        querystring: gymAccessRequestQuerySchema,
        response: { 200: gymAccessRequestListSchema },
      },
    },
    async (request) => listGymAccessRequests(deps, request.query, (await approverGym(request)).gymId),
  );

  api.post(
    '/my-gym/access-requests/:id/approve',
    {
      ...access.gym('gym.manage'),
      schema: {
        tags,
        summary: "Approve a request of the caller's gym (another gym's request is a 404)",
        params: idParams,
        response: { 200: gymAccessRequestSchema },
      },
    },
    async (request) => {
      const { caller, gymId } = await approverGym(request);
      return decideGymAccess(deps, caller, request.params.id, { action: 'approve' }, gymId);
    },
  );

  api.post(
    '/my-gym/access-requests/:id/deny',
    {
      ...access.gym('gym.manage'),
      schema: {
        tags,
        summary:
          "Deny a request of the caller's gym; body { reason } (told to the person), 400 'Please give a reason' without one",
        params: idParams,
        response: { 200: gymAccessRequestSchema },
      },
    },
    async (request) => {
      const { caller, gymId } = await approverGym(request);
      return decideGymAccess(
        deps,
        caller,
        request.params.id,
        { action: 'deny', reason: denyReason(request.body) },
        gymId,
      );
    },
  );
};

/** Every gym's access requests for the admins (users.manage). */
export const gymAccessAdminRoutes: Feature = (api, deps) => {
  const admin = access.permission('users.manage');
  api.get(
    '/admin/gym-access-requests',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Every gym access request, newest first; by status, and searched by username, email, name and gym name',
        querystring: gymAccessRequestQuerySchema,
        response: { 200: gymAccessRequestListSchema },
      },
    },
    async (request) => listGymAccessRequests(deps, request.query, null),
  );

  api.post(
    '/admin/gym-access-requests/:id/approve',
    {
      ...admin,
      schema: { tags, summary: 'Approve a request', params: idParams, response: { 200: gymAccessRequestSchema } },
    },
    async (request) =>
      decideGymAccess(deps, await callerOf(deps, request), request.params.id, { action: 'approve' }, null),
  );

  api.post(
    '/admin/gym-access-requests/:id/deny',
    {
      ...admin,
      schema: {
        tags,
        summary: "Deny a request; body { reason } (told to the person), 400 'Please give a reason' without one",
        params: idParams,
        response: { 200: gymAccessRequestSchema },
      },
    },
    async (request) =>
      decideGymAccess(
        deps,
        await callerOf(deps, request),
        request.params.id,
        { action: 'deny', reason: denyReason(request.body) },
        null,
      ),
  );
};
