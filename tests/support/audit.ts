import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { userActivityLog } from '../../src/server/db/schema/index';

/**
 * The audit rows (user_activity_log) written about one resource, oldest first, reduced to what
 * an audit assertion must pin down: who, the action, the resource and the old and new values.
 * Compare the result with toEqual so a missing, extra or half-filled row fails the test.
 */
export function auditTrail(db: Db, resourceType: string, resourceId: number | string) {
  return db
    .select({
      userId: userActivityLog.userId,
      action: userActivityLog.action,
      resourceType: userActivityLog.resourceType,
      resourceId: userActivityLog.resourceId,
      oldValues: userActivityLog.oldValues,
      newValues: userActivityLog.newValues,
    })
    .from(userActivityLog)
    .where(and(eq(userActivityLog.resourceType, resourceType), eq(userActivityLog.resourceId, String(resourceId))))
    .orderBy(userActivityLog.id);
}
