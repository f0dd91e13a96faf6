import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gymMapMessages as m,
  type GeocodeAllResult,
  type GymLocationInput,
  type GymPlacement,
  type MapGym,
  type MissingGym,
  type missingGymQuerySchema,
} from '../../../shared/gym-map';
import type { Page } from '../../../shared/paging';
import { withTransaction, type Db } from '../../db/client';
import { gyms, jobs } from '../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../platform/activity-log';
import type { Actor } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { BadGateway, NotFound, Unprocessable } from '../../platform/errors';
import type { JobRow } from '../../platform/jobs';
import { pageOf } from '../../platform/paging';
import { cachedRead } from '../../platform/read-cache';
import { invalidateMetrics } from '../dashboard/index';
import { gymsMessages } from '../gyms/index';
import { canGeocode, GeocoderError, type Geocoder } from './geocoder';
import { containsPattern } from '../../platform/search';

const hasPoint = and(isNotNull(gyms.latitude), isNotNull(gyms.longitude));
const lacksPoint = or(isNull(gyms.latitude), isNull(gyms.longitude))!;

/**
 * GET /api/map/gyms: every active gym with coordinates, by name (cached 5 s like the gym list;
 * gym writes invalidate).
 */
export async function listMapGyms(deps: Deps): Promise<MapGym[]> {
  return cachedRead(deps, 'map-gyms', 5_000, async () => {
    const rows = await deps.db
      .select({
        id: gyms.id,
        name: gyms.name,
        city: gyms.city,
        state: gyms.state,
        latitude: gyms.latitude,
        longitude: gyms.longitude,
      })
      .from(gyms)
      .where(and(eq(gyms.status, 'active'), hasPoint))
      .orderBy(asc(gyms.nameLower), asc(gyms.id));
    return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
  });
}

/** GET /api/admin/gym-map/missing: active gyms without coordinates, by name, with words of the name or city. */
export async function listMissingGyms(
  deps: Deps,
  query: z.output<typeof missingGymQuerySchema>,
): Promise<Page<MissingGym>> {
  const filters: SQL[] = [eq(gyms.status, 'active'), lacksPoint];
  const term = query.search?.trim();
  if (term) {
    const like = containsPattern(term);
    filters.push(or(ilike(gyms.name, like), ilike(gyms.city, like))!);
  }
  const where = and(...filters);
  return pageOf(
    query,
    (limit, offset) =>
      deps.db
        .select({
          id: gyms.id,
          name: gyms.name,
          addressLine1: gyms.addressLine1,
          city: gyms.city,
          state: gyms.state,
          zip: gyms.zip,
          country: gyms.country,
        })
        .from(gyms)
        .where(where)
        .orderBy(asc(gyms.nameLower), asc(gyms.id))
        .limit(limit)
        .offset(offset),
    async () => (await deps.db.select({ n: count() }).from(gyms).where(where))[0]?.n ?? 0,
  );
}

const pointOf = (row: { latitude: string | null; longitude: string | null }) =>
  row.latitude === null || row.longitude === null
    ? null
    : { latitude: Number(row.latitude), longitude: Number(row.longitude) };

/**
 * Sets a gym's coordinates and logs the old and new ones in one transaction. `how` names the
 * source: an admin's hand (`gym.location`) or the geocoder (`gym.geocode`).
 */
async function writeLocation(
  db: Db,
  id: number,
  point: GymLocationInput,
  who: { userId: number | null; meta: ActivityMeta },
  how: { action: 'gym.location' | 'gym.geocode'; matched: string | null },
): Promise<GymPlacement> {
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(gyms).where(eq(gyms.id, id)).for('update');
    if (!before) throw new NotFound(gymsMessages.notFound);
    const next = { latitude: String(point.latitude), longitude: String(point.longitude) };
    await tx
      .update(gyms)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(gyms.id, id));
    const previous = pointOf(before);
    await recordActivity(
      tx,
      {
        userId: who.userId,
        action: how.action,
        resourceType: 'gym',
        resourceId: id,
        oldValues: { latitude: before.latitude, longitude: before.longitude },
        newValues: { ...next, ...(how.matched !== null ? { matched: how.matched } : {}) },
      },
      who.meta,
    );
    return { id, name: before.name, ...point, previous, matched: how.matched };
  });
}

