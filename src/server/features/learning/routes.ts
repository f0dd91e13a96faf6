import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IMAGE_TYPES } from '../../platform/images';
import {
  hubSchema,
  learningSummarySchema,
  moduleDetailSchema,
  moduleListQuerySchema,
  moduleSummarySchema,
  progressInputSchema,
  progressResultSchema,
  resumeSchema,
  sectionViewSchema,
} from '../../../shared/learning';
import type { Deps } from '../../platform/deps';
import { access } from '../../platform/access';
import { withWriteBudget } from '../../platform/rate-limit';
import { activityMeta } from '../../platform/activity-log';
import { findImage, sendImage } from '../../platform/images';
import { idParamsOf } from '../../platform/params';
import { callerOf, holds } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { moduleImageStore } from './service/images';
import { completeSection } from './service/complete';
import { saveProgress } from './service/progress';
import { hub, learningSummary, listModules, moduleDetail, resume, sectionView, type Reader } from './service/reading';

const tags = ['learning'];
const slug = z.string().min(1).max(200);
const sectionParams = idParamsOf('Invalid section id');

/** The caller as a reader: who, which role, and whether they may see unpublished modules. */
export async function readerOf(deps: Deps, request: FastifyRequest): Promise<Reader> {
  const caller = await callerOf(deps, request);
  return { id: caller.userId, roleId: caller.user.roleId, canManage: holds(caller, 'learning.manage') };
}

/** The learning hub for members, the home page's count and the module images. */
export const learningRoutes: Feature = (api, deps) => {
  api.get(
    '/learning/modules',
    {
      ...access.permission('learning.read'),
      schema: {
        tags,
        summary: 'Published modules of a category, with the caller’s progress',
        querystring: moduleListQuerySchema,
        response: { 200: z.array(moduleSummarySchema) },
      },
    },
    async (request) => listModules(deps, await readerOf(deps, request), request.query),
  );

  api.get(
    '/learning/modules/:slug',
    {
      ...access.permission('learning.read'),
      schema: {
        tags,
        summary: 'A module and its sections with completion marks',
        params: z.object({ slug }),
        response: { 200: moduleDetailSchema },
      },
    },
    async (request) => moduleDetail(deps, await readerOf(deps, request), request.params.slug),
  );

  api.get(
    '/learning/modules/:slug/sections/:sectionSlug',
    {
      ...access.permission('learning.read'),
      schema: {
        tags,
        summary: 'A section with its tabs and checklists, and the caller’s progress (opening it counts as a view)',
        params: z.object({ slug, sectionSlug: slug }),
        response: { 200: sectionViewSchema },
      },
    },
    async (request) =>
      sectionView(deps, await readerOf(deps, request), request.params.slug, request.params.sectionSlug),
  );

  api.put(
    '/learning/sections/:id/progress',
    {
      ...withWriteBudget(access.permission('learning.read')),
      schema: {
        tags,
        summary: 'Record the last viewed tab and checklist ticks (merged into the stored ones)',
        params: sectionParams,
        body: progressInputSchema,
        response: { 200: progressResultSchema },
      },
    },
    async (request) =>
      saveProgress(deps, await readerOf(deps, request), request.params.id, request.body, activityMeta(request)),
  );

  api.post(
    '/learning/sections/:id/complete',
    {
      ...withWriteBudget(access.permission('learning.read')),
      schema: {
        tags,
        summary: 'Mark a section completed: ticks its required checklist items still open (decision 0153)',
        params: sectionParams,
        response: { 200: progressResultSchema },
      },
    },
    async (request) => completeSection(deps, await readerOf(deps, request), request.params.id, activityMeta(request)),
  );

  api.get(
    '/learning/resume',
    {
      ...access.permission('learning.read'),
      schema: { tags, summary: 'Where the caller left off, or null', response: { 200: resumeSchema } },
    },
    async (request) => resume(deps, await readerOf(deps, request)),
  );

  api.get(
    '/learning/hub',
    {
      ...access.permission('learning.read'),
      schema: {
        tags,
        summary: 'The learning hub: where to continue, progress per category, featured and in-progress modules',
        response: { 200: hubSchema },
      },
    },
    async (request) => hub(deps, await readerOf(deps, request)),
  );

  api.get(
    '/public/learning-summary',
    {
      ...access.public,
      schema: { tags, summary: 'How many modules are published', response: { 200: learningSummarySchema } },
    },
    async () => learningSummary(deps),
  );

  api.get(
    '/public/learning-module-images/:name',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'An uploaded learning module image',
        params: z.object({ name: z.string().max(120) }),
        response: {
          200: {
            description: 'The image file',
            content: Object.fromEntries(
              IMAGE_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
            ),
          },
        },
      },
    },
    async (request, reply) => {
      return sendImage(reply, await findImage(deps, request.params.name, moduleImageStore));
    },
  );
};
