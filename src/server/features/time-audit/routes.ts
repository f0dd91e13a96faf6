import {
  timeAuditCreatedSchema,
  timeAuditInputSchema,
  timeAuditListQuery,
  timeAuditListSchema,
  timeAuditMessages,
  timeAuditOptions,
  timeAuditOptionsSchema,
  timeAuditRecordSchema,
} from '../../../shared/time-audit';
import { access } from '../../platform/access';
import { currentUser } from '../../platform/auth';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { createTimeAudit, getTimeAudit, listTimeAudits } from './service';

const tags = ['time-audits'];
const auditParams = idParamsOf(timeAuditMessages.invalidId);

/**
 * The time audit and leadership survey: personal to the member who takes it, so any signed-in
 * member may take one and sees only their own (docs/decisions/0160-time-audit.md).
 */
export const timeAuditRoutes: Feature = (api, deps) => {
  api.get(
    '/time-audits/options',
    {
      ...access.public,
      schema: {
        tags,
        summary: "The survey's choices: locations, staff, revenue, role, years, priorities and the scorecard",
        response: { 200: timeAuditOptionsSchema },
      },
    },
    async () => timeAuditOptions,
  );

  api.get(
    '/time-audits',
    {
      ...access.member,
      schema: {
        tags,
        summary: "The caller's time audits with their scores, newest first; paged",
        querystring: timeAuditListQuery,
        response: { 200: timeAuditListSchema },
      },
    },
    async (request) => listTimeAudits(deps, currentUser(request).id, request.query),
  );

  api.post(
    '/time-audits',
    {
      ...withWriteBudget(access.member),
      schema: {
        tags,
        summary: 'Take the time audit: the answers are kept and scored here, with the overall grade',
        body: timeAuditInputSchema,
        response: { 201: timeAuditCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTimeAudit(deps, request.body, actorOf(request))),
  );

  api.get(
    '/time-audits/:id',
    {
      ...access.member,
      schema: {
        tags,
        summary: "One of the caller's time audits: answers, scores, grade and the three changes that move it most",
        params: auditParams,
        response: { 200: timeAuditRecordSchema },
      },
    },
    async (request) => getTimeAudit(deps, currentUser(request).id, request.params.id),
  );
};
