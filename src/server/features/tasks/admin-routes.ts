import { noContent } from '../../../shared/answers';
import { jobAcceptedSchema } from '../../../shared/jobs';
import {
  taskInputSchema,
  taskPatchSchema,
  taskSchema,
  themeInputSchema,
  themePatchSchema,
  themeSchema,
} from '../../../shared/tasks';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { startEnhancement, startThemeAnalysis, registerTaskJobs } from './service/jobs';
import { createTask, createTheme, deleteTask, deleteTheme, getTask, updateTask, updateTheme } from './service/library';

const tags = ['admin: business-tasks'];
const taskParams = idParamsOf('Invalid task id');
const themeParams = idParamsOf('Invalid theme id');

/** /api/admin/business-tasks and /api/admin/task-themes, with the enhancement and theme-analysis jobs. */
export const taskAdminRoutes: Feature = (api, deps) => {
  registerTaskJobs(deps);
  const guard = access.permission('tasks.manage');

  api.get(
    '/admin/business-tasks/:id',
    {
      ...guard,
      schema: { tags, summary: 'One task, for its editor', params: taskParams, response: { 200: taskSchema } },
    },
    async (request) => getTask(deps, request.params.id, currentUser(request).id),
  );

  api.post(
    '/admin/business-tasks',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add a task to the library',
        body: taskInputSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createTask(deps, request.body, actorOf(request))),
  );

  api.patch(
    '/admin/business-tasks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Edit a task',
        params: taskParams,
        body: taskPatchSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => updateTask(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/admin/business-tasks/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Delete a task (and the My Tasks entries for it)',
        params: taskParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTask(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/admin/business-tasks/:id/enhance',
    {
      ...guard,
      schema: {
        tags,
        summary:
          'Queue the enhancement of a task (steps, why, measure of success, pitfalls); follow it at /api/admin/jobs/:jobId',
        params: taskParams,
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const job = await startEnhancement(deps, request.params.id, actorOf(request));
      return reply.status(202).send({ jobId: job.id, status: 'queued' as const });
    },
  );

  api.post(
    '/admin/task-themes/analyse',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Queue a theme analysis of the whole library; follow it at /api/admin/jobs/:jobId',
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const job = await startThemeAnalysis(deps, actorOf(request));
      return reply.status(202).send({ jobId: job.id, status: 'queued' as const });
    },
  );

  api.post(
    '/admin/task-themes',
    { ...guard, schema: { tags, summary: 'Add a theme', body: themeInputSchema, response: { 201: themeSchema } } },
    async (request, reply) => reply.status(201).send(await createTheme(deps, request.body, actorOf(request))),
  );

  api.patch(
    '/admin/task-themes/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Rename or recolour a theme',
        params: themeParams,
        body: themePatchSchema,
        response: { 200: themeSchema },
      },
    },
    async (request) => updateTheme(deps, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/admin/task-themes/:id',
    {
      ...guard,
      schema: { tags, summary: 'Delete a theme (its tasks stay)', params: themeParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteTheme(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
