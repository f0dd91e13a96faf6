import { z } from 'zod';
import { FIGURE_UNITS, type FigureUnit } from './report';

/**
 * Network benchmarks (decision 0121): where a gym's figure stands among the other gyms of the
 * network that saved the same figure. Only the quartiles of at least MIN_BENCHMARK_GYMS gyms (the
 * caller's own never among them), the cohort's size as a band and the caller's quartile are ever
 * answered, and a narrowed cohort is refused when it or the rest of the network outside it holds
 * 1 to MIN_BENCHMARK_GYMS − 1 gyms, so no single gym's number can be read back.
 */

export const MIN_BENCHMARK_GYMS = 5;

export const BENCHMARK_METRICS = ['revenue-per-sqft', 'arps', 'churn-rate', 'students-per-class'] as const;
export type BenchmarkMetric = (typeof BENCHMARK_METRICS)[number];

export const benchmarkMetrics: Record<
  BenchmarkMetric,
  { label: string; unit: FigureUnit; higherIsBetter: boolean; source: string }
> = {
  'revenue-per-sqft': {
    label: 'Annual revenue per usable square foot',
    unit: 'money',
    higherIsBetter: true,
    source: 'the latest revenue per square foot each gym saved',
  },
  arps: {
    label: 'Average monthly revenue per student',
    unit: 'money',
    higherIsBetter: true,
    source: 'the latest average revenue per student each gym saved',
  },
  'churn-rate': {
    label: 'Monthly churn',
    unit: 'percent',
    higherIsBetter: false,
    source: 'the latest churn scenario each gym saved',
  },
  'students-per-class': {
    label: 'Average students per class',
    unit: 'number',
    higherIsBetter: true,
    source: 'the class programs each gym saved (enrollments ÷ classes a week)',
  },
};

/** Gym size by building square feet. */
export const SIZE_BANDS = [
  { key: 'under-12k', label: 'Under 12,000 sq ft', min: 0, max: 11_999 },
  { key: '12k-25k', label: '12,000–24,999 sq ft', min: 12_000, max: 24_999 },
  { key: '25k-plus', label: '25,000 sq ft and more', min: 25_000, max: Number.POSITIVE_INFINITY },
] as const;
export type SizeBand = (typeof SIZE_BANDS)[number]['key'];
export const SIZE_BAND_KEYS = SIZE_BANDS.map((b) => b.key) as [SizeBand, ...SizeBand[]];

/** The band of a building; null when its size is not known. */
export function sizeBandOf(sqft: number | null | undefined): SizeBand | null {
  if (!sqft || sqft <= 0) return null;
  return SIZE_BANDS.find((b) => sqft >= b.min && sqft <= b.max)!.key;
}

/** The US Census regions, Canada, and the rest of the world. */
export const REGIONS = [
  { key: 'northeast', label: 'the Northeast' },
  { key: 'midwest', label: 'the Midwest' },
  { key: 'south', label: 'the South' },
  { key: 'west', label: 'the West' },
  { key: 'canada', label: 'Canada' },
  { key: 'international', label: 'outside the US and Canada' },
] as const;
export type Region = (typeof REGIONS)[number]['key'];
export const REGION_KEYS = REGIONS.map((r) => r.key) as [Region, ...Region[]];

