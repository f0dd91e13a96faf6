import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { imageUrl } from '../../../../shared/articles-content';
import {
  learningMessages as m,
  type AdminModule,
  type AdminSection,
  type adminModuleListQuerySchema,
  type ChecklistItemInput,
  type moduleInputSchema,
  type modulePatchSchema,
  type sectionInputSchema,
  type sectionPatchSchema,
  type sectionTabsInputSchema,
} from '../../../../shared/learning';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import {
  learningChecklistItems,
  learningModuleRoles,
  learningModules,
  learningSectionTabs,
  learningSections,
  roles,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { isUniqueViolation } from '../../../platform/db-errors';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../../platform/errors';
import { sanitizeArticleHtml } from '../../../platform/html';
import { tabsOf } from './tabs';

type ModuleInput = z.infer<typeof moduleInputSchema>;
type ModulePatch = z.infer<typeof modulePatchSchema>;
type SectionInput = z.infer<typeof sectionInputSchema>;
type SectionPatch = z.infer<typeof sectionPatchSchema>;
type TabsInput = z.infer<typeof sectionTabsInputSchema>;
type ListQuery = z.infer<typeof adminModuleListQuerySchema>;
type Row = typeof learningModules.$inferSelect;

export type { Actor };

const log = (
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
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

async function moduleRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(learningModules).where(eq(learningModules.id, id));
  if (!row) throw new NotFound(m.moduleNotFound);
  return row;
}

/** GET /api/admin/learning/modules/:id */
export async function getAdminModule(deps: Deps, id: number): Promise<AdminModule> {
  const { db } = deps;
  const row = await moduleRow(db, id);
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

function conflictOnSlug<T>(work: Promise<T>, message: string): Promise<T> {
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
  const before = await moduleRow(deps.db, id);
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
  const before = await moduleRow(deps.db, id);
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
  await moduleRow(deps.db, id);
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

async function sectionRow(db: Db, id: number) {
  const [row] = await db
    .select({ section: learningSections, moduleSlug: learningModules.slug, moduleTitle: learningModules.title })
    .from(learningSections)
    .innerJoin(learningModules, eq(learningModules.id, learningSections.moduleId))
    .where(eq(learningSections.id, id));
  if (!row) throw new NotFound(m.sectionNotFound);
  return row;
}

/** GET /api/admin/learning/sections/:id: stored HTML, for editing. */
export async function getAdminSection(deps: Deps, id: number): Promise<AdminSection> {
  const { db } = deps;
  const { section, moduleSlug, moduleTitle } = await sectionRow(db, id);
  return {
    id: section.id,
    moduleId: section.moduleId,
    moduleSlug,
    moduleTitle,
    slug: section.slug,
    title: section.title,
    content: section.content,
    estimatedMinutes: section.estimatedMinutes,
    displayOrder: section.displayOrder,
    updatedAt: section.updatedAt.toISOString(),
    tabs: await tabsOf(db, id, (html) => html),
  };
}

/** POST /api/admin/learning/sections: appended last unless an order is given. */
export async function createSection(deps: Deps, input: SectionInput, actor: Actor): Promise<AdminSection> {
  await moduleRow(deps.db, input.moduleId);
  const id = await conflictOnSlug(
    withTransaction(deps.db, async (tx) => {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${learningSections.displayOrder}), 0)::int` })
        .from(learningSections)
        .where(eq(learningSections.moduleId, input.moduleId));
      const [row] = await tx
        .insert(learningSections)
        .values({
          ...input,
          content: sanitizeArticleHtml(input.content),
          displayOrder: input.displayOrder ?? (last?.max ?? 0) + 1,
        })
        .returning();
      await log(tx, actor, 'learning.section.create', 'learning_section', row!.id, null, input);
      return row!.id;
    }),
    m.sectionSlugTaken,
  );
  return getAdminSection(deps, id);
}

/** PATCH /api/admin/learning/sections/:id */
export async function updateSection(deps: Deps, id: number, patch: SectionPatch, actor: Actor): Promise<AdminSection> {
  const { section: before } = await sectionRow(deps.db, id);
  await conflictOnSlug(
    withTransaction(deps.db, async (tx) => {
      await tx
        .update(learningSections)
        .set({
          ...patch,
          ...(patch.content !== undefined ? { content: sanitizeArticleHtml(patch.content) } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(learningSections.id, id));
      const changed = Object.keys(patch) as (keyof SectionPatch)[];
      await log(
        tx,
        actor,
        'learning.section.update',
        'learning_section',
        id,
        Object.fromEntries(changed.map((k) => [k, before[k]])),
        patch,
      );
    }),
    m.sectionSlugTaken,
  );
  return getAdminSection(deps, id);
}

/** DELETE /api/admin/learning/sections/:id */
export async function deleteSection(deps: Deps, id: number, actor: Actor): Promise<void> {
  const { section } = await sectionRow(deps.db, id);
  await withTransaction(deps.db, async (tx) => {
    await tx.delete(learningSections).where(eq(learningSections.id, id));
    await log(
      tx,
      actor,
      'learning.section.delete',
      'learning_section',
      id,
      { slug: section.slug, title: section.title },
      null,
    );
  });
}

/** A key for a new checklist item: its text as a slug, made unique within the section. */
export function newStableKey(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48)
      .replace(/-+$/, '') || 'item';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

/**
 * PUT /api/admin/learning/sections/:id/tabs: the section's tabs and checklists are replaced in one
 * transaction. Items keep the stable key they came with; members' ticks are keyed by it, so they
 * survive rewording, reordering and nesting (decision 0090).
 */
export async function replaceTabs(deps: Deps, id: number, input: TabsInput, actor: Actor): Promise<AdminSection> {
  const before = await getAdminSection(deps, id);
  const taken = new Set<string>();
  const collect = (items: ChecklistItemInput[]) => {
    for (const item of items) {
      if (item.stableKey) taken.add(item.stableKey);
      collect(item.children ?? []);
    }
  };
  for (const tab of input.tabs) collect(tab.checklist);

  await withTransaction(deps.db, async (tx) => {
    await tx.delete(learningSectionTabs).where(eq(learningSectionTabs.sectionId, id));
    for (const [tabIndex, tab] of input.tabs.entries()) {
      const [tabRow] = await tx
        .insert(learningSectionTabs)
        .values({
          sectionId: id,
          tabType: tab.tabType,
          title: tab.title,
          content: sanitizeArticleHtml(tab.content),
          displayOrder: tabIndex + 1,
        })
        .returning({ id: learningSectionTabs.id });
      const insert = async (items: ChecklistItemInput[], parentId: number | null) => {
        for (const [index, item] of items.entries()) {
          const [row] = await tx
            .insert(learningChecklistItems)
            .values({
              sectionId: id,
              tabId: tabRow!.id,
              parentId,
              stableKey: item.stableKey ?? newStableKey(item.text, taken),
              text: item.text,
              helpText: item.helpText ?? null,
              isRequired: item.isRequired ?? true,
              displayOrder: index + 1,
            })
            .returning({ id: learningChecklistItems.id });
          await insert(item.children ?? [], row!.id);
        }
      };
      await insert(tab.checklist, null);
    }
    await tx
      .update(learningSections)
      .set({ updatedAt: sql`now()` })
      .where(eq(learningSections.id, id));
    await log(tx, actor, 'learning.section.tabs', 'learning_section', id, { tabs: before.tabs }, { tabs: input.tabs });
  });
  return getAdminSection(deps, id);
}
