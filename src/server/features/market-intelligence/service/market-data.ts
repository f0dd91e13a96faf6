import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GEOGRAPHY_TYPES,
  IMPORT_COLUMNS,
  IMPORT_OPTIONAL_COLUMNS,
  marketMessages as m,
  VINTAGE_MAX,
  VINTAGE_MIN,
  type Geography,
  type geographyListQuerySchema,
  type GeographyType,
  type MarketImportResult,
} from '../../../../shared/market-intelligence';
import type { Page } from '../../../../shared/paging';
import { withTransaction, type Db } from '../../../db/client';
import { demographicSnapshots, geographies, marketMetrics } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import type { Actor } from '../../../platform/caller';
import { CsvError, parseCsv } from '../../../platform/csv';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { containsPattern } from '../../../platform/search';

/** One row of market data, read and checked: a geography, its snapshot of a year, its further figures. */
export interface MarketDataRow {
  type: GeographyType;
  code: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  vintageYear: number;
  childPopulation: number;
  households: number;
  medianIncome: number;
  metrics: Record<string, number>;
}

/** Rows written per transaction: the whole file is checked first, then written slice by slice. */
export const IMPORT_SLICE = 500;

const known = new Set<string>([...IMPORT_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS]);

const wholeCount = (text: string) => (/^\d{1,9}$/.test(text.replace(/,/g, '')) ? Number(text.replace(/,/g, '')) : NaN);
const decimal = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : NaN);

/**
 * Reads an import file whole before anything is written. A refusal names the data row counted
 * from 1 (the first row under the header is `row 1`), as the contract asks.
 */
export function readMarketCsv(data: Buffer): MarketDataRow[] {
  let table;
  try {
    table = parseCsv(data, { maxRows: 50_000, maxCellLength: 500 });
  } catch (error) {
    // The reader counts the header as row 1; the contract counts data rows from 1.
    if (error instanceof CsvError && error.row !== null && error.row > 1) {
      throw new BadRequest(`row ${error.row - 1}: ${error.message.replace(/^row \d+: /, '')}`);
    }
    throw error;
  }
  for (const column of IMPORT_COLUMNS) {
    if (!table.header.includes(column)) throw new BadRequest(m.missingColumn(column));
  }
  if (!table.rows.length) throw new BadRequest(m.noRows);
  const extra = table.header.filter((h) => !known.has(h));
  return table.rows.map((cells, at) => {
    const fail = (message: string): never => {
      throw new BadRequest(`row ${at + 1}: ${message}`);
    };
    const type = cells.geographyType!.trim().toLowerCase();
    if (!GEOGRAPHY_TYPES.includes(type as GeographyType)) fail(m.geographyType);
    const code = cells.geographyCode!.trim();
    if (!code || code.length > 20) fail(m.geographyCode);
    if (type === 'zip' && !/^\d{5}$/.test(code)) fail(m.zipCode);
    const name = cells.name!.trim();
    if (!name || name.length > 200) fail(m.name);
    const vintageYear = Number(cells.vintageYear!.trim());
    if (!Number.isInteger(vintageYear) || vintageYear < VINTAGE_MIN || vintageYear > VINTAGE_MAX) fail(m.vintageYear);
    const childPopulation = wholeCount(cells.childPopulation!.trim());
    if (Number.isNaN(childPopulation)) fail(m.count('childPopulation'));
    const households = wholeCount(cells.households!.trim());
    if (Number.isNaN(households)) fail(m.count('households'));
    const medianIncome = decimal(cells.medianIncome!.trim().replace(/[$,]/g, ''));
    if (Number.isNaN(medianIncome) || medianIncome < 0 || medianIncome >= 1e10) fail(m.medianIncome);
    const coordinate = (column: 'latitude' | 'longitude', limit: number) => {
      const text = cells[column]?.trim() ?? '';
      if (!text) return null;
      const value = decimal(text);
      if (Number.isNaN(value) || Math.abs(value) > limit) fail(m[column]);
      return value;
    };
    const latitude = coordinate('latitude', 90);
    const longitude = coordinate('longitude', 180);
    if ((latitude === null) !== (longitude === null)) fail(latitude === null ? m.latitude : m.longitude);
    const metrics: Record<string, number> = {};
    for (const column of extra) {
      const text = cells[column]!.trim();
      if (!text) continue;
      const value = decimal(text.replace(/,/g, ''));
      if (Number.isNaN(value)) fail(m.metric(column));
      metrics[column.slice(0, 60)] = value;
    }
    return {
      type: type as GeographyType,
      code,
      name,
      latitude,
      longitude,
      vintageYear,
      childPopulation,
      households,
      medianIncome,
      metrics,
    };
  });
}

/**
 * Writes checked rows: each geography upserted by (type, code), its snapshot by (geography,
 * year), its figures by (geography, year, metric). Coordinates already held stay when a row
 * carries none.
 */