const US_REGIONS: Record<Exclude<Region, 'canada' | 'international'>, string[]> = {
  northeast: ['CT', 'ME', 'MA', 'NH', 'RI', 'VT', 'NJ', 'NY', 'PA'],
  midwest: ['IL', 'IN', 'MI', 'OH', 'WI', 'IA', 'KS', 'MN', 'MO', 'NE', 'ND', 'SD'],
  south: ['DE', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA', 'WV', 'AL', 'KY', 'MS', 'TN', 'AR', 'LA', 'OK', 'TX', 'PR'],
  west: ['AZ', 'CO', 'ID', 'MT', 'NV', 'NM', 'UT', 'WY', 'AK', 'CA', 'HI', 'OR', 'WA'],
};

/** A gym's region from its country and state (a US state outside the table counts as international). */
export function regionOf(country: string | null | undefined, state: string | null | undefined): Region {
  const c = (country ?? 'United States').trim().toLowerCase();
  if (c === 'canada') return 'canada';
  if (c !== 'united states' && c !== 'usa' && c !== 'us') return 'international';
  const code = (state ?? '').trim().toUpperCase();
  for (const [region, states] of Object.entries(US_REGIONS)) if (states.includes(code)) return region as Region;
  return 'international';
}

/** The p-th percentile (0–100) of sorted values, linearly interpolated between ranks (Excel's PERCENTILE.INC). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of no values');
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

const two = (n: number) => Math.round(n * 100) / 100;

/** The published quartiles of a cohort: the 25th percentile, the median and the 75th percentile. */
export interface BenchmarkFigures {
  p25: number;
  p50: number;
  p75: number;
}

/** The quartiles of the cohort's figures, or null when fewer than MIN_BENCHMARK_GYMS gyms contribute. */
export function quartiles(values: readonly number[]): BenchmarkFigures | null {
  return quartilesOfSorted([...values].sort((a, b) => a - b));
}

/** `quartiles` of figures already in ascending order (the server keeps the network's sorted). */
export function quartilesOfSorted(sorted: readonly number[]): BenchmarkFigures | null {
  if (sorted.length < MIN_BENCHMARK_GYMS) return null;
  return {
    p25: two(percentile(sorted, 25)),
    p50: two(percentile(sorted, 50)),
    p75: two(percentile(sorted, 75)),
  };
}

/**
 * A cohort's size, only ever as a band: an exact count would let a caller subtract one cohort from
 * another and learn how many gyms lie outside a narrowed one.
 */
export const COHORT_SIZES = ['5–9', '10–24', '25+'] as const;
export type CohortSize = (typeof COHORT_SIZES)[number];

/** The band of a cohort of `count` gyms (at least MIN_BENCHMARK_GYMS: a smaller one is never answered). */
export function cohortSizeOf(count: number): CohortSize {
  if (count < MIN_BENCHMARK_GYMS) throw new RangeError('a cohort under five gyms has no size band');
  if (count < 10) return '5–9';
  if (count < 25) return '10–24';
  return '25+';
}

/**
 * Whether `count` gyms of the network outside a narrowed cohort let it be answered: none (the cohort
 * is the whole network) or at least MIN_BENCHMARK_GYMS, never a few a comparison would isolate.
 */
export function remainderIsSafe(count: number): boolean {
  return count === 0 || count >= MIN_BENCHMARK_GYMS;
}

export type Quartile = 1 | 2 | 3 | 4;

/**
 * The quarter of the cohort a figure falls in, counted from the best: 1 is the top quarter (the
 * highest figures, or the lowest where lower is better), 4 the bottom quarter. It is read off the
 * published quartiles only (a figure on a quartile counts in the better quarter), so moving one's
 * own figure reveals nothing but the quartiles already shown.
 */
export function quartileOf(value: number, q: BenchmarkFigures, higherIsBetter: boolean): Quartile {
  if (higherIsBetter) return value >= q.p75 ? 1 : value >= q.p50 ? 2 : value >= q.p25 ? 3 : 4;
  return value <= q.p25 ? 1 : value <= q.p50 ? 2 : value <= q.p75 ? 3 : 4;
}

/** A quartile in a gym owner's words: "the 2nd quartile (top half)". */
export const quartileWords: Record<Quartile, string> = {
  1: 'the 1st quartile (top quarter)',
  2: 'the 2nd quartile (top half)',
  3: 'the 3rd quartile (bottom half)',
  4: 'the 4th quartile (bottom quarter)',
};

export const benchmarkMessages = {
  metricInvalid: `Benchmark must be one of ${BENCHMARK_METRICS.join(', ')}`,
  sizeBandInvalid: `Size band must be one of ${SIZE_BAND_KEYS.join(', ')}`,
  regionInvalid: `Region must be one of ${REGION_KEYS.join(', ')}`,
} as const;

export const benchmarkParamsSchema = z.object({
  metric: z.enum(BENCHMARK_METRICS, { error: benchmarkMessages.metricInvalid }),
});

/** ?sizeBand=…&region=…: narrow the cohort to gyms of a size band and/or a region (default: the whole network). */
export const benchmarkQuerySchema = z.object({
  sizeBand: z.enum(SIZE_BAND_KEYS, { error: benchmarkMessages.sizeBandInvalid }).optional(),
  region: z.enum(REGION_KEYS, { error: benchmarkMessages.regionInvalid }).optional(),
});
export type BenchmarkQuery = z.output<typeof benchmarkQuerySchema>;

/**
 * GET /api/benchmarks/:metric: exactly `{ insufficientData: true }` below five gyms, or when a
 * narrowed cohort leaves one to four gyms of the network outside it. No key of the answer ends in
 * "percentile" and none is an exact count of gyms.
 */
export const benchmarkSchema = z.union([
  z.object({ insufficientData: z.literal(true) }).strict(),
  z
    .object({
      insufficientData: z.literal(false),
      metric: z.enum(BENCHMARK_METRICS),
      label: z.string(),
      unit: z.enum(FIGURE_UNITS),
      higherIsBetter: z.boolean(),
      sizeBand: z.enum(SIZE_BAND_KEYS).nullable(),
      region: z.enum(REGION_KEYS).nullable(),
      /** How many other gyms the quartiles are of, as a band (the caller's own figure is never among them). */
      cohortSize: z.enum(COHORT_SIZES),
      p25: z.number(),
      p50: z.number(),
      p75: z.number(),
      /**
       * The caller's gym's own figure, and the quarter of the cohort it falls in, 1 the best (null
       * when the gym saved none), read off p25, p50 and p75 alone.
       */
      yourValue: z.number().nullable(),
      yourQuartile: z.literal([1, 2, 3, 4]).nullable(),
      /** The caller's gym's band and region, to narrow the next question. */
      yourSizeBand: z.enum(SIZE_BAND_KEYS).nullable(),
      yourRegion: z.enum(REGION_KEYS).nullable(),
    })
    .strict(),
]);
export type Benchmark = z.output<typeof benchmarkSchema>;
