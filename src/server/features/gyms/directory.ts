import { and, asc, count, eq, exists, gte, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { boundingBox, distanceMiles, roundMiles } from '../../../shared/geo';
import {
  directoryMessages,
  type GymDirectoryItem,
  type GymDirectoryQuery,
  type GymFilters,
  type NearbyGym,
} from '../../../shared/gyms';
import type { Db } from '../../db/client';
import { affiliations, gymAffiliations, gyms } from '../../db/schema/index';
import type { Deps } from '../../platform/deps';
import { NotFound } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import { cachedRead } from '../../platform/read-cache';
import { containsPattern } from '../../platform/search';
import { inOrderOf, pageOfMatches, searchMatches } from '../../platform/search-matches';
import { anyOf } from '../../platform/sql';

/**
 * The public gym directory (/gym-network, the registration picker): active gyms as cards, searched
 * by name or city, filtered by state, country, type and affiliation, one page at a time, and the
 * gyms near one of them.
 */

const cardColumns = {
  id: gyms.id,
  name: gyms.name,
  addressLine1: gyms.addressLine1,
  addressLine2: gyms.addressLine2,
  city: gyms.city,
  state: gyms.state,
  zip: gyms.zip,
  country: gyms.country,
  type: gyms.type,
  phone: gyms.phone,
  website: gyms.website,
  logoUrl: sql<string | null>`coalesce(${gyms.logoUrl}, ${gyms.mapLogoUrl})`,
  latitude: gyms.latitude,
  longitude: gyms.longitude,
};

const cards = (db: Db) => db.select(cardColumns).from(gyms);
type CardRow = Awaited<ReturnType<typeof cards>>[number];

/** The cards of `rows` with their affiliations, read in one query. */
async function cardsOf(db: Db, rows: CardRow[]): Promise<GymDirectoryItem[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({ gymId: gymAffiliations.gymId, id: affiliations.id, name: affiliations.name })
        .from(gymAffiliations)
        .innerJoin(affiliations, eq(affiliations.id, gymAffiliations.affiliationId))
        .where(anyOf(gymAffiliations.gymId, ids))
        .orderBy(asc(affiliations.name))
    : [];
  const byGym = new Map<number, { id: number; name: string }[]>();
  for (const { gymId, id, name } of links) byGym.set(gymId, [...(byGym.get(gymId) ?? []), { id, name }]);
  return rows.map((row) => ({
    ...row,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    affiliations: byGym.get(row.id) ?? [],
  }));
}

/**
 * The filters of a directory query. The name or city search is a contains match on lower(name)
 * and lower(city), which the trigram indexes answer (docs/decisions/0168-gym-directory.md).
 */
function directoryWhere(q: Omit<GymDirectoryQuery, 'page' | 'pageSize'>): SQL {
  const filters: SQL[] = [eq(gyms.status, 'active')];
  const term = q.search?.toLowerCase();
  if (term) {
    const like = containsPattern(term);
    filters.push(sql`(${gyms.nameLower} like ${like} or ${gyms.cityLower} like ${like})`);
  }
  if (q.state) filters.push(sql`upper(${gyms.state}) = ${q.state.toUpperCase()}`);
  if (q.country) filters.push(sql`lower(${gyms.country}) = ${q.country.toLowerCase()}`);
  if (q.type) filters.push(sql`lower(${gyms.type}) = ${q.type.toLowerCase()}`);
  if (q.affiliationId !== undefined) {
    const affiliationId = q.affiliationId;
    filters.push(
      exists(
        sql`(select 1 from ${gymAffiliations} where ${gymAffiliations.gymId} = ${gyms.id} and ${gymAffiliations.affiliationId} = ${affiliationId})`,
      ),
    );
  }
  return and(...filters)!;
}

/** GET /api/gyms with parameters: a page of the active gyms' cards, by name. */
export async function listDirectory(deps: Deps, q: GymDirectoryQuery) {
  const { db } = deps;
  const where = directoryWhere(q);
  const byName = [asc(gyms.nameLower), asc(gyms.id)];
  // A search's matches are read once, in order, and kept: the count and every page come from them
  // (decision 0188). The whole directory, or a search of more than MATCHES_KEPT_MAX, is paged as before.
  const term = q.search?.toLowerCase();
  const key = term
    ? `directory:${JSON.stringify([term, q.state?.toUpperCase(), q.country?.toLowerCase(), q.type?.toLowerCase(), q.affiliationId])}`
    : null;
  const matches = key
    ? await searchMatches(deps, key, async (limit) =>
        (
          await db
            .select({ id: gyms.id })
            .from(gyms)
            .where(where)
            .orderBy(...byName)
            .limit(limit)
        ).map((r) => r.id),
      )
    : null;
  if (matches) {
    const chosen = pageOfMatches(matches, q.page, q.pageSize);
    const rows = chosen.ids.length ? await cards(db).where(anyOf(gyms.id, chosen.ids)) : [];
    const items = await cardsOf(db, inOrderOf(chosen.ids, rows));
    return { items, total: chosen.total, page: q.page, pageSize: q.pageSize };
  }
  const page = await pageOf(
    q,
    (limit, offset) =>
      cards(db)
        .where(where)
        .orderBy(...byName)
        .limit(limit)
        .offset(offset),
    async () => Number((await db.select({ n: count() }).from(gyms).where(where))[0]?.n ?? 0),
  );
  return { ...page, items: await cardsOf(db, page.items) };
}

/** GET /api/gyms/:id: one active gym's card; an unknown or inactive gym is a 404. */
export async function directoryGym(deps: Deps, id: number): Promise<GymDirectoryItem> {
  const [row] = await cards(deps.db).where(and(eq(gyms.id, id), eq(gyms.status, 'active')));
  if (!row) throw new NotFound(directoryMessages.gymNotFound);
  return (await cardsOf(deps.db, [row]))[0]!;
}

/**
 * GET /api/gyms/:id/nearby: the active gyms within `miles` of the gym by great-circle distance,
 * nearest first, never the gym itself nor a gym without coordinates. The database narrows to the
 * bounding box of the circle (an index on latitude), the exact distance decides.
 */
export async function nearbyGyms(deps: Deps, id: number, miles: number): Promise<NearbyGym[]> {
  const { db } = deps;
  const [center] = await db
    .select({ latitude: gyms.latitude, longitude: gyms.longitude })
    .from(gyms)
    .where(and(eq(gyms.id, id), eq(gyms.status, 'active')));
  if (!center) throw new NotFound(directoryMessages.gymNotFound);
  if (center.latitude === null || center.longitude === null) return [];
  const here = { latitude: Number(center.latitude), longitude: Number(center.longitude) };
  const box = boundingBox(here, miles);
  const rows = await cards(db).where(
    and(
      eq(gyms.status, 'active'),
      ne(gyms.id, id),
      isNotNull(gyms.longitude),
      gte(gyms.latitude, String(box.minLat)),
      lte(gyms.latitude, String(box.maxLat)),
      gte(gyms.longitude, String(box.minLng)),
      lte(gyms.longitude, String(box.maxLng)),
    ),
  );
  const near = rows
    .map((row) => ({
      row,
      miles: distanceMiles(here, { latitude: Number(row.latitude), longitude: Number(row.longitude) }),
    }))
    .filter((n) => n.miles <= miles)
    .sort((a, b) => a.miles - b.miles || a.row.name.localeCompare(b.row.name) || a.row.id - b.row.id);
  const found = await cardsOf(
    db,
    near.map((n) => n.row),
  );
  return found.map((card, i) => ({ ...card, distanceMiles: roundMiles(near[i]!.miles) }));
}

/** GET /api/gyms/filters: the states, countries, types and affiliations of the active gyms (cached 5 s). */
export function directoryFilters(deps: Deps): Promise<GymFilters> {
  return cachedRead(deps, 'gym-filters', 5_000, async () => {
    const { db } = deps;
    const active = eq(gyms.status, 'active');
    const distinct = async (column: SQL) => {
      const rows = await db.execute<{ value: string }>(
        sql`select distinct ${column} as value from ${gyms} where ${active} and ${column} is not null and ${column} <> '' order by 1`,
      );
      return (rows as unknown as { rows: { value: string }[] }).rows.map((r) => r.value);
    };
    const [states, countries, types, held] = await Promise.all([
      distinct(sql`upper(${gyms.state})`),
      distinct(sql`${gyms.country}`),
      distinct(sql`lower(${gyms.type})`),
      db
        .selectDistinct({ id: affiliations.id, name: affiliations.name })
        .from(affiliations)
        .innerJoin(gymAffiliations, eq(gymAffiliations.affiliationId, affiliations.id))
        .innerJoin(gyms, and(eq(gyms.id, gymAffiliations.gymId), active))
        .orderBy(asc(affiliations.name)),
    ]);
    return { states, countries, types, affiliations: held };
  });
}
