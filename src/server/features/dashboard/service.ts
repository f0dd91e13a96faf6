import { sql } from 'drizzle-orm';
import type { DashboardMetrics } from '../../../shared/dashboard';
import type { Db } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { cachedRead } from '../../platform/read-cache';

/** How long one process reuses the counts (docs/decisions/0020-dashboard-metrics-cache.md). */
export const METRICS_TTL_MS = 5_000;

/**
 * Forgets the cached counts of this database. Call it after a write that changes them (gym
 * approval, registration, a status change, an event) so the writer sees it at once; the same
 * writes change the gym list and what members read, and other processes are told by the write
 * notice (platform/invalidation.ts).
 */
export function invalidateMetrics(deps: Deps): void {
  deps.reads.invalidate();
}

/** Three indexed count(*) in one round trip: active users, active gyms, events from now on. */
async function countMetrics(db: Db): Promise<DashboardMetrics> {
  const result = await db.execute<{ total_members: number; total_gyms: number; upcoming_events: number }>(sql`
    select
      (select count(*)::int from users where status = 'active') as total_members,
      (select count(*)::int from gyms where status = 'active') as total_gyms,
      (select count(*)::int from events where date >= now()) as upcoming_events`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
  return {
    totalMembers: Number(row.total_members),
    totalGyms: Number(row.total_gyms),
    upcomingEvents: Number(row.upcoming_events),
  };
}

/** Cached for METRICS_TTL_MS in the app's read cache; concurrent misses share one query. */
export function getMetrics(deps: Deps): Promise<DashboardMetrics> {
  return cachedRead(deps, 'dashboard-metrics', METRICS_TTL_MS, () => countMetrics(deps.db));
}
