import { logReach } from '../../platform/retention';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  reopenConflictMessage,
  type ResolveErrorInput,
  type systemErrorListQuery,
} from '../../../shared/system-errors';
import { withTransaction } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { systemErrorLog, userActivityLog } from '../../db/schema/index';
import { isUniqueViolation } from '../../platform/db-errors';
import { Conflict, NotFound } from '../../platform/errors';

type Row = typeof systemErrorLog.$inferSelect;

const present = (r: Row) => ({
  id: r.id,
  errorType: r.errorType,
  errorCode: r.errorCode,
  errorMessage: r.errorMessage,
  requestId: r.requestId,
  requestMethod: r.requestMethod,
  requestUrl: r.requestUrl,
  ipAddress: r.ipAddress,
  userId: r.userId,
  severity: r.severity,
  resolved: r.resolved,
  resolvedBy: r.resolvedBy,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  resolutionNotes: r.resolutionNotes,
  occurredAt: r.occurredAt.toISOString(),
  stackTrace: r.stackTrace,
  occurrences: r.occurrences,
  lastSeenAt: r.lastSeenAt.toISOString(),
});

export async function listErrors(deps: Deps, q: z.infer<typeof systemErrorListQuery>) {
  const { db } = deps;
  const where: SQL | undefined = q.status === 'all' ? undefined : eq(systemErrorLog.resolved, q.status === 'resolved');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(systemErrorLog)
      .where(where)
      .orderBy(desc(systemErrorLog.lastSeenAt), desc(systemErrorLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(systemErrorLog).where(where),
  ]);
  const reach = await logReach(db, 'errors', deps.config.RETENTION_ERRORS_DAYS);
  return { items: rows.map(present), total: total?.n ?? 0, reach };
}

export async function resolveError(deps: Deps, id: number, input: ResolveErrorInput, adminId: number) {
  return withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(systemErrorLog).where(eq(systemErrorLog.id, id)).for('update');
    if (!before) throw new NotFound('Error log entry not found');
    // Reopening while the same error is open again in a newer entry would make two open twins:
    // the partial unique index refuses it (decision 0075).
    const [after] = await tx
      .update(systemErrorLog)
      .set(
        input.resolved
          ? { resolved: true, resolvedBy: adminId, resolvedAt: new Date(), resolutionNotes: input.resolutionNotes }
          : { resolved: false, resolvedBy: null, resolvedAt: null, resolutionNotes: input.resolutionNotes },
      )
      .where(and(eq(systemErrorLog.id, id)))
      .returning()
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new Conflict(reopenConflictMessage);
        throw err;
      });
    await tx.insert(userActivityLog).values({
      userId: adminId,
      action: input.resolved ? 'resolve_error' : 'reopen_error',
      resourceType: 'system_error',
      resourceId: String(id),
      oldValues: { resolved: before.resolved, resolutionNotes: before.resolutionNotes },
      newValues: { resolved: after!.resolved, resolutionNotes: after!.resolutionNotes },
    });
    return present(after!);
  });
}
