import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { GymListItem, GymPatch, GymValues } from '../../../shared/gyms';
import { withTransaction, type Db, type Tx } from '../../db/client';
import { affiliations, events, gymAffiliations, gyms, users } from '../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../platform/activity-log';
import { isUniqueViolation } from '../../platform/db-errors';
import type { Deps } from '../../platform/deps';
import { BadRequest, Conflict, NotFound } from '../../platform/errors';
import { cachedRead } from '../../platform/read-cache';
import { countsFor } from '../../platform/counts';
import { anyOf } from '../../platform/sql';
import { invalidateMetrics } from '../dashboard/index';
import { containsPattern } from '../../platform/search';
import { inOrderOf, pageOfMatches, searchMatches } from '../../platform/search-matches';

export type GymRow = typeof gyms.$inferSelect;

export const gymsMessages = {
  notFound: 'Gym not found',
  clubNumberTaken: (n: string) => `Club number ${n} is already used by another gym`,
  unknownAffiliation: 'One or more affiliations do not exist',
  hasMembers: (n: number) =>
    `This gym has ${n} member${n === 1 ? '' : 's'}; move them to another gym or set the gym inactive instead of deleting it`,
  hasEvents: (n: number) => `This gym has ${n} event${n === 1 ? '' : 's'}; set the gym inactive instead of deleting it`,
  affiliationTaken: 'An affiliation with this name already exists',
} as const;

/** Numbers for the API: Drizzle reads numeric columns as strings. */
export function presentGym(row: GymRow, affiliationIds?: number[]) {
  return {
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    mapRating: row.mapRating === null ? null : Number(row.mapRating),
    ...(affiliationIds ? { affiliationIds } : {}),
  };
}

type Columns = Omit<typeof gyms.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function toColumns(values: Partial<GymValues>): Partial<Columns> {
  const { affiliationIds: _ignored, latitude, longitude, ...rest } = values;
  const out: Partial<Columns> = { ...rest } as Partial<Columns>;
  if (latitude !== undefined) out.latitude = latitude === null ? null : String(latitude);
  if (longitude !== undefined) out.longitude = longitude === null ? null : String(longitude);
  return out;
}

async function assertClubNumberFree(db: Db, clubNumber: string, exceptId?: number) {
  const [taken] = await db.select({ id: gyms.id }).from(gyms).where(eq(gyms.clubNumber, clubNumber));
  if (taken && taken.id !== exceptId) throw new Conflict(gymsMessages.clubNumberTaken(clubNumber));
}

async function setAffiliations(tx: Tx, gymId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const found = await tx.select({ id: affiliations.id }).from(affiliations).where(inArray(affiliations.id, unique));
    if (found.length !== unique.length) throw new BadRequest(gymsMessages.unknownAffiliation);
  }
  await tx.delete(gymAffiliations).where(eq(gymAffiliations.gymId, gymId));
  if (unique.length) await tx.insert(gymAffiliations).values(unique.map((affiliationId) => ({ gymId, affiliationId })));
}

async function affiliationIdsOf(db: Db, gymId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gymAffiliations.affiliationId })
    .from(gymAffiliations)
    .where(eq(gymAffiliations.gymId, gymId))
    .orderBy(asc(gymAffiliations.affiliationId));
  return rows.map((r) => r.id);
}

/** Inserts a gym and its affiliations; call inside a transaction. Duplicate club numbers → 409. */
export async function insertGym(tx: Tx, values: GymValues): Promise<GymRow> {
  await assertClubNumberFree(tx, values.clubNumber);
  const [row] = await tx
    .insert(gyms)
    .values(toColumns(values) as Columns)
    .returning();
  await setAffiliations(tx, row!.id, values.affiliationIds ?? []);
  return row!;
}

/** Runs `work` in a transaction and turns a unique violation on club_number into a 409. */
async function guarded<T>(db: Db, clubNumber: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await withTransaction(db, work);
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(gymsMessages.clubNumberTaken(clubNumber ?? ''));
    throw err;
  }
}