/** PUT /api/admin/gym-map/gyms/:id/location: an admin places a gym by hand (a dragged marker, an undo). */
export async function placeGym(deps: Deps, id: number, point: GymLocationInput, actor: Actor): Promise<GymPlacement> {
  const placed = await writeLocation(deps.db, id, point, actor, { action: 'gym.location', matched: null });
  invalidateMetrics(deps);
  return placed;
}

async function gymAddress(db: Db, id: number) {
  const [gym] = await db.select().from(gyms).where(eq(gyms.id, id));
  if (!gym) throw new NotFound(gymsMessages.notFound);
  return gym;
}

/**
 * POST /api/admin/gym-map/gyms/:id/geocode: looks the gym's address up and places it there.
 * No address or no match → 422; the geocoder down or out of shape → 502; never a 500.
 */
export async function geocodeGym(deps: Deps, geocoder: Geocoder, id: number, actor: Actor): Promise<GymPlacement> {
  const gym = await gymAddress(deps.db, id);
  if (!canGeocode(gym)) throw new Unprocessable(m.noAddress);
  let match;
  try {
    match = await geocoder.locate(gym);
  } catch (error) {
    if (error instanceof GeocoderError) throw new BadGateway(error.message);
    throw error;
  }
  if (!match) throw new Unprocessable(m.noMatch);
  const placed = await writeLocation(deps.db, id, match, actor, { action: 'gym.geocode', matched: match.label });
  invalidateMetrics(deps);
  return placed;
}

/**
 * POST /api/admin/gym-map/geocode-missing: queues the job that geocodes every active gym without
 * coordinates. While one is queued or running, that one is answered instead of a second.
 */
export async function startGeocodeAll(deps: Deps, actor: Actor): Promise<JobRow> {
  const job = await withTransaction(deps.db, async (tx) => {
    // One at a time: the lock makes two clicks at once find each other's job.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gym-geocode'))`);
    const [running] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'gym-geocode'), inArray(jobs.status, ['queued', 'processing'])))
      .orderBy(desc(jobs.id))
      .limit(1);
    if (running) return running;
    const row = await deps.jobs.enqueue('gym-geocode', {}, { db: tx, requestedBy: actor.userId });
    await recordActivity(
      tx,
      { userId: actor.userId, action: 'gym.geocode_all', resourceType: 'job', resourceId: row.id, newValues: {} },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job;
}

const jobMeta: ActivityMeta = { ipAddress: null, userAgent: 'gym-geocode job' };

/**
 * Registers the "geocode all missing" job: each active gym without coordinates in turn, at the
 * geocoder's pace, progress after each. A gym with no address or no match is reported and left
 * for the admin; the geocoder failing fails the attempt (the queue retries it, and a retry starts
 * from the gyms still missing, so the job is idempotent).
 */
export function registerGymMapJobs(deps: Deps, geocoder: Geocoder): void {
  deps.jobs.register('gym-geocode', async (_payload, ctx): Promise<GeocodeAllResult> => {
    const missing = await deps.db
      .select({ id: gyms.id })
      .from(gyms)
      .where(and(eq(gyms.status, 'active'), lacksPoint))
      .orderBy(asc(gyms.id));
    const result: GeocodeAllResult = { geocoded: 0, unmatched: [] };
    const who = { userId: ctx.job.requestedBy, meta: jobMeta };
    for (const [i, { id }] of missing.entries()) {
      const gym = await deps.db.select().from(gyms).where(eq(gyms.id, id));
      const row = gym[0];
      // Placed, removed or set inactive since the job started: nothing to do.
      if (row && row.status === 'active' && pointOf(row) === null) {
        const match = canGeocode(row) ? await geocoder.locate(row) : null;
        if (match) {
          await writeLocation(deps.db, id, match, who, { action: 'gym.geocode', matched: match.label });
          result.geocoded += 1;
          invalidateMetrics(deps);
        } else {
          result.unmatched.push({ id, name: row.name, reason: canGeocode(row) ? m.noMatch : m.noAddress });
        }
      }
      await ctx.progress(Math.floor(((i + 1) / missing.length) * 100));
    }
    return result;
  });
}
