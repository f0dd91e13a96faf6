import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  compareMyTasks,
  firstDueDate,
  isOverdue,
  isRecurring,
  MY_TASK_STATUSES,
  nextDueDate,
  taskFunctionLabels,
  taskMessages as m,
  toDateOnly,
  type MyTaskRecord,
  type MyTaskStatus,
  type TaskFrequency,
} from '../../../../shared/tasks';
import { withTransaction, type Db } from '../../../db/client';
import { businessTasks, userTaskSelections } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import { Conflict, NotFound } from '../../../platform/errors';
import { findTask, type Actor } from './library';
import type { Deps } from '../../../platform/deps';

/** Today's date where the server runs (due dates are calendar dates). */
export const today = (now = new Date()) =>
  toDateOnly(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));

type Row = { selection: typeof userTaskSelections.$inferSelect; task: typeof businessTasks.$inferSelect };

const shape = ({ selection: s, task: t }: Row, day: string, nextId?: number | null): MyTaskRecord => ({
  id: s.id,
  taskId: s.taskId,
  status: s.status as MyTaskStatus,
  dueDate: s.dueDate,
  notes: s.notes,
  completedAt: s.completedAt,
  overdue: isOverdue(s.dueDate, s.status as MyTaskStatus, day),
  createdAt: s.createdAt,
  task: {
    id: t.id,
    function: t.function,
    functionLabel: (taskFunctionLabels as Record<string, string>)[t.function] ?? t.function,
    task: t.task,
    description: t.description,
    frequency: t.frequency,
    owner: t.owner,
    startupCritical: t.startupCritical,
  },
  ...(nextId !== undefined ? { nextId } : {}),
});

async function rowsOf(db: Db, userId: number, ids?: number[]) {
  return db
    .select({ selection: userTaskSelections, task: businessTasks })
    .from(userTaskSelections)
    .innerJoin(businessTasks, eq(businessTasks.id, userTaskSelections.taskId))
    .where(and(eq(userTaskSelections.userId, userId), ids ? inArray(userTaskSelections.id, ids) : undefined))
    .orderBy(desc(userTaskSelections.id));
}

/**
 * GET /api/my-tasks: to do, in progress, then done; within each, overdue and soonest first (done:
 * most recently finished first, the last 100).
 */
export async function listMyTasks(deps: Deps, userId: number): Promise<MyTaskRecord[]> {
  const { db } = deps;
  const day = today();
  const rows = (await rowsOf(db, userId)).map((r) => shape(r, day));
  const open = MY_TASK_STATUSES.filter((s) => s !== 'done').flatMap((status) =>
    rows.filter((r) => r.status === status).sort(compareMyTasks),
  );
  const done = rows
    .filter((r) => r.status === 'done')
    .sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0) || b.id - a.id)
    .slice(0, 100);
  return [...open, ...done];
}

async function one(db: Db, userId: number, id: number, nextId?: number | null): Promise<MyTaskRecord> {
  const [row] = await rowsOf(db, userId, [id]);
  if (!row) throw new NotFound(m.myTaskNotFound);
  return shape(row, today(), nextId);
}

/** POST /api/my-tasks: the same task twice (while open) is a 409. */
export async function addMyTask(deps: Deps, userId: number, taskId: number, actor: Actor): Promise<MyTaskRecord> {
  const { db } = deps;
  const task = await findTask(deps, taskId);
  try {
    const id = await withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(userTaskSelections)
        .values({ userId, taskId, dueDate: firstDueDate(task.frequency as TaskFrequency, today()) })
        .returning({ id: userTaskSelections.id });
      await recordActivity(
        tx,
        {
          userId,
          action: 'my_task.add',
          resourceType: 'user_task_selection',
          resourceId: row!.id,
          newValues: { taskId },
        },
        actor.meta,
      );
      return row!.id;
    });
    return one(db, userId, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(m.alreadyAdded);
    throw e;
  }
}

