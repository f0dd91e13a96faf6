import type { CensusRefresh } from '../../../../shared/market-intelligence';
import { marketMessages as m } from '../../../../shared/market-intelligence';
import type { Actor } from '../../../platform/caller';
import type { Deps } from '../../../platform/deps';
import { BadRequest } from '../../../platform/errors';
import { httpClient, type HttpClient } from '../../../platform/http-client';
import type { JobRow } from '../../../platform/jobs';
import { recordActivity } from '../../../platform/activity-log';
import { withTransaction } from '../../../db/client';
import { writeMarketRows, type MarketDataRow } from './market-data';

/**
 * The US Census Bureau's American Community Survey (5-year estimates) by zip code tabulation
 * area, through the one outbound HTTP client (decision 0147). Children are ages 5 to 17 (table
 * B01001, boys and girls 5–9, 10–14, 15–17), households B11001_001E, median household income
 * B19013_001E. The survey gives no centre coordinates: a zip code keeps those an import gave it.
 */
const CHILD_VARIABLES = ['B01001_004E', 'B01001_005E', 'B01001_006E', 'B01001_028E', 'B01001_029E', 'B01001_030E'];
const HOUSEHOLDS = 'B11001_001E';
const MEDIAN_INCOME = 'B19013_001E';
const ZCTA = 'zip code tabulation area';

export function censusUrl(base: string, year: number, zipCodes: string[], key: string): string {
  const url = new URL(`/data/${year}/acs/acs5`, base);
  url.searchParams.set('get', ['NAME', ...CHILD_VARIABLES, HOUSEHOLDS, MEDIAN_INCOME].join(','));
  url.searchParams.set('for', `${ZCTA}:${zipCodes.join(',')}`);
  url.searchParams.set('key', key);
  return url.toString();
}

/** The survey's table (a header row, then one row per zip code) read into market data rows. */
export function readCensusTable(table: unknown, year: number): MarketDataRow[] {
  if (!Array.isArray(table) || !Array.isArray(table[0])) throw new Error('The Census Bureau answered out of shape');
  const [header, ...rows] = table as string[][];
  const at = (name: string) => {
    const i = header!.indexOf(name);
    if (i < 0) throw new Error(`The Census Bureau's answer has no ${name}`);
    return i;
  };
  const count = (row: string[], name: string) => {
    const n = Number(row[at(name)]);
    // The survey writes large negative sentinels (-666666666) for figures it cannot estimate.
    return Number.isFinite(n) && n >= 0 ? Math.round(n) : 0;
  };
  return rows.map((row) => ({
    type: 'zip' as const,
    code: row[at(ZCTA)]!,
    name: String(row[at('NAME')] || `ZCTA5 ${row[at(ZCTA)]}`).slice(0, 200),
    latitude: null,
    longitude: null,
    vintageYear: year,
    childPopulation: CHILD_VARIABLES.reduce((sum, v) => sum + count(row, v), 0),
    households: count(row, HOUSEHOLDS),
    medianIncome: count(row, MEDIAN_INCOME),
    metrics: {},
  }));
}

export interface CensusSource {
  fetchZips(zipCodes: string[], year: number): Promise<MarketDataRow[]>;
}

export function censusSource(options: { baseUrl: string; apiKey: string; client?: HttpClient }): CensusSource {
  const client = options.client ?? httpClient({ timeoutMs: 30_000 });
  return {
    async fetchZips(zipCodes, year) {
      const res = await client.fetch(censusUrl(options.baseUrl, year, zipCodes, options.apiKey));
      if (res.status === 204) return [];
      if (!res.ok) throw new Error(`The Census Bureau answered ${res.status}`);
      return readCensusTable(res.json(), year);
    },
  };
}

/** POST /api/admin/market-data/census: queues the refresh of the zip codes named. */
export async function startCensusRefresh(deps: Deps, input: CensusRefresh, actor: Actor): Promise<JobRow> {
  if (!deps.config.CENSUS_API_KEY) throw new BadRequest(m.censusOff);
  const job = await withTransaction(deps.db, async (tx) => {
    const row = await deps.jobs.enqueue('market-census', { ...input }, { db: tx, requestedBy: actor.userId });
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'market_data.census',
        resourceType: 'market_data',
        resourceId: row.id,
        newValues: input,
      },
      actor.meta,
    );
    return row;
  });
  deps.jobs.kick();
  return job;
}

/** Registers the Census refresh on the queue; `source` replaces the HTTP one (tests with a recorded fixture). */
export function registerCensusJobs(deps: Deps, source?: CensusSource): void {
  deps.jobs.register('market-census', async (payload, ctx) => {
    const key = deps.config.CENSUS_API_KEY;
    const census = source ?? (key ? censusSource({ baseUrl: deps.config.CENSUS_API_URL, apiKey: key }) : null);
    if (!census) throw new Error(m.censusOff);
    const zipCodes = (payload.zipCodes as string[]).filter((z) => /^\d{5}$/.test(z));
    const year = Number(payload.vintageYear);
    await ctx.progress(10);
    const rows = await census.fetchZips(zipCodes, year);
    await ctx.progress(60);
    return writeMarketRows(deps.db, rows, 'census');
  });
}
