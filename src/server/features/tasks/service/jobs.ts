import { asc, eq, inArray } from 'drizzle-orm';
import { withTransaction } from '../../../db/client';
import {
  businessTasks,
  businessTaskThemes,
  enhancementJobs,
  taskThemes,
  themeAnalysisJobs,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import type { JobRow } from '../../../platform/jobs';
import { llmEnhancer, rulesEnhancer, type Enhancer } from './enhance';
import { findTask, type Actor } from './library';
import { analyseThemes } from './themes';

/** The enhancer this install uses: the chat API when configured, the rules otherwise. */
export function enhancerFor(deps: Deps): Enhancer {
  const { LLM_API_URL, LLM_API_KEY, LLM_MODEL } = deps.config;
  return LLM_API_URL && LLM_API_KEY
    ? llmEnhancer({ url: LLM_API_URL, apiKey: LLM_API_KEY, model: LLM_MODEL })
    : rulesEnhancer;
}

/** POST /api/admin/business-tasks/:id/enhance: queues the job, answers at once. */
export async function startEnhancement(deps: Deps, taskId: number, actor: Actor): Promise<JobRow> {
  await findTask(deps, taskId);
  const job = await withTransaction(deps.db, async (tx) => {
    const row = await deps.jobs.enqueue('task-enhancement', { taskId }, { db: tx, requestedBy: actor.userId });
    await tx
      .insert(enhancementJobs)
      .values({ jobId: row.id, taskId, enhancer: enhancerFor(deps).name, requestedBy: actor.userId });
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'business_task.enhance',
        resourceType: 'business_task',
        resourceId: taskId,
        newValues: { jobId: row.id },
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job;
}

/** POST /api/admin/task-themes/analyse */
export async function startThemeAnalysis(deps: Deps, actor: Actor): Promise<JobRow> {
  const job = await withTransaction(deps.db, async (tx) => {
    const row = await deps.jobs.enqueue('theme-analysis', {}, { db: tx, requestedBy: actor.userId });
    const tasks = await tx.select({ id: businessTasks.id }).from(businessTasks);
    await tx.insert(themeAnalysisJobs).values({ jobId: row.id, taskCount: tasks.length, requestedBy: actor.userId });
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'task_theme.analyse',
        resourceType: 'task_theme',
        resourceId: row.id,
        newValues: { jobId: row.id },
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job;
}

/** Registers the two kinds of task job on the queue. */
export function registerTaskJobs(deps: Deps): void {
  deps.jobs.register('task-enhancement', async (payload, ctx) => {
    const taskId = Number(payload.taskId);
    const [task] = await deps.db.select().from(businessTasks).where(eq(businessTasks.id, taskId));
    if (!task) return { taskId, skipped: 'The task was deleted before it could be enhanced' };
    const enhancer = enhancerFor(deps);
    await ctx.progress(10);
    const text = await enhancer.enhance(task);
    await deps.db
      .update(businessTasks)
      .set({ enhancedText: text, enhancedAt: new Date() })
      .where(eq(businessTasks.id, taskId));
    return { taskId, enhancer: enhancer.name, characters: text.length };
  });

  deps.jobs.register('theme-analysis', async (_payload, ctx) => {
    const [tasks, themes] = await Promise.all([
      deps.db
        .select({
          id: businessTasks.id,
          function: businessTasks.function,
          task: businessTasks.task,
          description: businessTasks.description,
        })
        .from(businessTasks)
        .orderBy(asc(businessTasks.id)),
      deps.db
        .select({ id: taskThemes.id, name: taskThemes.name, description: taskThemes.description })
        .from(taskThemes),
    ]);
    await ctx.progress(30);
    const { assignments, unassigned } = analyseThemes(tasks, themes);
    await ctx.progress(60);
    // One short transaction per slice keeps the embedded database free for requests meanwhile.
    for (let i = 0; i < assignments.length; i += 50) {
      const slice = assignments.slice(i, i + 50);
      await withTransaction(deps.db, async (tx) => {
        await tx.delete(businessTaskThemes).where(
          inArray(
            businessTaskThemes.taskId,
            slice.map((a) => a.taskId),
          ),
        );
        const rows = slice.flatMap((a) => a.themeIds.map((themeId) => ({ taskId: a.taskId, themeId })));
        if (rows.length) await tx.insert(businessTaskThemes).values(rows).onConflictDoNothing();
      });
      await ctx.progress(60 + Math.round((40 * (i + slice.length)) / Math.max(1, assignments.length)));
    }
    const perTheme = Object.fromEntries(
      themes.map((t) => [t.name, assignments.filter((a) => a.themeIds.includes(t.id)).length]),
    );
    return { tasks: tasks.length, themes: themes.length, assigned: tasks.length - unassigned, unassigned, perTheme };
  });
}
