import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  LEARNING_CATEGORIES,
  learningMessages as m,
  percentOf,
  type Hub,
  type ModuleDetail,
  type Resume,
  type SectionView,
  type TabType,
} from '../../../../shared/learning';
import type { Db } from '../../../db/client';
import { learningModuleRoles, learningModules, learningSections, userLearningProgress } from '../../../db/schema/index';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import { sanitizeForReader } from '../../../platform/html';
import { completionData, sectionDone, sectionsOf, summarize, type ModuleRow } from './progress-data';
import { tabsOf } from './tabs';
import { containsPattern } from '../../../platform/search';

export interface Reader {
  id: number;
  roleId: number | null;
  /** Holds learning.manage: sees unpublished modules. */
  canManage: boolean;
}

const order = [asc(learningModules.displayOrder), asc(learningModules.title)];

/** GET /api/learning/modules: published modules of a category, optionally searched. */
export async function listModules(
  deps: Deps,
  reader: Reader,
  query: { category?: string | undefined; search?: string | undefined },
) {
  const filters = [eq(learningModules.isPublished, true)];
  if (query.category) filters.push(eq(learningModules.category, query.category));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(or(ilike(learningModules.title, like), ilike(learningModules.description, like))!);
  }
  const rows = await deps.db
    .select()
    .from(learningModules)
    .where(and(...filters))
    .orderBy(...order);
  return summarize(deps, reader.id, rows);
}

/** A module the reader may see: published, or any module for a manager. */
async function visibleModule(db: Db, reader: Reader, slug: string): Promise<ModuleRow> {
  const [row] = await db.select().from(learningModules).where(eq(learningModules.slug, slug));
  if (!row || (!row.isPublished && !reader.canManage)) throw new NotFound(m.moduleNotFound);
  return row;
}

/** GET /api/learning/modules/:slug */
export async function moduleDetail(deps: Deps, reader: Reader, slug: string): Promise<ModuleDetail> {
  const row = await visibleModule(deps.db, reader, slug);
  const [summary] = await summarize(deps, reader.id, [row]);
  const sections = await sectionsOf(deps, [row.id]);
  const data = await completionData(
    deps,
    reader.id,
    sections.map((s) => s.id),
  );
  return {
    module: { ...summary!, isPublished: row.isPublished },
    sections: sections.map((s) => ({
      id: s.id,
      slug: s.slug,
      title: s.title,
      estimatedMinutes: s.estimatedMinutes,
      isCompleted: sectionDone(data, s.id),
    })),
  };
}

/** Records that the reader opened a section (a section with no required item is then complete). */
async function markOpened(db: Db, userId: number, moduleId: number, sectionId: number) {
  await db
    .insert(userLearningProgress)
    .values({ userId, moduleId, sectionId })
    .onConflictDoUpdate({
      target: [userLearningProgress.userId, userLearningProgress.sectionId],
      set: { lastViewedAt: sql`now()` },
    });
}

/** GET /api/learning/modules/:slug/sections/:sectionSlug; opening it counts as a view. */
export async function sectionView(deps: Deps, reader: Reader, slug: string, sectionSlug: string): Promise<SectionView> {
  const mod = await visibleModule(deps.db, reader, slug);
  const sections = await sectionsOf(deps, [mod.id]);
  const index = sections.findIndex((s) => s.slug === sectionSlug);
  const section = sections[index];
  if (!section) throw new NotFound(m.sectionNotFound);
  await markOpened(deps.db, reader.id, mod.id, section.id);
  const [tabs, data] = await Promise.all([
    tabsOf(deps, section.id, sanitizeForReader),
    completionData(
      deps,
      reader.id,
      sections.map((s) => s.id),
    ),
  ]);
  const done = sections.filter((s) => sectionDone(data, s.id)).length;
  const progress = data.progress.get(section.id);
  const link = (s: (typeof sections)[number] | undefined) => (s ? { slug: s.slug, title: s.title } : null);
  return {
    section: {
      id: section.id,
      slug: section.slug,
      title: section.title,
      content: sanitizeForReader(section.content),
      estimatedMinutes: section.estimatedMinutes,
      position: index + 1,
      sectionCount: sections.length,
      isCompleted: sectionDone(data, section.id),
      previous: link(sections[index - 1]),
      next: link(sections[index + 1]),
      module: {
        id: mod.id,
        slug: mod.slug,
        title: mod.title,
        category: mod.category as SectionView['section']['module']['category'],
        moduleType: mod.moduleType as SectionView['section']['module']['moduleType'],
        youtubeUrl: mod.youtubeUrl,
        percentComplete: percentOf(done, sections.length),
      },
    },
    tabs,
    progress: {
      lastViewedTab: (progress?.lastViewedTab as TabType | null | undefined) ?? null,
      checklistState: progress?.checklistState ?? {},
    },
  };
}

