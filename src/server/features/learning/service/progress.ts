import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  learningMessages as m,
  percentOf,
  type progressInputSchema,
  type ProgressResult,
} from '../../../../shared/learning';
import { withTransaction } from '../../../db/client';
import {
  learningChecklistItems,
  learningModules,
  learningSections,
  userChecklistItems,
  userLearningProgress,
} from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { completionData, sectionDone, sectionsOf } from './progress-data';
import type { Reader } from './reading';

type Input = z.infer<typeof progressInputSchema>;

/**
 * PUT /api/learning/sections/:id/progress. The ticks sent merge into the stored ones in one
 * statement (jsonb ||), so two tabs ticking at once never undo each other.
 */
export async function saveProgress(
  deps: Deps,
  reader: Reader,
  sectionId: number,
  input: Input,
  meta: ActivityMeta,
): Promise<ProgressResult> {
  const [section] = await deps.db
    .select({ id: learningSections.id, moduleId: learningSections.moduleId, isPublished: learningModules.isPublished })
    .from(learningSections)
    .innerJoin(learningModules, eq(learningModules.id, learningSections.moduleId))
    .where(eq(learningSections.id, sectionId));
  if (!section || (!section.isPublished && !reader.canManage)) throw new NotFound(m.sectionNotFound);

  const ticks = input.checklistState ?? {};
  const keys = Object.keys(ticks);
  if (keys.length) {
    const known = new Set(
      (
        await deps.db
          .select({ stableKey: learningChecklistItems.stableKey })
          .from(learningChecklistItems)
          .where(eq(learningChecklistItems.sectionId, sectionId))
      ).map((row) => row.stableKey),
    );
    if (keys.some((key) => !known.has(key))) throw new BadRequest(m.unknownChecklistItem);
  }

  return withTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({
        checklistState: userLearningProgress.checklistState,
        lastViewedTab: userLearningProgress.lastViewedTab,
      })
      .from(userLearningProgress)
      .where(and(eq(userLearningProgress.userId, reader.id), eq(userLearningProgress.sectionId, sectionId)));
    await tx
      .insert(userLearningProgress)
      .values({
        userId: reader.id,
        moduleId: section.moduleId,
        sectionId,
        lastViewedTab: input.lastViewedTab ?? null,
        checklistState: ticks,
      })
      .onConflictDoUpdate({
        target: [userLearningProgress.userId, userLearningProgress.sectionId],
        set: {
          checklistState: sql`"user_learning_progress"."checklist_state" || excluded."checklist_state"`,
          lastViewedTab: sql`coalesce(excluded."last_viewed_tab", "user_learning_progress"."last_viewed_tab")`,
          lastViewedAt: sql`now()`,
          updatedAt: sql`now()`,
        },
      });
    for (const key of keys) {
      await tx
        .insert(userChecklistItems)
        .values({ userId: reader.id, sectionId, stableKey: key, isChecked: ticks[key]! })
        .onConflictDoUpdate({
          target: [userChecklistItems.userId, userChecklistItems.sectionId, userChecklistItems.stableKey],
          set: { isChecked: ticks[key]!, updatedAt: sql`now()` },
        });
    }

    const sections = await sectionsOf(deps, [section.moduleId], tx);
    const data = await completionData(
      deps,
      reader.id,
      sections.map((s) => s.id),
      tx,
    );
    const completed = sectionDone(data, sectionId);
    const modulePercentComplete = percentOf(sections.filter((s) => sectionDone(data, s.id)).length, sections.length);
    await tx
      .update(userLearningProgress)
      .set({
        isCompleted: completed,
        percentComplete: completed ? 100 : 0,
        completedAt: completed ? sql`coalesce("user_learning_progress"."completed_at", now())` : null,
      })
      .where(and(eq(userLearningProgress.userId, reader.id), eq(userLearningProgress.sectionId, sectionId)));
    if (keys.length) {
      await recordActivity(
        tx,
        {
          userId: reader.id,
          action: 'learning.progress',
          resourceType: 'learning_section',
          resourceId: sectionId,
          oldValues: { checklistState: Object.fromEntries(keys.map((k) => [k, before?.checklistState[k] ?? false])) },
          newValues: { checklistState: ticks },
        },
        meta,
      );
    }
    return { sectionCompleted: completed, modulePercentComplete };
  });
}
