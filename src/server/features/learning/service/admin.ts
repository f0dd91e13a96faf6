import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { imageUrl } from '../../../../shared/articles-content';
import {
  learningMessages as m,
  type AdminModule,
  type adminModuleListQuerySchema,
  type moduleInputSchema,
  type modulePatchSchema,
} from '../../../../shared/learning';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import { learningModuleRoles, learningModules, learningSections, roles } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { containsPattern } from '../../../platform/search';

type ModuleInput = z.infer<typeof moduleInputSchema>;
type ModulePatch = z.infer<typeof modulePatchSchema>;
type ListQuery = z.infer<typeof adminModuleListQuerySchema>;
type Row = typeof learningModules.$inferSelect;

export type { Actor };

/** The activity-log row of an admin change to a module, a section or its tabs. */
export const log = (
  tx: Tx,
  actor: Actor,
  action: string,
  type: string,
  id: number,
  oldValues: object | null,
  newValues: object | null,
) =>
  recordActivity(
    tx,
    {
      userId: actor.userId,
      action,
      resourceType: type,
      resourceId: id,
      oldValues: oldValues as Record<string, unknown> | null,
      newValues: newValues as Record<string, unknown> | null,
    },
    actor.meta,
  );

/** GET /api/admin/learning/modules */
export async function listAdminModules(deps: Deps, query: ListQuery) {
  const filters = [];
  if (query.category) filters.push(eq(learningModules.category, query.category));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(or(ilike(learningModules.title, like), ilike(learningModules.slug, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const sectionCount = deps.db
    .select({ moduleId: learningSections.moduleId, n: count().as('n') })
    .from(learningSections)
    .groupBy(learningSections.moduleId)
    .as('section_count');
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ module: learningModules, n: sectionCount.n })
      .from(learningModules)
      .leftJoin(sectionCount, eq(sectionCount.moduleId, learningModules.id))
      .where(where)
      .orderBy(asc(learningModules.category), asc(learningModules.displayOrder), asc(learningModules.title))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(learningModules).where(where),
  ]);
  return {
    items: rows.map(({ module: row, n }) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category as AdminModule['category'],
      moduleType: row.moduleType as AdminModule['moduleType'],
      isPublished: row.isPublished,
      isFeatured: row.isFeatured,
      displayOrder: row.displayOrder,
      sectionCount: Number(n ?? 0),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function moduleRow(deps: Deps, id: number): Promise<Row> {
  const [row] = await deps.db.select().from(learningModules).where(eq(learningModules.id, id));
  if (!row) throw new NotFound(m.moduleNotFound);
  return row;
}

/** GET /api/admin/learning/modules/:id */
export async function getAdminModule(deps: Deps, id: number): Promise<AdminModule> {
  const { db } = deps;
  const row = await moduleRow(deps, id);
  const [roleRows, sections] = await Promise.all([
    db
      .select({ roleId: learningModuleRoles.roleId, relevance: learningModuleRoles.relevance })
      .from(learningModuleRoles)
      .where(eq(learningModuleRoles.moduleId, id))
      .orderBy(asc(learningModuleRoles.roleId)),
    db
      .select({
        id: learningSections.id,
        slug: learningSections.slug,
        title: learningSections.title,
        estimatedMinutes: learningSections.estimatedMinutes,
        displayOrder: learningSections.displayOrder,
      })
      .from(learningSections)
      .where(eq(learningSections.moduleId, id))
      .orderBy(asc(learningSections.displayOrder), asc(learningSections.id)),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage,
    coverImageUrl: imageUrl(row.coverImage),
    category: row.category as AdminModule['category'],
    moduleType: row.moduleType as AdminModule['moduleType'],
    youtubeUrl: row.youtubeUrl,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    displayOrder: row.displayOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    roles: roleRows as AdminModule['roles'],
    sections,
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const [row] = await db.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.slug, slug));
  if (row && row.id !== exceptId) throw new Conflict(m.slugTaken);
}

async function setRoles(tx: Tx, moduleId: number, list: { roleId: number; relevance: string }[]) {
  const ids = [...new Set(list.map((r) => r.roleId))];
  if (ids.length) {
    const found = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
    if (found.length !== ids.length) throw new BadRequest(m.roleNotFound);
  }
  await tx.delete(learningModuleRoles).where(eq(learningModuleRoles.moduleId, moduleId));
  const unique = new Map(list.map((r) => [r.roleId, r.relevance]));
  if (unique.size) {
    await tx
      .insert(learningModuleRoles)
      .values([...unique].map(([roleId, relevance]) => ({ moduleId, roleId, relevance })));
  }
}

export function conflictOnSlug<T>(work: Promise<T>, message: string): Promise<T> {
  return work.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new Conflict(message);
    throw error;
  });
}

