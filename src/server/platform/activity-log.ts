import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { userActivityLog } from '../db/schema/index';

export interface ActivityMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

/** Who is asking, for the audit row; taken in the route so services stay free of requests. */
export function activityMeta(request: FastifyRequest): ActivityMeta {
  return { ipAddress: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export interface Activity {
  userId: number | null;
  action: string;
  resourceType: string;
  resourceId: number | string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/** One UserActivityLog row (spec 001 §3); pass the transaction so it commits with the change. */
export async function recordActivity(db: Db, activity: Activity, meta: ActivityMeta): Promise<void> {
  await db.insert(userActivityLog).values({
    userId: activity.userId,
    action: activity.action,
    resourceType: activity.resourceType,
    resourceId: String(activity.resourceId),
    oldValues: activity.oldValues ?? null,
    newValues: activity.newValues ?? null,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent,
  });
}