/** POST /api/my-tasks/bulk: adds those not already open; reports the ones skipped. */
export async function addMyTasks(
  deps: Deps,
  userId: number,
  taskIds: number[],
  actor: Actor,
): Promise<{ added: MyTaskRecord[]; skipped: number[] }> {
  const { db } = deps;
  const wanted = [...new Set(taskIds)];
  const tasks = await db.select().from(businessTasks).where(inArray(businessTasks.id, wanted));
  if (tasks.length !== wanted.length) throw new NotFound(m.taskNotFound);
  const day = today();
  const ids = await withTransaction(db, async (tx) => {
    const rows = await tx
      .insert(userTaskSelections)
      .values(tasks.map((t) => ({ userId, taskId: t.id, dueDate: firstDueDate(t.frequency as TaskFrequency, day) })))
      .onConflictDoNothing()
      .returning({ id: userTaskSelections.id, taskId: userTaskSelections.taskId });
    // One audit row per entry: a joined list of ids outgrows the log's resource id (50 characters).
    for (const r of rows) {
      await recordActivity(
        tx,
        {
          userId,
          action: 'my_task.add_many',
          resourceType: 'user_task_selection',
          resourceId: r.id,
          newValues: { taskId: r.taskId },
        },
        actor.meta,
      );
    }
    return rows;
  });
  const added = ids.length
    ? (
        await rowsOf(
          db,
          userId,
          ids.map((r) => r.id),
        )
      ).map((r) => shape(r, day))
    : [];
  const addedTasks = new Set(ids.map((r) => r.taskId));
  return { added, skipped: wanted.filter((id) => !addedTasks.has(id)) };
}

/**
 * PATCH /api/my-tasks/:id. Marking a recurring task done keeps this one done and adds its next
 * occurrence, due one period on (decision 0101); the answer names it in nextId.
 */
export async function updateMyTask(
  deps: Deps,
  userId: number,
  id: number,
  patch: { status?: MyTaskStatus; dueDate?: string | null; notes?: string | null },
  actor: Actor,
): Promise<MyTaskRecord> {
  const { db } = deps;
  const before = await one(db, userId, id);
  const day = today();
  let nextId: number | null = null;
  await withTransaction(db, async (tx) => {
    const finishing = patch.status === 'done' && before.status !== 'done';
    const reopening = patch.status !== undefined && patch.status !== 'done' && before.status === 'done';
    await tx
      .update(userTaskSelections)
      .set({
        ...patch,
        ...(finishing ? { completedAt: new Date() } : {}),
        ...(reopening ? { completedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(userTaskSelections.id, id), eq(userTaskSelections.userId, userId)));
    if (finishing && isRecurring(before.task.frequency)) {
      const dueDate = nextDueDate(before.task.frequency as TaskFrequency, patch.dueDate ?? before.dueDate, day);
      const [next] = await tx
        .insert(userTaskSelections)
        .values({ userId, taskId: before.taskId, dueDate, notes: null })
        .onConflictDoNothing()
        .returning({ id: userTaskSelections.id });
      nextId = next?.id ?? null;
    }
    await recordActivity(
      tx,
      {
        userId,
        action: 'my_task.update',
        resourceType: 'user_task_selection',
        resourceId: id,
        oldValues: Object.fromEntries(Object.keys(patch).map((k) => [k, (before as Record<string, unknown>)[k]])),
        newValues: { ...patch, ...(nextId ? { nextId } : {}) },
      },
      actor.meta,
    );
  }).catch((e: unknown) => {
    // Reopening a done task while its next occurrence is open would make two open entries.
    if (isUniqueViolation(e)) throw new Conflict(m.alreadyAdded);
    throw e;
  });
  return one(db, userId, id, patch.status === 'done' ? nextId : undefined);
}

/** DELETE /api/my-tasks/:id */
export async function deleteMyTask(deps: Deps, userId: number, id: number, actor: Actor): Promise<void> {
  const { db } = deps;
  const before = await one(db, userId, id);
  await withTransaction(db, async (tx) => {
    await tx
      .delete(userTaskSelections)
      .where(and(eq(userTaskSelections.id, id), eq(userTaskSelections.userId, userId)));
    await recordActivity(
      tx,
      {
        userId,
        action: 'my_task.delete',
        resourceType: 'user_task_selection',
        resourceId: id,
        oldValues: { taskId: before.taskId, status: before.status, dueDate: before.dueDate },
      },
      actor.meta,
    );
  });
}