/** POST /api/admin/learning/modules */
export async function createModule(deps: Deps, input: ModuleInput, actor: Actor): Promise<AdminModule> {
  await assertSlugFree(deps.db, input.slug);
  const id = await conflictOnSlug(
    withTransaction(deps.db, async (tx) => {
      const { roles: roleList, ...fields } = input;
      const [row] = await tx
        .insert(learningModules)
        .values({ ...fields, createdBy: actor.userId, updatedBy: actor.userId })
        .returning();
      await setRoles(tx, row!.id, roleList);
      await log(tx, actor, 'learning.module.create', 'learning_module', row!.id, null, input);
      return row!.id;
    }),
    m.slugTaken,
  );
  return getAdminModule(deps, id);
}

/** PATCH /api/admin/learning/modules/:id */
export async function updateModule(deps: Deps, id: number, patch: ModulePatch, actor: Actor): Promise<AdminModule> {
  const before = await moduleRow(deps, id);
  if (patch.slug !== undefined) await assertSlugFree(deps.db, patch.slug, id);
  const moduleType = patch.moduleType ?? before.moduleType;
  const youtubeUrl = patch.youtubeUrl !== undefined ? patch.youtubeUrl : before.youtubeUrl;
  if (moduleType === 'video' && !youtubeUrl) throw new BadRequest(m.videoUrlRequired);
  await conflictOnSlug(
    withTransaction(deps.db, async (tx) => {
      const { roles: roleList, ...fields } = patch;
      await tx
        .update(learningModules)
        .set({ ...fields, updatedBy: actor.userId, updatedAt: sql`now()` })
        .where(eq(learningModules.id, id));
      if (roleList) await setRoles(tx, id, roleList);
      const changed = Object.keys(patch) as (keyof ModulePatch)[];
      await log(
        tx,
        actor,
        'learning.module.update',
        'learning_module',
        id,
        Object.fromEntries(changed.filter((k) => k !== 'roles').map((k) => [k, before[k as keyof Row]])),
        patch,
      );
    }),
    m.slugTaken,
  );
  return getAdminModule(deps, id);
}

/** DELETE /api/admin/learning/modules/:id: its sections, tabs, checklists and progress go with it. */
export async function deleteModule(deps: Deps, id: number, actor: Actor): Promise<void> {
  const before = await moduleRow(deps, id);
  await withTransaction(deps.db, async (tx) => {
    await tx.delete(learningModules).where(eq(learningModules.id, id));
    await log(
      tx,
      actor,
      'learning.module.delete',
      'learning_module',
      id,
      { slug: before.slug, title: before.title },
      null,
    );
  });
}

/** PUT /api/admin/learning/modules/:id/section-order */
export async function orderSections(deps: Deps, id: number, sectionIds: number[], actor: Actor): Promise<AdminModule> {
  await moduleRow(deps, id);
  const current = await deps.db
    .select({ id: learningSections.id, displayOrder: learningSections.displayOrder })
    .from(learningSections)
    .where(eq(learningSections.moduleId, id))
    .orderBy(asc(learningSections.displayOrder), asc(learningSections.id));
  const wanted = new Set(sectionIds);
  if (
    wanted.size !== sectionIds.length ||
    sectionIds.length !== current.length ||
    current.some((s) => !wanted.has(s.id))
  ) {
    throw new BadRequest(m.sectionOrderMismatch);
  }
  await withTransaction(deps.db, async (tx) => {
    for (const [index, sectionId] of sectionIds.entries()) {
      await tx
        .update(learningSections)
        .set({ displayOrder: index + 1 })
        .where(eq(learningSections.id, sectionId));
    }
    await log(
      tx,
      actor,
      'learning.sections.order',
      'learning_module',
      id,
      { sectionIds: current.map((s) => s.id) },
      { sectionIds },
    );
  });
  return getAdminModule(deps, id);
}
