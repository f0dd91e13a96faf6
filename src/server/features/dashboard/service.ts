import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidateReads, readGeneration } from '../../platform/read-cache';

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
const cache = new WeakMap<Db, Entry>();
const inFlight = new WeakMap<Db, Promise<DashboardMetrics>>();

/**
 * Forgets the cached counts of this database. Call it after a write that changes them (gym
 * approval, registration, a status change, an event) so the writer sees it at once; other
 * processes are told by the write notice (platform/invalidation.ts).
 */
export function invalidateMetrics(db: Db): void {
  // The read generation covers the counts too: the same writes change the gym list and what
  // members read, and a notice from another process reaches them the same way.
  invalidateReads(db);
  cache.delete(db);
  inFlight.delete(db); // a query started before the write must not answer after it
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
  if (hit && hit.expiresAt > now && hit.generation === readGeneration(db)) return hit.value;
  const pending = inFlight.get(db);
  if (pending) return pending;
  const started = readGeneration(db);
  const query = countMetrics(db)
    .then((value) => {
      if (started === readGeneration(db)) cache.set(db, { value, expiresAt: Date.now() + METRICS_TTL_MS, generation: started });
      return value;
    })
    .finally(() => {
      if (inFlight.get(db) === query) inFlight.delete(db);
    });
  inFlight.set(db, query);
  return query;
}
