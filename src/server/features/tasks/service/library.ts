import type { Actor } from '../../../platform/caller';
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  taskFunctionLabels,
  taskMessages as m,
  TASK_PRIORITIES,
  type TaskRecord,
  type TaskValues,
  type TaskQuery,
  type TaskPriorities,
  type TaskTheme,
} from '../../../../shared/tasks';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { businessTasks, businessTaskThemes, taskThemes, userTaskSelections } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import { Conflict, NotFound } from '../../../platform/errors';
import type { Deps } from '../../../platform/deps';
import { escapeLike } from '../../../platform/search';

export type TaskRow = typeof businessTasks.$inferSelect;

export type { Actor };

export const prioritiesOf = (row: TaskRow): TaskPriorities => ({
  '250k': row.priority250k as TaskPriorities['250k'],
  '500k': row.priority500k as TaskPriorities['500k'],
  '1m': row.priority1m as TaskPriorities['1m'],
  '2m': row.priority2m as TaskPriorities['2m'],
});

const priorityColumns = (p: TaskPriorities) => ({
  priority250k: p['250k'],
  priority500k: p['500k'],
  priority1m: p['1m'],
  priority2m: p['2m'],
});

const tierColumn = {
  '250k': businessTasks.priority250k,
  '500k': businessTasks.priority500k,
  '1m': businessTasks.priority1m,
  '2m': businessTasks.priority2m,
} as const;

async function themesOf(db: Db, taskIds: number[]) {
  const map = new Map<number, { id: number; name: string; colour: string }[]>();
  if (!taskIds.length) return map;
  const rows = await db
    .select({ taskId: businessTaskThemes.taskId, id: taskThemes.id, name: taskThemes.name, colour: taskThemes.colour })
    .from(businessTaskThemes)
    .innerJoin(taskThemes, eq(taskThemes.id, businessTaskThemes.themeId))
    .where(inArray(businessTaskThemes.taskId, taskIds))
    .orderBy(asc(taskThemes.name));
  for (const r of rows) map.set(r.taskId, [...(map.get(r.taskId) ?? []), { id: r.id, name: r.name, colour: r.colour }]);
  return map;
}

async function openSelections(db: Db, userId: number | null, taskIds: number[]) {
  const map = new Map<number, number>();
  if (userId === null || !taskIds.length) return map;
  const rows = await db
    .select({ id: userTaskSelections.id, taskId: userTaskSelections.taskId })
    .from(userTaskSelections)
    .where(
      and(
        eq(userTaskSelections.userId, userId),
        ne(userTaskSelections.status, 'done'),
        inArray(userTaskSelections.taskId, taskIds),
      ),
    );
  for (const r of rows) map.set(r.taskId, r.id);
  return map;
}

async function shape(db: Db, rows: TaskRow[], userId: number | null): Promise<TaskRecord[]> {
  const ids = rows.map((r) => r.id);
  const [themes, mine] = await Promise.all([themesOf(db, ids), openSelections(db, userId, ids)]);
  return rows.map((r) => ({
    id: r.id,
    function: r.function,
    functionLabel: (taskFunctionLabels as Record<string, string>)[r.function] ?? r.function,
    task: r.task,
    description: r.description,
    frequency: r.frequency,
    owner: r.owner,
    startupCritical: r.startupCritical,
    priorities: prioritiesOf(r),
    enhancedText: r.enhancedText,
    enhancedAt: r.enhancedAt,
    themes: themes.get(r.id) ?? [],
    myTaskId: mine.get(r.id) ?? null,
  }));
}

type ListQuery = Omit<TaskQuery, 'startupCritical' | 'theme'> & { startupCritical?: boolean; theme?: number };

/** GET /api/business-tasks: filtered; with a tier, the tasks that matter most at it come first. */
export async function listTasks(deps: Deps, userId: number | null, query: ListQuery): Promise<TaskRecord[]> {
  const { db } = deps;
  const where: SQL[] = [];
  if (query.function) where.push(eq(businessTasks.function, query.function));
  if (query.frequency) where.push(eq(businessTasks.frequency, query.frequency));
  if (query.owner) where.push(eq(businessTasks.owner, query.owner));
  if (query.startupCritical !== undefined) where.push(eq(businessTasks.startupCritical, query.startupCritical));
  if (query.theme) {
    where.push(
      inArray(
        businessTasks.id,
        db
          .select({ id: businessTaskThemes.taskId })
          .from(businessTaskThemes)
          .where(eq(businessTaskThemes.themeId, query.theme)),
      ),
    );
  }
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(businessTasks.task, like), ilike(businessTasks.description, like))!);
  }
  const order: SQL[] = [];
  if (query.tier) {
    const col = tierColumn[query.tier];
    order.push(
      sql`array_position(array[${sql.join(
        TASK_PRIORITIES.map((p) => sql`${p}`),
        sql`, `,
      )}]::text[], ${col}::text)`,
    );
  }
  const rows = await db
    .select()
    .from(businessTasks)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order, asc(businessTasks.function), asc(businessTasks.id));
  return shape(db, rows, userId);
}

export async function findTask(deps: Deps, id: number): Promise<TaskRow> {
  const [row] = await deps.db.select().from(businessTasks).where(eq(businessTasks.id, id));
  if (!row) throw new NotFound(m.taskNotFound);
  return row;
}

export async function getTask(deps: Deps, id: number, userId: number | null): Promise<TaskRecord> {
  const { db } = deps;
  return (await shape(db, [await findTask(deps, id)], userId))[0]!;
}

