import { z } from 'zod';
import {
  acceptResultSchema,
  domainCandidateSchema,
  domainCheckStartSchema,
  domainGymListQuerySchema,
  domainGymPageSchema,
} from '../../../shared/domain-finder';
import { jobAcceptedSchema, jobSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import {
  acceptCandidate,
  candidatesOf,
  dismissCandidate,
  getDomainCheck,
  listGymsWithoutWebsite,
  registerDomainJobs,
  startDomainCheck,
} from './service';

const tags = ['admin: domain-finder'];

/** /api/admin/domain-finder: websites for gyms without one (`gyms.manage`, decision 0171). */
export const domainFinderAdminRoutes: Feature = (api, deps) => {
  registerDomainJobs(deps);
  const guard = access.permission('gyms.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/domain-finder/gyms',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Gyms without a website, by name or city, with their candidate domains counted',
        querystring: domainGymListQuerySchema,
        response: { 200: domainGymPageSchema },
      },
    },
    async (request) => listGymsWithoutWebsite(deps, request.query),
  );

  api.get(
    '/admin/domain-finder/gyms/:id/candidates',
    {
      ...guard,
      schema: {
        tags,
        summary: "A gym's candidate domains with the last check's answer, those that answer first",
        params: idParamsOf('Invalid gym id'),
        response: { 200: z.array(domainCandidateSchema) },
      },
    },
    async (request) => candidatesOf(deps, request.params.id),
  );

  api.post(
    '/admin/domain-finder/checks',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Check the candidate domains of one gym ({ gymId }) or of every gym without a website ({}); runs as a job',
        body: domainCheckStartSchema,
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const jobId = await startDomainCheck(deps, request.body.gymId, actorOf(request));
      return reply.status(202).send({ jobId, status: 'queued' as const });
    },
  );

  api.get(
    '/admin/domain-finder/checks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A domain check job: status, progress and, once completed, { gyms, candidates, live }',
        params: idParamsOf('Invalid job id'),
        response: { 200: jobSchema },
      },
    },
    async (request) => getDomainCheck(deps, request.params.id),
  );

  api.post(
    '/admin/domain-finder/candidates/:id/accept',
    {
      ...write,
      schema: {
        tags,
        summary: "Accept a candidate: the gym's website becomes its address (409 when the gym has one)",
        params: idParamsOf('Invalid candidate id'),
        response: { 200: acceptResultSchema },
      },
    },
    async (request) => acceptCandidate(deps, request.params.id, actorOf(request)),
  );

  api.post(
    '/admin/domain-finder/candidates/:id/dismiss',
    {
      ...write,
      schema: {
        tags,
        summary: 'Dismiss a candidate domain',
        params: idParamsOf('Invalid candidate id'),
        response: { 200: domainCandidateSchema },
      },
    },
    async (request) => dismissCandidate(deps, request.params.id, actorOf(request)),
  );
};
