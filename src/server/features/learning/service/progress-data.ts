import { and, eq, inArray } from 'drizzle-orm';
import { imageUrl } from '../../../../shared/articles-content';
import { isSectionCompleted, percentOf, type ModuleSummary } from '../../../../shared/learning';
import type { Tx } from '../../../db/client';
import type { Deps } from '../../../platform/deps';
import type { learningModules } from '../../../db/schema/index';
import { learningChecklistItems, learningSections, userLearningProgress } from '../../../db/schema/index';

export type ModuleRow = typeof learningModules.$inferSelect;
export type SectionRow = typeof learningSections.$inferSelect;
export type ProgressRow = typeof userLearningProgress.$inferSelect;

/** What completion needs of some sections: their required items and the caller's progress rows. */
export interface CompletionData {
  required: Map<number, { stableKey: string; isRequired: boolean }[]>;
  progress: Map<number, ProgressRow>;
}

/** Inside a write, pass its `tx` so the reads see the write. */
export async function completionData(
  deps: Deps,
  userId: number,
  sectionIds: number[],
  tx?: Tx,
): Promise<CompletionData> {
  const db = tx ?? deps.db;
  const required = new Map<number, { stableKey: string; isRequired: boolean }[]>();
  const progress = new Map<number, ProgressRow>();
  if (!sectionIds.length) return { required, progress };
  const [items, rows] = await Promise.all([
    db
      .select({ sectionId: learningChecklistItems.sectionId, stableKey: learningChecklistItems.stableKey })
      .from(learningChecklistItems)
      .where(and(inArray(learningChecklistItems.sectionId, sectionIds), eq(learningChecklistItems.isRequired, true))),
    db
      .select()
      .from(userLearningProgress)
      .where(and(eq(userLearningProgress.userId, userId), inArray(userLearningProgress.sectionId, sectionIds))),
  ]);
  for (const item of items) {
    const list = required.get(item.sectionId) ?? [];
    list.push({ stableKey: item.stableKey, isRequired: true });
    required.set(item.sectionId, list);
  }
  for (const row of rows) progress.set(row.sectionId, row);
  return { required, progress };
}

/** The completion rule, worked out from the section's current checklist. */
export function sectionDone(data: CompletionData, sectionId: number): boolean {
  const row = data.progress.get(sectionId);
  return isSectionCompleted(data.required.get(sectionId) ?? [], row?.checklistState ?? {}, row !== undefined);
}

/** The sections of some modules, in order (inside a write, pass its `tx`). */
export async function sectionsOf(deps: Deps, moduleIds: number[], tx?: Tx): Promise<SectionRow[]> {
  if (!moduleIds.length) return [];
  return (tx ?? deps.db)
    .select()
    .from(learningSections)
    .where(inArray(learningSections.moduleId, moduleIds))
    .orderBy(learningSections.moduleId, learningSections.displayOrder, learningSections.id);
}

/** Modules as the lists show them, with the caller's progress. */
export async function summarize(deps: Deps, userId: number, modules: ModuleRow[]): Promise<ModuleSummary[]> {
  const sections = await sectionsOf(
    deps,
    modules.map((mod) => mod.id),
  );
  const data = await completionData(
    deps,
    userId,
    sections.map((s) => s.id),
  );
  return modules.map((mod) => {
    const own = sections.filter((s) => s.moduleId === mod.id);
    const done = own.filter((s) => sectionDone(data, s.id)).length;
    return {
      id: mod.id,
      slug: mod.slug,
      title: mod.title,
      description: mod.description,
      coverImage: imageUrl(mod.coverImage),
      category: mod.category as ModuleSummary['category'],
      moduleType: mod.moduleType as ModuleSummary['moduleType'],
      youtubeUrl: mod.youtubeUrl,
      isFeatured: mod.isFeatured,
      sectionCount: own.length,
      estimatedMinutes: own.reduce((sum, s) => sum + s.estimatedMinutes, 0),
      percentComplete: percentOf(done, own.length),
      completedSections: done,
    };
  });
}
