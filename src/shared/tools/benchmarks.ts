import { z } from 'zod';
import type { FigureUnit } from './report';

/**
 * Network benchmarks (issue 15, decision 0121): where a gym's figure stands among the other gyms of
 * the network that saved the same figure. Only quartiles of at least MIN_BENCHMARK_GYMS gyms (the
 * caller's own never among them) are ever answered, so no single gym's number can be read back.
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

/** Where a value stands among values, 0–100: the share below it plus half the share equal to it, rounded. */
export function percentileRank(values: readonly number[], value: number): number {
  if (values.length === 0) throw new RangeError('rank among no values');
  const below = values.filter((v) => v < value).length;
  const equal = values.filter((v) => v === value).length;
  return Math.round(((below + equal / 2) / values.length) * 100);
}

const two = (n: number) => Math.round(n * 100) / 100;

export interface BenchmarkFigures {
  gymCount: number;
  p25: number;
  p50: number;
  p75: number;
}

/** The quartiles of the cohort's figures, or null when fewer than MIN_BENCHMARK_GYMS gyms contribute. */
export function quartiles(values: readonly number[]): BenchmarkFigures | null {
  if (values.length < MIN_BENCHMARK_GYMS) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    gymCount: values.length,
    p25: two(percentile(sorted, 25)),
    p50: two(percentile(sorted, 50)),
    p75: two(percentile(sorted, 75)),
  };
}

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

/** GET /api/benchmarks/:metric: exactly `{ insufficientData: true }` below five gyms. */
export const benchmarkSchema = z.union([
  z.object({ insufficientData: z.literal(true) }).strict(),
  z.object({
    insufficientData: z.literal(false),
    metric: z.enum(BENCHMARK_METRICS),
    label: z.string(),
    unit: z.enum(['money', 'percent', 'number', 'text']),
    higherIsBetter: z.boolean(),
    sizeBand: z.enum(SIZE_BAND_KEYS).nullable(),
    region: z.enum(REGION_KEYS).nullable(),
    /** How many other gyms the quartiles are of (the caller's own figure is never among them). */
    gymCount: z.number(),
    p25: z.number(),
    p50: z.number(),
    p75: z.number(),
    /** The caller's gym's own figure, and where it stands among them (null when the gym saved none). */
    yourValue: z.number().nullable(),
    yourPercentile: z.number().nullable(),
    /** The caller's gym's band and region, to narrow the next question. */
    yourSizeBand: z.enum(SIZE_BAND_KEYS).nullable(),
    yourRegion: z.enum(REGION_KEYS).nullable(),
  }),
]);
export type Benchmark = z.output<typeof benchmarkSchema>;
