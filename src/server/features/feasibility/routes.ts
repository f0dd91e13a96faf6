import { z } from 'zod';
import {
  feasibilityCreateSchema,
  feasibilityListQuerySchema,
  feasibilityPageSchema,
  feasibilityPatchSchema,
  feasibilityProjectSchema,
  feasibilityReport,
  feasibilityResultsSchema,
  shareAnswerSchema,
  sharedFeasibilitySchema,
} from '../../../shared/feasibility';
import { noContent } from '../../../shared/answers';
import { exportQuerySchema } from '../../../shared/tools/records';
import { access } from '../../platform/access';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../platform/auth';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { limitByIp, withWriteBudget } from '../../platform/rate-limit';
import { exportReport, fileSlug, sendExport } from '../tools/index';
import {
  createProject,
  deleteProject,
  getProject,
  getProjectWithResults,
  getResults,
  listProjects,
  lockProject,
  shareProject,
  sharedProject,
  unshareProject,
  updateProject,
} from './service';

const tags = ['feasibility'];
const params = idParamsOf('Invalid project id');

/**
 * /api/feasibility-projects: an owner's studies of a new location, an expansion or a relocation
 * (`tools.financial`; each belongs to the member who made it), and the read-only shared link.
 */
export const feasibilityRoutes: Feature = (api, deps) => {
  const guard = access.permission('tools.financial');
  const write = withWriteBudget(guard);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  api.get(
    '/feasibility-projects',
    {
      ...guard,
      schema: {
        tags,
        summary: "The caller's feasibility projects, the latest changed first",
        querystring: feasibilityListQuerySchema,
        response: { 200: feasibilityPageSchema },
      },
    },
    async (request) => listProjects(deps, userId(request), request.query),
  );

  api.post(
    '/feasibility-projects',
    {
      ...write,
      schema: {
        tags,
        summary: 'Start a project (status draft), from typical figures the wizard then changes',
        body: feasibilityCreateSchema,
        response: { 201: feasibilityProjectSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createProject(deps, request.body, actorOf(request))),
  );

  api.get(
    '/feasibility-projects/:id',
    {
      ...guard,
      schema: { tags, summary: 'One of the caller’s projects', params, response: { 200: feasibilityProjectSchema } },
    },
    async (request) => getProject(deps, userId(request), request.params.id),
  );

  api.patch(
    '/feasibility-projects/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Save wizard fields (a locked project is a 409)',
        params,
        body: feasibilityPatchSchema,
        response: { 200: feasibilityProjectSchema },
      },
    },
    async (request) => updateProject(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/feasibility-projects/:id',
    { ...write, schema: { tags, summary: 'Delete a project', params, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteProject(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/feasibility-projects/:id/results',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Five-year projections in three scenarios, break-even month and payback (null when never reached)',
        params,
        response: { 200: feasibilityResultsSchema },
      },
    },
    async (request) => getResults(deps, userId(request), request.params.id),
  );

  api.get(
    '/feasibility-projects/:id/export',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The study as .xlsx or PDF (?format=)',
        params,
        querystring: exportQuerySchema,
        response: { 200: z.any().describe('The .xlsx or .pdf file') },
      },
    },
    async (request, reply) => {
      const { project, results } = await getProjectWithResults(deps, userId(request), request.params.id);
      const report = { tool: 'Feasibility study', name: project.name, ...feasibilityReport(project, results) };
      return sendExport(reply, await exportReport(report, request.query.format, fileSlug(project.name)));
    },
  );

  api.post(
    '/feasibility-projects/:id/lock',
    {
      ...write,
      schema: {
        tags,
        summary: 'Lock the project: read-only, its projection kept',
        params,
        response: { 200: feasibilityProjectSchema },
      },
    },
    async (request) => lockProject(deps, request.params.id, actorOf(request)),
  );

  api.post(
    '/feasibility-projects/:id/share',
    {
      ...write,
      schema: {
        tags,
        summary: 'A read-only link for a banker or partner',
        params,
        response: { 200: shareAnswerSchema },
      },
    },
    async (request) => shareProject(deps, request.params.id, actorOf(request)),
  );

  api.delete(
    '/feasibility-projects/:id/share',
    { ...write, schema: { tags, summary: 'Revoke the link', params, response: { 204: noContent } } },
    async (request, reply) => {
      await unshareProject(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/feasibility/shared/:token',
    {
      ...access.public,
      preValidation: limitByIp(deps.limiter, { name: 'feasibility-shared-ip', max: 120, windowMs: 60_000 }),
      schema: {
        tags,
        summary: 'A shared study, read-only, without sign-in',
        params: z.object({
          token: z
            .string()
            .min(16)
            .max(64)
            .regex(/^[\w-]+$/),
        }),
        response: { 200: sharedFeasibilitySchema },
      },
    },
    async (request) => sharedProject(deps, request.params.token),
  );
};