async function setThemes(tx: Tx, taskId: number, themeIds: number[]) {
  await tx.delete(businessTaskThemes).where(eq(businessTaskThemes.taskId, taskId));
  if (!themeIds.length) return;
  const found = await tx.select({ id: taskThemes.id }).from(taskThemes).where(inArray(taskThemes.id, themeIds));
  if (found.length !== new Set(themeIds).size) throw new NotFound(m.themeNotFound);
  await tx.insert(businessTaskThemes).values(found.map((t) => ({ taskId, themeId: t.id })));
}

/** POST /api/admin/business-tasks */
export async function createTask(deps: Deps, input: TaskValues, actor: Actor): Promise<TaskRecord> {
  const { db } = deps;
  const { priorities, themeIds = [], ...rest } = input;
  try {
    const id = await withTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(businessTasks)
        .values({
          ...rest,
          description: rest.description ?? null,
          enhancedText: rest.enhancedText ?? null,
          startupCritical: rest.startupCritical ?? false,
          ...priorityColumns(priorities),
          createdBy: actor.userId,
        })
        .returning({ id: businessTasks.id });
      await setThemes(tx, row!.id, themeIds);
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'business_task.create',
          resourceType: 'business_task',
          resourceId: row!.id,
          newValues: input,
        },
        actor.meta,
      );
      return row!.id;
    });
    return getTask(deps, id, actor.userId);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict('A task with this name already exists');
    throw e;
  }
}

/** PATCH /api/admin/business-tasks/:id */
export async function updateTask(
  deps: Deps,
  id: number,
  patch: Partial<TaskValues>,
  actor: Actor,
): Promise<TaskRecord> {
  const { db } = deps;
  const before = await getTask(deps, id, actor.userId);
  const { priorities, themeIds, ...rest } = patch;
  try {
    await withTransaction(db, async (tx) => {
      await tx
        .update(businessTasks)
        .set({
          ...rest,
          ...(priorities ? priorityColumns(priorities) : {}),
          ...(rest.enhancedText !== undefined ? { enhancedAt: rest.enhancedText ? new Date() : null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(businessTasks.id, id));
      if (themeIds) await setThemes(tx, id, themeIds);
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'business_task.update',
          resourceType: 'business_task',
          resourceId: id,
          oldValues: Object.fromEntries(
            Object.keys(patch).map((key) => [
              key,
              key === 'themeIds' ? before.themes.map((t) => t.id) : (before as Record<string, unknown>)[key],
            ]),
          ),
          newValues: patch,
        },
        actor.meta,
      );
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict('A task with this name already exists');
    throw e;
  }
  return getTask(deps, id, actor.userId);
}

/** DELETE /api/admin/business-tasks/:id: members' My Tasks entries for it go with it. */
export async function deleteTask(deps: Deps, id: number, actor: Actor): Promise<void> {
  const { db } = deps;
  const before = await findTask(deps, id);
  await withTransaction(db, async (tx) => {
    await tx.delete(businessTasks).where(eq(businessTasks.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'business_task.delete',
        resourceType: 'business_task',
        resourceId: id,
        oldValues: { task: before.task, function: before.function },
      },
      actor.meta,
    );
  });
}

// ---- themes ----

export async function listThemes(deps: Deps): Promise<TaskTheme[]> {
  const { db } = deps;
  const rows = await db
    .select({
      id: taskThemes.id,
      name: taskThemes.name,
      colour: taskThemes.colour,
      description: taskThemes.description,
      taskCount: sql<number>`(select count(*)::int from ${businessTaskThemes} where ${businessTaskThemes.themeId} = ${taskThemes.id})`,
    })
    .from(taskThemes)
    .orderBy(asc(taskThemes.name));
  return rows.map((r) => ({ ...r, taskCount: Number(r.taskCount) }));
}

async function findTheme(db: Db, id: number) {
  const [row] = await db.select().from(taskThemes).where(eq(taskThemes.id, id));
  if (!row) throw new NotFound(m.themeNotFound);
  return row;
}

const themeOut = async (deps: Deps, id: number) => (await listThemes(deps)).find((t) => t.id === id)!;

export async function createTheme(
  deps: Deps,
  input: { name: string; colour: string; description: string | null },
  actor: Actor,
): Promise<TaskTheme> {
  const { db } = deps;
  try {
    const id = await withTransaction(db, async (tx) => {
      const [row] = await tx.insert(taskThemes).values(input).returning({ id: taskThemes.id });
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'task_theme.create',
          resourceType: 'task_theme',
          resourceId: row!.id,
          newValues: input,
        },
        actor.meta,
      );
      return row!.id;
    });
    return themeOut(deps, id);
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(m.themeNameTaken);
    throw e;
  }
}

export async function updateTheme(
  deps: Deps,
  id: number,
  patch: Partial<{ name: string; colour: string; description: string | null }>,
  actor: Actor,
): Promise<TaskTheme> {
  const { db } = deps;
  const before = await findTheme(db, id);
  try {
    await withTransaction(db, async (tx) => {
      await tx.update(taskThemes).set(patch).where(eq(taskThemes.id, id));
      await recordActivity(
        tx,
        {
          userId: actor.userId,
          action: 'task_theme.update',
          resourceType: 'task_theme',
          resourceId: id,
          oldValues: Object.fromEntries(Object.keys(patch).map((k) => [k, (before as Record<string, unknown>)[k]])),
          newValues: patch,
        },
        actor.meta,
      );
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new Conflict(m.themeNameTaken);
    throw e;
  }
  return themeOut(deps, id);
}

export async function deleteTheme(deps: Deps, id: number, actor: Actor): Promise<void> {
  const { db } = deps;
  const before = await findTheme(db, id);
  await withTransaction(db, async (tx) => {
    await tx.delete(taskThemes).where(eq(taskThemes.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'task_theme.delete',
        resourceType: 'task_theme',
        resourceId: id,
        oldValues: { name: before.name, colour: before.colour },
      },
      actor.meta,
    );
  });
}