export async function listGyms(
  deps: Deps,
  q: { search?: string; status: 'active' | 'inactive' | 'all'; page: number; pageSize: number },
) {
  const { db } = deps;
  const filters: SQL[] = [];
  if (q.status !== 'all') filters.push(eq(gyms.status, q.status));
  const term = q.search?.trim().toLowerCase();
  if (term) {
    const like = containsPattern(term);
    // Lower-cased as the trigram indexes are; `<%` is word_similarity(term, name) at least the
    // threshold every connection sets (0.5, db/client.ts), which the name's trigram index answers
    // (decision 0179).
    filters.push(
      or(
        sql`${gyms.nameLower} like ${like}`,
        sql`${gyms.cityLower} like ${like}`,
        sql`${gyms.clubNumberLower} like ${like}`,
        sql`${term} <% ${gyms.nameLower}`,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  // Closest names first: an exact word scores 1, a small typo a little less.
  const rank = term ? sql`word_similarity(${term}, ${gyms.nameLower}) desc,` : sql``;
  // The page's ids first, then its rows: ordering the matches by their full rows read every wide
  // row (logos, map data) of hundreds of matches to keep 25 (decision 0181).
  const orderedIds = (limit: number, offset = 0) =>
    db
      .select({ id: gyms.id })
      .from(gyms)
      .where(where)
      .orderBy(sql`${rank} ${gyms.name} asc, ${gyms.id} asc`)
      .limit(limit)
      .offset(offset)
      .then((rows) => rows.map((r) => r.id));
  // A search's matches are read once, in order, and kept: the count and every page come from them
  // (decision 0188). The whole list, or a search of more than MATCHES_KEPT_MAX, is paged as before.
  const matches = term ? await searchMatches(deps, `gyms:${q.status}:${term}`, (limit) => orderedIds(limit)) : null;
  const [ids, total] = matches
    ? ((chosen) => [chosen.ids, chosen.total] as const)(pageOfMatches(matches, q.page, q.pageSize))
    : await Promise.all([
        orderedIds(q.pageSize, (q.page - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(gyms)
          .where(where)
          .then(([row]) => Number(row?.n ?? 0)),
      ]);
  // The page's member counts after the page is chosen, one indexed count per page rather than per match.
  const [rows, members] = await Promise.all([
    ids.length ? db.select().from(gyms).where(anyOf(gyms.id, ids)) : Promise.resolve([]),
    countsFor(db, users.gymId, ids),
  ]);
  const page = inOrderOf(ids, rows);
  return {
    items: page.map((gym) => ({ ...presentGym(gym), memberCount: members.get(gym.id) ?? 0 })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getGym(deps: Deps, id: number) {
  const [row] = await deps.db.select().from(gyms).where(eq(gyms.id, id));
  if (!row) throw new NotFound(gymsMessages.notFound);
  return presentGym(row, await affiliationIdsOf(deps.db, id));
}

export async function createGym(deps: Deps, values: GymValues, by: number, meta: ActivityMeta) {
  const row = await guarded(deps.db, values.clubNumber, async (tx) => {
    const gym = await insertGym(tx, values);
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'gym.create',
        resourceType: 'gym',
        resourceId: gym.id,
        newValues: { clubNumber: gym.clubNumber, name: gym.name },
      },
      meta,
    );
    return gym;
  });
  invalidateMetrics(deps);
  return getGym(deps, row.id);
}

export async function updateGym(deps: Deps, id: number, patch: GymPatch, by: number, meta: ActivityMeta) {
  await guarded(deps.db, patch.clubNumber, async (tx) => {
    const [before] = await tx.select().from(gyms).where(eq(gyms.id, id)).for('update');
    if (!before) throw new NotFound(gymsMessages.notFound);
    if (patch.clubNumber !== undefined) await assertClubNumberFree(tx, patch.clubNumber, id);
    const columns = toColumns(patch);
    await tx
      .update(gyms)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(gyms.id, id));
    if (patch.affiliationIds !== undefined) await setAffiliations(tx, id, patch.affiliationIds);
    const changed = Object.keys(columns) as (keyof GymRow)[];
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'gym.update',
        resourceType: 'gym',
        resourceId: id,
        oldValues: Object.fromEntries(changed.map((k) => [k, before[k]])),
        newValues: { ...columns, ...(patch.affiliationIds ? { affiliationIds: patch.affiliationIds } : {}) },
      },
      meta,
    );
  });
  invalidateMetrics(deps);
  return getGym(deps, id);
}

/** Deleting is refused while people or events belong to the gym; inactive hides it instead. */
export async function deleteGym(deps: Deps, id: number, by: number, meta: ActivityMeta) {
  await withTransaction(deps.db, async (tx) => {
    const [gym] = await tx.select().from(gyms).where(eq(gyms.id, id)).for('update');
    if (!gym) throw new NotFound(gymsMessages.notFound);
    const [members] = await tx.select({ n: count() }).from(users).where(eq(users.gymId, id));
    if (Number(members?.n) > 0) throw new Conflict(gymsMessages.hasMembers(Number(members!.n)));
    const [gymEvents] = await tx.select({ n: count() }).from(events).where(eq(events.gymId, id));
    if (Number(gymEvents?.n) > 0) throw new Conflict(gymsMessages.hasEvents(Number(gymEvents!.n)));
    await tx.delete(gyms).where(eq(gyms.id, id));
    await recordActivity(
      tx,
      {
        userId: by,
        action: 'gym.delete',
        resourceType: 'gym',
        resourceId: id,
        oldValues: { clubNumber: gym.clubNumber, name: gym.name },
      },
      meta,
    );
  });
  invalidateMetrics(deps);
}

export async function listAffiliations(deps: Deps) {
  return deps.db.select().from(affiliations).orderBy(asc(affiliations.name));
}

export async function createAffiliation(
  deps: Deps,
  input: { name: string; description: string | null },
  by: number,
  meta: ActivityMeta,
) {
  const [taken] = await deps.db
    .select({ id: affiliations.id })
    .from(affiliations)
    .where(sql`lower(${affiliations.name}) = lower(${input.name})`);
  if (taken) throw new Conflict(gymsMessages.affiliationTaken);
  try {
    return await withTransaction(deps.db, async (tx) => {
      const [row] = await tx.insert(affiliations).values(input).returning();
      await recordActivity(
        tx,
        {
          userId: by,
          action: 'affiliation.create',
          resourceType: 'affiliation',
          resourceId: row!.id,
          newValues: input,
        },
        meta,
      );
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict(gymsMessages.affiliationTaken);
    throw err;
  }
}

/** GET /api/gyms: the active gyms for the registration picker, by name (cached 5 s; gym writes invalidate). */
export async function listGymItems(deps: Deps): Promise<GymListItem[]> {
  return cachedRead(deps, 'gym-items', 5_000, () => queryGymItems(deps.db));
}

async function queryGymItems(db: Db): Promise<GymListItem[]> {
  return db
    .select({
      id: gyms.id,
      name: gyms.name,
      addressLine1: gyms.addressLine1,
      addressLine2: gyms.addressLine2,
      city: gyms.city,
      state: gyms.state,
      zip: gyms.zip,
    })
    .from(gyms)
    .where(eq(gyms.status, 'active'))
    .orderBy(asc(gyms.nameLower), asc(gyms.id));
}
