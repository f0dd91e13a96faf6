import { eq } from 'drizzle-orm';
import { firstDueDate, nextDueDate, type TaskFrequency } from '../../../shared/tasks';
import { enhanceByRules, today } from '../../features/tasks/index';
import type { Tx } from '../client';
import { businessTasks, businessTaskThemes, taskThemes, userTaskSelections, users } from '../schema/index';
import { DEMO_BUSINESS_TASKS, DEMO_TASK_THEMES } from './business-tasks-content';

/**
 * The demo task library: 128 tasks over eight functions with their themes, a few already enhanced,
 * and the demo owner's My Tasks with work to do, in progress, overdue and done.
 */
export async function seedDemoTasks(tx: Tx): Promise<void> {
  const themes = await tx.insert(taskThemes).values(DEMO_TASK_THEMES).onConflictDoNothing().returning();
  const themeId = new Map(themes.map((t) => [t.name, t.id]));
  const rows = await tx
    .insert(businessTasks)
    .values(
      DEMO_BUSINESS_TASKS.map((t) => ({
        function: t.function,
        task: t.task,
        description: t.description,
        frequency: t.frequency,
        owner: t.owner,
        startupCritical: t.startupCritical,
        priority250k: t.priorities['250k'],
        priority500k: t.priorities['500k'],
        priority1m: t.priorities['1m'],
        priority2m: t.priorities['2m'],
      })),
    )
    .onConflictDoNothing()
    .returning();
  const byTitle = new Map(rows.map((r) => [r.task, r]));
  const links = DEMO_BUSINESS_TASKS.flatMap((t) =>
    t.themes.flatMap((name) => {
      const task = byTitle.get(t.task);
      const theme = themeId.get(name);
      return task && theme ? [{ taskId: task.id, themeId: theme }] : [];
    }),
  );
  if (links.length) await tx.insert(businessTaskThemes).values(links).onConflictDoNothing();

  // Every fourth task comes enhanced, so the library shows what enhancement gives.
  for (const row of rows.filter((_, i) => i % 4 === 0)) {
    await tx
      .update(businessTasks)
      .set({ enhancedText: enhanceByRules(row), enhancedAt: new Date() })
      .where(eq(businessTasks.id, row.id));
  }

  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'demo_owner'));
  if (!owner) return;
  const day = today();
  const shift = (days: number) => {
    const d = new Date(`${day}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  const pick = (fn: string, n: number) => rows.filter((r) => r.function === fn).slice(0, n);
  const plan: { task: (typeof rows)[number]; status: 'todo' | 'in_progress' | 'done'; due: string | null }[] = [
    ...pick('finance', 3).map((task, i) => ({
      task,
      status: 'todo' as const,
      due: i === 0 ? shift(-2) : firstDueDate(task.frequency as TaskFrequency, day),
    })),
    ...pick('sales', 2).map((task, i) => ({
      task,
      status: i === 0 ? ('in_progress' as const) : ('todo' as const),
      due: shift(3 + i),
    })),
    ...pick('facility-safety', 2).map((task, i) => ({
      task,
      status: 'todo' as const,
      due: i === 0 ? shift(-1) : shift(6),
    })),
    ...pick('staffing', 1).map((task) => ({ task, status: 'in_progress' as const, due: shift(10) })),
    ...pick('marketing', 2).map((task) => ({ task, status: 'done' as const, due: shift(-5) })),
  ];
  for (const p of plan) {
    const [row] = await tx
      .insert(userTaskSelections)
      .values({
        userId: owner.id,
        taskId: p.task.id,
        status: p.status,
        dueDate: p.due,
        completedAt: p.status === 'done' ? new Date(Date.now() - 86_400_000 * 4) : null,
        notes: p.status === 'in_progress' ? 'Started: talked it through with the front desk on Monday.' : null,
      })
      .onConflictDoNothing()
      .returning({ id: userTaskSelections.id });
    // A recurring task done has its next occurrence waiting, as marking it done in the app would.
    if (row && p.status === 'done') {
      const next = nextDueDate(p.task.frequency as TaskFrequency, p.due, day);
      if (next)
        await tx
          .insert(userTaskSelections)
          .values({ userId: owner.id, taskId: p.task.id, dueDate: next })
          .onConflictDoNothing();
    }
  }
}
