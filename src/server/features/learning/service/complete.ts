import { and, eq } from 'drizzle-orm';
import type { ProgressResult } from '../../../../shared/learning';
import { learningChecklistItems } from '../../../db/schema/index';
import type { ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { saveProgress } from './progress';
import type { Reader } from './reading';

/**
 * POST /api/learning/sections/:id/complete. Completion stays one rule (every required item
 * ticked; a section without one, once opened), so completing ticks the section's required
 * items that are still open and leaves optional ones as they are (decision 0153). It goes
 * through saveProgress: the same access check, merge, completion and activity log.
 */
export async function completeSection(
  deps: Deps,
  reader: Reader,
  sectionId: number,
  meta: ActivityMeta,
): Promise<ProgressResult> {
  const required = await deps.db
    .select({ stableKey: learningChecklistItems.stableKey })
    .from(learningChecklistItems)
    .where(and(eq(learningChecklistItems.sectionId, sectionId), eq(learningChecklistItems.isRequired, true)));
  const checklistState = Object.fromEntries(required.map((item) => [item.stableKey, true]));
  return saveProgress(deps, reader, sectionId, { checklistState }, meta);
}
