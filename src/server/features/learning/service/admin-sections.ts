import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  learningMessages as m,
  type AdminSection,
  type ChecklistItemInput,
  type sectionInputSchema,
  type sectionPatchSchema,
  type sectionTabsInputSchema,
} from '../../../../shared/learning';
import { withTransaction, type Db } from '../../../db/client';
import {
  learningChecklistItems,
  learningModules,
  learningSectionTabs,
  learningSections,
} from '../../../db/schema/index';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { sanitizeArticleHtml } from '../../../platform/html';
import { tabsOf } from './tabs';
import { conflictOnSlug, log, moduleRow } from './admin';

type SectionInput = z.infer<typeof sectionInputSchema>;
type SectionPatch = z.infer<typeof sectionPatchSchema>;
type TabsInput = z.infer<typeof sectionTabsInputSchema>;

/** The sections of a learning module as the admin edits them: their text, order and tabs. */

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
    tabs: await tabsOf(deps, id, (html) => html),
  };
}

/** POST /api/admin/learning/sections: appended last unless an order is given. */
export async function createSection(deps: Deps, input: SectionInput, actor: Actor): Promise<AdminSection> {
  await moduleRow(deps, input.moduleId);
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