/** The reader's most recent view in a published module, newest first. */
async function recentViews(db: Db, userId: number, limit: number) {
  return db
    .select({
      moduleId: learningModules.id,
      moduleSlug: learningModules.slug,
      moduleTitle: learningModules.title,
      sectionSlug: learningSections.slug,
      sectionTitle: learningSections.title,
      lastViewedTab: userLearningProgress.lastViewedTab,
      lastViewedAt: userLearningProgress.lastViewedAt,
    })
    .from(userLearningProgress)
    .innerJoin(learningSections, eq(learningSections.id, userLearningProgress.sectionId))
    .innerJoin(learningModules, eq(learningModules.id, userLearningProgress.moduleId))
    .where(and(eq(userLearningProgress.userId, userId), eq(learningModules.isPublished, true)))
    .orderBy(desc(userLearningProgress.lastViewedAt), desc(userLearningProgress.id))
    .limit(limit);
}

/** GET /api/learning/resume */
export async function resume(deps: Deps, reader: Reader): Promise<Resume> {
  const [last] = await recentViews(deps.db, reader.id, 1);
  if (!last) return null;
  return {
    moduleSlug: last.moduleSlug,
    sectionSlug: last.sectionSlug,
    tab: (last.lastViewedTab as TabType) ?? 'overview',
  };
}

const HUB_LIST = 6;

/** GET /api/learning/hub */
export async function hub(deps: Deps, reader: Reader): Promise<Hub> {
  const rows = await deps.db
    .select()
    .from(learningModules)
    .where(eq(learningModules.isPublished, true))
    .orderBy(...order);
  const summaries = await summarize(deps, reader.id, rows);
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const views = await recentViews(deps.db, reader.id, 200);
  const last = views[0];

  const forRole = reader.roleId
    ? new Set(
        (
          await deps.db
            .select({ moduleId: learningModuleRoles.moduleId })
            .from(learningModuleRoles)
            .where(eq(learningModuleRoles.roleId, reader.roleId))
        ).map((r) => r.moduleId),
      )
    : new Set<number>();
  const featured = [
    ...summaries.filter((s) => s.isFeatured),
    ...summaries.filter((s) => !s.isFeatured && forRole.has(s.id) && s.percentComplete < 100),
  ].slice(0, HUB_LIST);

  const seen = new Set<number>();
  const inProgress = views
    .filter((v) => !seen.has(v.moduleId) && (seen.add(v.moduleId), true))
    .map((v) => byId.get(v.moduleId))
    .filter((s) => s !== undefined && s.percentComplete < 100)
    .slice(0, HUB_LIST) as Hub['inProgress'];

  return {
    resume: last
      ? {
          moduleSlug: last.moduleSlug,
          moduleTitle: last.moduleTitle,
          sectionSlug: last.sectionSlug,
          sectionTitle: last.sectionTitle,
          tab: (last.lastViewedTab as TabType) ?? 'overview',
          percentComplete: byId.get(last.moduleId)?.percentComplete ?? 0,
          lastViewedAt: last.lastViewedAt.toISOString(),
        }
      : null,
    categories: LEARNING_CATEGORIES.map((category) => {
      const own = summaries.filter((s) => s.category === category);
      const sections = own.reduce((n, s) => n + s.sectionCount, 0);
      const done = own.reduce((n, s) => n + s.completedSections, 0);
      return {
        category,
        moduleCount: own.length,
        completedModules: own.filter((s) => s.sectionCount > 0 && s.percentComplete === 100).length,
        percentComplete: percentOf(done, sections),
      };
    }),
    featured,
    inProgress,
  };
}

/** GET /api/public/learning-summary */
export async function learningSummary(deps: Deps) {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(learningModules)
    .where(eq(learningModules.isPublished, true));
  return { publishedModules: row?.n ?? 0 };
}
