import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidateReads } from '../../platform/read-cache';

export interface DashboardMetrics {
  totalMembers: number;
  totalGyms: number;
  upcomingEvents: number;
}

/** How long one process reuses the counts (docs/decisions/0020-dashboard-metrics-cache.md). */
export const METRICS_TTL_MS = 5_000;

interface Entry {
  value: DashboardMetrics;
  expiresAt: number;
  /** Generation at the time the query started; an invalidation during the query discards it. */
  generation: number;
}

// Keyed by database so that several apps in one process (tests) never share counts.
let cache = new WeakMap<Db, Entry>();
let inFlight = new WeakMap<Db, Promise<DashboardMetrics>>();
let generation = 0;

/**
 * Forgets the cached counts of every database in this process. Call it after a write that
 * changes them (gym approval, registration, a status change, an event) so the writer sees it at once.
 */
export function invalidateMetrics(): void {
  invalidateReads(); // the same writes change the gym list and what members read
  generation += 1;
  cache = new WeakMap();
  inFlight = new WeakMap(); // a query started before the write must not answer after it
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

/** Cached for METRICS_TTL_MS; concurrent misses share one query. */
export async function getMetrics(db: Db, now = Date.now()): Promise<DashboardMetrics> {
  const hit = cache.get(db);
  if (hit && hit.expiresAt > now && hit.generation === generation) return hit.value;
  const pending = inFlight.get(db);
  if (pending) return pending;
  const started = generation;
  const query = countMetrics(db)
    .then((value) => {
      if (started === generation) cache.set(db, { value, expiresAt: Date.now() + METRICS_TTL_MS, generation: started });
      return value;
    })
    .finally(() => {
      if (inFlight.get(db) === query) inFlight.delete(db);
    });
  inFlight.set(db, query);
  return query;
}
