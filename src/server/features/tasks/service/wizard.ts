import { desc, eq } from 'drizzle-orm';
import { recommendTasks, type WizardRecord } from '../../../../shared/tasks';
import { withTransaction } from '../../../db/client';
import { businessTasks, taskWizardResponses } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { prioritiesOf, type Actor } from './library';
import type { Deps } from '../../../platform/deps';

type Answers = {
  role: 'Owner' | 'Director' | 'Manager';
  revenueTier: '250k' | '500k' | '1m' | '2m';
  goals: string[];
  startup: boolean;
};

const shape = (row: typeof taskWizardResponses.$inferSelect): WizardRecord => ({
  id: row.id,
  role: row.role,
  revenueTier: row.revenueTier,
  goals: row.goals,
  startup: row.startup,
  recommendedTaskIds: row.recommendedTaskIds,
  reasons: row.reasons as Record<string, string>,
  createdAt: row.createdAt,
});

/** POST /api/task-wizard: ranks the library for the answers and keeps them as a task_wizard_response. */
export async function runWizard(deps: Deps, userId: number, answers: Answers, actor: Actor): Promise<WizardRecord> {
  const { db } = deps;
  const tasks = (await db.select().from(businessTasks)).map((t) => ({
    id: t.id,
    function: t.function,
    owner: t.owner,
    startupCritical: t.startupCritical,
    priorities: prioritiesOf(t),
  }));
  const { ids, reasons } = recommendTasks(tasks, answers);
  const row = await withTransaction(db, async (tx) => {
    const [saved] = await tx
      .insert(taskWizardResponses)
      .values({ userId, ...answers, recommendedTaskIds: ids, reasons })
      .returning();
    await recordActivity(
      tx,
      {
        userId,
        action: 'task_wizard.answer',
        resourceType: 'task_wizard_response',
        resourceId: saved!.id,
        newValues: { ...answers, recommendedTaskIds: ids },
      },
      actor.meta,
    );
    return saved!;
  });
  return shape(row);
}

/** GET /api/task-wizard/latest: null for a member who has not used the wizard (like the learning resume). */
export async function latestWizard(deps: Deps, userId: number): Promise<WizardRecord | null> {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(taskWizardResponses)
    .where(eq(taskWizardResponses.userId, userId))
    .orderBy(desc(taskWizardResponses.createdAt), desc(taskWizardResponses.id))
    .limit(1);
  return row ? shape(row) : null;
}
