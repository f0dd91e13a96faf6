import { sql, type SQL } from 'drizzle-orm';
import {
  benchmarkMetrics,
  MIN_BENCHMARK_GYMS,
  cohortSizeOf,
  quartileOf,
  quartilesOfSorted,
  remainderIsSafe,
  regionOf,
  sizeBandOf,
  type Benchmark,
  type BenchmarkMetric,
  type BenchmarkQuery,
} from '../../../../shared/tools/benchmarks';
import { rowsOf, type Db } from '../../../db/client';
import { cachedRead } from '../../../platform/read-cache';
import type { Member } from './member';
import type { Deps } from '../../../platform/deps';

/**
 * GET /api/benchmarks/:metric (decision 0121): one figure per gym of the network — the latest it
 * saved — then the quartiles of the other gyms of the cohort asked for, the cohort's size as a
 * band and the quarter the caller's figure falls in. The cohort is answered only when five of them
 * or more contribute and, when narrowed, only when the rest of the network outside it is none or
 * five gyms or more. A figure is counted only where it means something (space, students, members
 * or classes above 0), so an empty form saved in passing does not drag the quartiles down.
 */

/** Each metric's figure per gym: `gym_id` and `value`, one row per gym that saved it. */
const FIGURES: Record<BenchmarkMetric, SQL> = {
  'revenue-per-sqft': sql`
    select distinct on (gym_id) gym_id, annual_per_sqft::float8 as value
    from revenue_sqft_summaries where usable_sqft > 0
    order by gym_id, updated_at desc, id desc`,
  arps: sql`
    select distinct on (gym_id) gym_id, arps_monthly::float8 as value
    from arps_data where students > 0
    order by gym_id, updated_at desc, id desc`,
  'churn-rate': sql`
    select distinct on (gym_id) gym_id, (results->>'monthlyChurnPercent')::float8 as value
    from tool_scenarios where tool = 'churn-rate' and (inputs->>'membersAtStart')::float8 > 0
    order by gym_id, updated_at desc, id desc`,
  'students-per-class': sql`
    select gym_id, sum(enrollments)::float8 / sum(total_classes) as value
    from student_class_programs group by gym_id having sum(total_classes) > 0`,
};

interface FigureRow {
  gymId: number;
  value: number;
  buildingSqFt: number | null;
  usableSqft: number | null;
  state: string | null;
  country: string | null;
}

/**
 * Read through the app's read cache (platform/read-cache.ts): every write anywhere empties it,
 * here and in the other processes, so a saved figure still shows in the very next answer, while
 * the tool pages' reads between two writes share one query instead of each scanning every gym's
 * records (bench: decision 0121).
 */
const FIGURES_TTL_MS = 60_000;

function figures(deps: Deps, metric: BenchmarkMetric) {
  return cachedRead(deps, `benchmark-figures:${metric}`, FIGURES_TTL_MS, () => readFigures(deps.db, metric));
}

function gymPlace(deps: Deps, gymId: number | null) {
  if (gymId === null) return Promise.resolve({ sizeBand: null, region: null });
  return cachedRead(deps, `benchmark-place:${gymId}`, FIGURES_TTL_MS, () => readGymPlace(deps.db, gymId));
}

async function readFigures(db: Db, metric: BenchmarkMetric) {
  const result = await db.execute(sql`
    select f.gym_id as "gymId", f.value, g.building_sq_ft as "buildingSqFt", c.usable_sqft as "usableSqft",
           g.state, g.country
    from (${FIGURES[metric]}) f
    join gyms g on g.id = f.gym_id
    left join gym_capacity c on c.gym_id = f.gym_id`);
  return (
    rowsOf<FigureRow>(result)
      .map((r) => ({
        gymId: Number(r.gymId),
        value: Number(r.value),
        // A gym's size is its building; the usable floor it saved stands in when the building is unknown.
        sizeBand: sizeBandOf(r.buildingSqFt ?? r.usableSqft),
        region: regionOf(r.country, r.state),
      }))
      // Sorted once per read, so each answer's cohort (a filter keeps the order) needs no sort: with
      // 10,000 gyms the sort was most of the call's time (decision 0181).
      .sort((a, b) => a.value - b.value)
  );
}

async function readGymPlace(db: Db, gymId: number) {
  const result = await db.execute(sql`
    select g.building_sq_ft as "buildingSqFt", c.usable_sqft as "usableSqft", g.state, g.country
    from gyms g left join gym_capacity c on c.gym_id = g.id where g.id = ${gymId}`);
  const [row] = rowsOf<Omit<FigureRow, 'gymId' | 'value'>>(result);
  if (!row) return { sizeBand: null, region: null };
  return { sizeBand: sizeBandOf(row.buildingSqFt ?? row.usableSqft), region: regionOf(row.country, row.state) };
}

export async function benchmark(
  deps: Deps,
  member: Member,
  metric: BenchmarkMetric,
  query: BenchmarkQuery,
): Promise<Benchmark> {
  const [all, place] = await Promise.all([figures(deps, metric), gymPlace(deps, member.gymId)]);
  // The caller's own figure never counts among its peers: a gym that could move its own figure
  // (save 0, then a huge one) would otherwise read its peers' exact figures off the quartiles of a
  // small cohort. The quartiles are always of five other gyms or more.
  const network = all.filter((f) => f.gymId !== member.gymId);
  const within = (f: (typeof network)[number], q: BenchmarkQuery) =>
    (q.sizeBand === undefined || f.sizeBand === q.sizeBand) && (q.region === undefined || f.region === q.region);
  const cohort = network.filter((f) => within(f, query));
  if (!answerable(network, cohort.length, query, within)) return { insufficientData: true };
  const figuresOfCohort = quartilesOfSorted(cohort.map((f) => f.value));
  if (!figuresOfCohort) return { insufficientData: true };
  const own = all.find((f) => f.gymId === member.gymId)?.value ?? null;
  const yourValue = own === null ? null : Math.round(own * 100) / 100;
  const info = benchmarkMetrics[metric];
  return {
    insufficientData: false,
    metric,
    label: info.label,
    unit: info.unit,
    higherIsBetter: info.higherIsBetter,
    sizeBand: query.sizeBand ?? null,
    region: query.region ?? null,
    cohortSize: cohortSizeOf(cohort.length),
    ...figuresOfCohort,
    yourValue,
    // Read off the published quartiles alone, never off the peers' figures: sweeping one's own
    // figure across the range then steps only where p25, p50 and p75 already say.
    yourQuartile: yourValue === null ? null : quartileOf(yourValue, figuresOfCohort, info.higherIsBetter),
    yourSizeBand: place.sizeBand,
    yourRegion: place.region,
  };
}

/**
 * Whether a cohort of `size` gyms may be answered: five or more, and, when narrowed, the gyms of the
 * network outside it none or five or more — otherwise comparing it with the whole network would
 * isolate the one to four gyms outside it. A cohort narrowed by both size band and region is held
 * to the same rule against each of the two cohorts narrowed by one of them.
 */
function answerable<F>(
  network: readonly F[],
  size: number,
  query: BenchmarkQuery,
  within: (f: F, q: BenchmarkQuery) => boolean,
): boolean {
  if (size < MIN_BENCHMARK_GYMS) return false;
  const wider: BenchmarkQuery[] = [{}];
  if (query.sizeBand !== undefined && query.region !== undefined)
    wider.push({ sizeBand: query.sizeBand }, { region: query.region });
  else if (query.sizeBand === undefined && query.region === undefined) return true;
  return wider.every((q) => remainderIsSafe(network.filter((f) => within(f, q)).length - size));
}
