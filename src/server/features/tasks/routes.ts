import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import {
  bulkResultSchema,
  taskQuerySchema,
  taskSchema,
  goalSchema,
  myTaskAddSchema,
  myTaskBulkSchema,
  myTaskPatchSchema,
  myTaskSchema,
  TASK_GOALS,
  themeSchema,
  wizardInputSchema,
  wizardResultSchema,
} from '../../../shared/tasks';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { withWriteBudget } from '../../platform/rate-limit';
import { currentUser } from '../../platform/auth';
import { idParamsOf } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { itemsWithTotal } from '../../platform/total-count';
import { getTask, listTasks, listThemes } from './service/library';
import { addMyTask, addMyTasks, deleteMyTask, listMyTasks, updateMyTask } from './service/my-tasks';
import { latestWizard, runWizard } from './service/wizard';

const taskParams = idParamsOf('Invalid task id');

/** The business task library, My Tasks and the task wizard for members. */
export const taskRoutes: Feature = (api, deps) => {
  // The library is read by every signed-in member (decision 0101); a list of one's own is tasks.use.
  const use = access.permission('tasks.use');

  api.get(
    '/business-tasks',
    {
      ...access.member,
      schema: {
        tags: ['business-tasks'],
        summary:
          'The task library, filtered by function, frequency, owner, startup-critical, theme and search; with a tier, the most important at it first',
        querystring: taskQuerySchema,
        response: { 200: z.array(taskSchema) },
      },
    },
    async (request, reply) => {
      const list = await listTasks(deps, currentUser(request).id, request.query);
      return itemsWithTotal(reply, { items: list, total: list.length });
    },
  );

  api.get(
    '/business-tasks/:id',
    {
      ...access.member,
      schema: {
        tags: ['business-tasks'],
        summary: 'One task of the library',
        params: taskParams,
        response: { 200: taskSchema },
      },
    },
    async (request) => getTask(deps, request.params.id, currentUser(request).id),
  );

  api.get(
    '/task-themes',
    {
      ...access.member,
      schema: {
        tags: ['business-tasks'],
        summary: 'The themes tasks are grouped in',
        response: { 200: z.array(themeSchema) },
      },
    },
    async () => listThemes(deps),
  );

  api.get(
    '/my-tasks',
    {
      ...use,
      schema: {
        tags: ['my-tasks'],
        summary: "The caller's tasks: to do, in progress, then done; overdue and soonest due first",
        response: { 200: z.array(myTaskSchema) },
      },
    },
    async (request) => listMyTasks(deps, currentUser(request).id),
  );

  api.post(
    '/my-tasks',
    {
      ...withWriteBudget(use),
      schema: {
        tags: ['my-tasks'],
        summary: 'Add a library task to My Tasks (409 when it is already there and not done)',
        body: myTaskAddSchema,
        response: { 201: myTaskSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await addMyTask(deps, user.id, request.body.taskId, actorOf(request)));
    },
  );

  api.post(
    '/my-tasks/bulk',
    {
      ...withWriteBudget(use),
      schema: {
        tags: ['my-tasks'],
        summary: 'Add several tasks at once; those already in the list are skipped',
        body: myTaskBulkSchema,
        response: { 201: bulkResultSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await addMyTasks(deps, user.id, request.body.taskIds, actorOf(request)));
    },
  );

  api.patch(
    '/my-tasks/:id',
    {
      ...withWriteBudget(use),
      schema: {
        tags: ['my-tasks'],
        summary: 'Change status, due date or notes; a recurring task marked done gets its next occurrence (nextId)',
        params: idParamsOf('Invalid task id'),
        body: myTaskPatchSchema,
        response: { 200: myTaskSchema },
      },
    },
    async (request) => updateMyTask(deps, currentUser(request).id, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    '/my-tasks/:id',
    {
      ...withWriteBudget(use),
      schema: {
        tags: ['my-tasks'],
        summary: 'Remove a task from My Tasks',
        params: idParamsOf('Invalid task id'),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteMyTask(deps, currentUser(request).id, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/task-wizard/goals',
    {
      ...use,
      schema: { tags: ['task-wizard'], summary: 'The goals the wizard offers', response: { 200: z.array(goalSchema) } },
    },
    async () => TASK_GOALS.map((g) => ({ ...g, functions: [...g.functions] })),
  );

  api.post(
    '/task-wizard',
    {
      ...withWriteBudget(use),
      schema: {
        tags: ['task-wizard'],
        summary: 'Answer the wizard; the 25 tasks that matter most for the answers, each with its reason',
        body: wizardInputSchema,
        response: { 201: wizardResultSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await runWizard(deps, user.id, request.body, actorOf(request)));
    },
  );

  api.get(
    '/task-wizard/latest',
    {
      ...use,
      schema: {
        tags: ['task-wizard'],
        summary: "The caller's last wizard answers and recommendations, or null before the first",
        response: { 200: wizardResultSchema.nullable() },
      },
    },
    async (request) => latestWizard(deps, currentUser(request).id),
  );
};