export async function writeMarketRows(db: Db, rows: MarketDataRow[], source: string): Promise<MarketImportResult> {
  const result: MarketImportResult = { rows: rows.length, geographies: 0, snapshots: 0, metrics: 0 };
  const seen = new Set<string>();
  for (let start = 0; start < rows.length; start += IMPORT_SLICE) {
    const slice = rows.slice(start, start + IMPORT_SLICE);
    await withTransaction(db, async (tx) => {
      for (const row of slice) {
        const [geo] = await tx
          .insert(geographies)
          .values({ type: row.type, code: row.code, name: row.name, latitude: row.latitude, longitude: row.longitude })
          .onConflictDoUpdate({
            target: [geographies.type, geographies.code],
            set: {
              // The survey names a zip code "ZCTA5 62704": a name an import gave stays.
              name: source === 'census' ? sql`${geographies.name}` : row.name,
              latitude: sql`coalesce(excluded.latitude, ${geographies.latitude})`,
              longitude: sql`coalesce(excluded.longitude, ${geographies.longitude})`,
              updatedAt: new Date(),
            },
          })
          .returning({ id: geographies.id });
        const key = `${row.type}:${row.code}`;
        if (!seen.has(key)) {
          seen.add(key);
          result.geographies++;
        }
        const snapshot = {
          childPopulation: row.childPopulation,
          households: row.households,
          medianIncome: row.medianIncome,
          source,
        };
        await tx
          .insert(demographicSnapshots)
          .values({ geographyId: geo!.id, vintageYear: row.vintageYear, ...snapshot })
          .onConflictDoUpdate({
            target: [demographicSnapshots.geographyId, demographicSnapshots.vintageYear],
            set: snapshot,
          });
        result.snapshots++;
        for (const [metric, value] of Object.entries(row.metrics)) {
          await tx
            .insert(marketMetrics)
            .values({ geographyId: geo!.id, vintageYear: row.vintageYear, metric, value, source })
            .onConflictDoUpdate({
              target: [marketMetrics.geographyId, marketMetrics.vintageYear, marketMetrics.metric],
              set: { value, source },
            });
          result.metrics++;
        }
      }
    });
  }
  return result;
}

/** POST /api/admin/market-data/import: the whole file checked, then written in slices. */
export async function importMarketData(deps: Deps, data: Buffer, actor: Actor): Promise<MarketImportResult> {
  const rows = readMarketCsv(data);
  const result = await writeMarketRows(deps.db, rows, 'import');
  await recordActivity(
    deps.db,
    {
      userId: actor.userId,
      action: 'market_data.import',
      resourceType: 'market_data',
      resourceId: 0,
      newValues: result,
    },
    actor.meta,
  );
  return result;
}

/** GET /api/admin/market-data/geographies: what is held, with each geography's latest snapshot. */
export async function listGeographies(
  deps: Deps,
  query: z.output<typeof geographyListQuerySchema>,
): Promise<Page<Geography>> {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(geographies.type, query.type));
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(or(ilike(geographies.name, like), ilike(geographies.code, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const latest = deps.db
    .selectDistinctOn([demographicSnapshots.geographyId], {
      geographyId: demographicSnapshots.geographyId,
      vintageYear: demographicSnapshots.vintageYear,
      childPopulation: demographicSnapshots.childPopulation,
      households: demographicSnapshots.households,
      medianIncome: demographicSnapshots.medianIncome,
      source: demographicSnapshots.source,
    })
    .from(demographicSnapshots)
    .orderBy(demographicSnapshots.geographyId, desc(demographicSnapshots.vintageYear))
    .as('latest');
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        geo: geographies,
        snap: {
          vintageYear: latest.vintageYear,
          childPopulation: latest.childPopulation,
          households: latest.households,
          medianIncome: latest.medianIncome,
          source: latest.source,
        },
      })
      .from(geographies)
      .leftJoin(latest, eq(latest.geographyId, geographies.id))
      .where(where)
      .orderBy(geographies.type, geographies.code)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(geographies).where(where),
  ]);
  return {
    items: rows.map(({ geo, snap }) => ({
      id: geo.id,
      type: geo.type as GeographyType,
      code: geo.code,
      name: geo.name,
      latitude: geo.latitude,
      longitude: geo.longitude,
      vintageYear: snap?.vintageYear ?? null,
      childPopulation: snap?.childPopulation ?? null,
      households: snap?.households ?? null,
      medianIncome: snap?.medianIncome ?? null,
      source: snap?.source ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * DELETE /api/admin/market-data/geographies/:id: the geography and its snapshots and metrics go;
 * analyses already run keep their figures (they point at it no longer). Correcting one is a new import.
 */
export async function deleteGeography(deps: Deps, id: number, actor: Actor): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [gone] = await tx.delete(geographies).where(eq(geographies.id, id)).returning();
    if (!gone) throw new NotFound(m.geographyNotFound);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'geography.delete',
        resourceType: 'geography',
        resourceId: id,
        oldValues: { type: gone.type, code: gone.code, name: gone.name },
      },
      actor.meta,
    );
  });
}
