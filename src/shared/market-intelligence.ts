import { z } from 'zod';
import { timestamp } from './answers';
import { pageQueryOf, pageSchema } from './paging';

/**
 * Market intelligence for a location (spec 001 §3 "Gyms": opportunity_scores; "Market data":
 * geographies, demographic_snapshots, market_metrics, analysis_results, market_share_reports).
 * Every score is a pure function here, documented in docs/decisions/0163-market-intelligence.md.
 */

export const GEOGRAPHY_TYPES = ['zip', 'county', 'state', 'metro'] as const;
export type GeographyType = (typeof GEOGRAPHY_TYPES)[number];

/** Spec 001 §4: an analysis result's own status, apart from its job's. */
export const ANALYSIS_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

export const VERDICTS = ['strong', 'moderate', 'limited', 'poor'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const verdictLabels: Record<Verdict, string> = {
  strong: 'Strong opportunity',
  moderate: 'Moderate opportunity',
  limited: 'Limited opportunity',
  poor: 'Poor opportunity',
};

/** Spec 001 §9: 15 minutes unless asked. */
export const DEFAULT_DRIVE_TIME_MINUTES = 15;
export const MIN_DRIVE_TIME_MINUTES = 5;
export const MAX_DRIVE_TIME_MINUTES = 60;
/** Spec 001 §5: a snapshot's vintage year. */
export const VINTAGE_MIN = 2000;
export const VINTAGE_MAX = 2030;

export const marketMessages = {
  locationRequired: 'Enter a 5-digit US zip code',
  driveTime: `Drive time must be a whole number of minutes from ${MIN_DRIVE_TIME_MINUTES} to ${MAX_DRIVE_TIME_MINUTES}`,
  unknownZip: (zip: string) =>
    `We hold no market data for zip code ${zip}. Try a nearby zip code, or ask an administrator to import it.`,
  noCentre: (zip: string) =>
    `We hold no centre coordinates for zip code ${zip}, so its drive-time area cannot be drawn. An administrator can import its latitude and longitude.`,
  notFound: 'Market analysis not found',
  geographyNotFound: 'Geography not found',
  fileRequired: 'Choose a CSV file to import',
  fileTooLarge: 'The file is too large: at most 5 MB',
  missingColumn: (name: string) => `the file has no ${name} column`,
  geographyType: 'geographyType must be zip, county, state or metro',
  geographyCode: 'geographyCode is required (at most 20 characters)',
  zipCode: 'a zip geographyCode must be 5 digits',
  name: 'name is required (at most 200 characters)',
  vintageYear: `vintageYear must be a whole year from ${VINTAGE_MIN} to ${VINTAGE_MAX}`,
  count: (column: string) => `${column} must be a whole number of 0 or more`,
  medianIncome: 'medianIncome must be a number of dollars of 0 or more',
  latitude: 'latitude must be a number from -90 to 90',
  longitude: 'longitude must be a number from -180 to 180',
  metric: (column: string) => `${column} must be a number or empty`,
  noRows: 'The file holds no data rows',
  censusOff: 'The Census Bureau adapter is off: set CENSUS_API_KEY to use it',
} as const;

// ---- the formulas ------------------------------------------------------------------------------

/**
 * The assumptions of a score, kept with each analysis (opportunity_scores.parameters) so a stored
 * score can always be read back to its inputs. Decision 0163 gives the reason for each figure.
 */
export interface MarketParameters {
  /** Average drive speed used to turn minutes into a radius. */
  averageSpeedMph: number;
  /** Children at which demand reaches 50. */
  demandHalfChildren: number;
  /** Directory gyms at which supply reaches 50. */
  supplyHalfGyms: number;
  /** Gyms per 10,000 children at which competitive pressure reaches 50. */
  pressureHalfDensity: number;
  /** Share of children who take a gymnastics or athletic class (SAM of TAM). */
  participationRate: number;
  /** Children one established gym serves. */
  studentsPerGym: number;
  /** Share of its fair share a new gym wins in its first years (SOM). */
  captureRate: number;
  /** Median household income at which access reaches 100. */
  incomeReference: number;
  /** Average monthly tuition for the revenue estimates. */
  monthlyTuition: number;
}

export const defaultMarketParameters: MarketParameters = {
  averageSpeedMph: 30,
  demandHalfChildren: 5_000,
  supplyHalfGyms: 3,
  pressureHalfDensity: 2,
  participationRate: 0.1,
  studentsPerGym: 350,
  captureRate: 0.5,
  incomeReference: 100_000,
  monthlyTuition: 110,
};

/** Two decimals, as numeric(5,2) stores them. */
export const round2 = (x: number) => Math.round(x * 100) / 100;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** A non-negative finite number (anything else counts as 0). */
const safe = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);
/** x / (x + half) × 100: 0 at 0, 50 at `half`, approaching 100; rises with x. */
const saturating = (x: number, half: number) => (x <= 0 ? 0 : (100 * x) / (x + half));

/** Drive time → radius in miles: minutes × speed ÷ 60 (15 min at 30 mph = 7.5 miles). */
export function reachMiles(driveTimeMinutes: number, p: MarketParameters = defaultMarketParameters): number {
  return (safe(driveTimeMinutes) * p.averageSpeedMph) / 60;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Great-circle distance in miles between two points (haversine). */
export function haversineMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface MarketInputs {
  /** Children in the zip codes whose centre lies within reach. */
  children: number;
  households: number;
  /** Median household income of the location's zip code, dollars. */
  medianIncome: number;
  /** Directory gyms within reach. */
  competitorCount: number;
  driveTimeMinutes: number;
}

export interface MarketScores {
  demand: number;
  supply: number;
  competitivePressure: number;
  gapFit: number;
  access: number;
  risk: number;
  opportunity: number;
  verdict: Verdict;
  tamChildren: number;
  samChildren: number;
  somChildren: number;
  samAnnualRevenue: number;
  somAnnualRevenue: number;
}

export function verdictOf(opportunity: number): Verdict {
  if (opportunity >= 70) return 'strong';
  if (opportunity >= 50) return 'moderate';
  if (opportunity >= 30) return 'limited';
  return 'poor';
}

/**
 * The opportunity score and its parts, each 0–100 with two decimals (decision 0163):
 * - demand = 100 · C / (C + 5,000), C the children within reach;
 * - supply = 100 · G / (G + 3), G the directory gyms within reach;
 * - competitivePressure = 100 · D / (D + 2), D = G per 10,000 children (100 when G > 0 and C = 0);
 * - TAM = C; SAM = TAM × 10 %; SOM = SAM ÷ (G + 1) × 50 %; revenue = children × tuition × 12;
 * - gapFit = 100 · max(0, SAM − G × 350) / SAM, the share of the serviceable market nobody serves;
 * - access = 100 · min(1, income ÷ $100,000), families' room to pay;
 * - risk = 0.5 · pressure + 0.3 · (100 − access) + 0.2 · (100 − demand);
 * - opportunity = 0.3 · demand + 0.3 · gapFit + 0.2 · access + 0.2 · (100 − risk).
 */
export function scoreMarket(input: MarketInputs, p: MarketParameters = defaultMarketParameters): MarketScores {
  const children = Math.round(safe(input.children));
  const gyms = Math.round(safe(input.competitorCount));
  const income = safe(input.medianIncome);
  const demand = saturating(children, p.demandHalfChildren);
  const supply = saturating(gyms, p.supplyHalfGyms);
  const density = children > 0 ? (gyms * 10_000) / children : gyms > 0 ? Infinity : 0;
  const competitivePressure = density === Infinity ? 100 : saturating(density, p.pressureHalfDensity);
  const tam = children;
  const sam = Math.round(tam * p.participationRate);
  const som = Math.round((sam / (gyms + 1)) * p.captureRate);
  const unmet = Math.max(0, sam - gyms * p.studentsPerGym);
  const gapFit = sam > 0 ? (100 * unmet) / sam : 0;
  const access = 100 * clamp(income / p.incomeReference, 0, 1);
  const risk = clamp(0.5 * competitivePressure + 0.3 * (100 - access) + 0.2 * (100 - demand), 0, 100);
  const opportunity = clamp(0.3 * demand + 0.3 * gapFit + 0.2 * access + 0.2 * (100 - risk), 0, 100);
  const yearly = p.monthlyTuition * 12;
  return {
    demand: round2(demand),
    supply: round2(supply),
    competitivePressure: round2(competitivePressure),
    gapFit: round2(gapFit),
    access: round2(access),
    risk: round2(risk),
    opportunity: round2(opportunity),
    verdict: verdictOf(round2(opportunity)),
    tamChildren: tam,
    samChildren: sam,
    somChildren: som,
    samAnnualRevenue: round2(sam * yearly),
    somAnnualRevenue: round2(som * yearly),
  };
}

/**
 * Each competitor's estimated share of the children the area's gyms serve, a new gym at the
 * centre included: weight 1 / (1 + distance in miles), shares the weights over their sum (a
 * gravity model with exponent 1). Percentages with two decimals.
 */
export function marketShares(distancesMiles: number[]): { shares: number[]; newGymShare: number } {
  const weights = distancesMiles.map((d) => 1 / (1 + safe(d)));
  const total = weights.reduce((a, b) => a + b, 1);
  return { shares: weights.map((w) => round2((100 * w) / total)), newGymShare: round2(100 / total) };
}

// ---- the insights written by rules --------------------------------------------------------------

export interface MarketTextParts {
  summary: string;
  insights: string[];
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The summary and insights the rules write; the model may reword them (never the figures). */
export function marketInsightsByRules(
  facts: {
    zip: string;
    name: string;
    driveTimeMinutes: number;
    radiusMiles: number;
    households: number;
  } & MarketInputs,
  s: MarketScores,
): MarketTextParts {
  const insights: string[] = [];
  insights.push(
    s.demand >= 60
      ? `Demand is high: about ${whole.format(facts.children)} children live within ${facts.driveTimeMinutes} minutes.`
      : `Demand is modest: about ${whole.format(facts.children)} children live within ${facts.driveTimeMinutes} minutes.`,
  );
  insights.push(
    facts.competitorCount === 0
      ? 'No gym of the directory lies within reach: the area may be underserved, or unproven.'
      : `${facts.competitorCount} gym${facts.competitorCount === 1 ? '' : 's'} of the directory already serve${facts.competitorCount === 1 ? 's' : ''} the area (competitive pressure ${s.competitivePressure.toFixed(0)} of 100).`,
  );
  insights.push(
    s.gapFit > 0
      ? `About ${whole.format(Math.round((s.gapFit / 100) * s.samChildren))} children likely to take classes are not served by the gyms already there.`
      : 'The gyms already there can serve every child likely to take classes: a new gym must win members from them.',
  );
  insights.push(
    s.access >= 75
      ? `Median household income of $${whole.format(facts.medianIncome)} leaves families room for class fees.`
      : `Median household income of $${whole.format(facts.medianIncome)} suggests price-sensitive families: plan entry-level programs.`,
  );
  const summary = `${facts.name} (${facts.zip}), ${facts.driveTimeMinutes}-minute drive (about ${facts.radiusMiles.toFixed(1)} miles): ${verdictLabels[s.verdict].toLowerCase()}, scoring ${s.opportunity.toFixed(2)} of 100. A new gym could reach about ${whole.format(s.somChildren)} children in its first years.`;
  return { summary, insights };
}

// ---- requests ----------------------------------------------------------------------------------

export const marketAnalysisCreateSchema = z.object({
  location: z
    .string({ error: marketMessages.locationRequired })
    .trim()
    .regex(/^\d{5}$/, marketMessages.locationRequired),
  driveTimeMinutes: z.coerce
    .number({ error: marketMessages.driveTime })
    .int(marketMessages.driveTime)
    .min(MIN_DRIVE_TIME_MINUTES, marketMessages.driveTime)
    .max(MAX_DRIVE_TIME_MINUTES, marketMessages.driveTime)
    .default(DEFAULT_DRIVE_TIME_MINUTES),
});
export type MarketAnalysisCreate = z.output<typeof marketAnalysisCreateSchema>;
export type MarketAnalysisForm = z.input<typeof marketAnalysisCreateSchema>;

export const marketAnalysisListQuerySchema = pageQueryOf(10);

export const censusRefreshSchema = z.object({
  zipCodes: z
    .array(z.string().regex(/^\d{5}$/, marketMessages.zipCode), { error: 'List 1 to 50 zip codes' })
    .min(1, 'List 1 to 50 zip codes')
    .max(50, 'List 1 to 50 zip codes'),
  vintageYear: z.coerce
    .number({ error: marketMessages.vintageYear })
    .int(marketMessages.vintageYear)
    .min(VINTAGE_MIN, marketMessages.vintageYear)
    .max(VINTAGE_MAX, marketMessages.vintageYear),
});
export type CensusRefresh = z.output<typeof censusRefreshSchema>;

// ---- answers (plain schemas: no transforms, see adding-a-feature) -------------------------------

export const competitorSchema = z.object({
  gymId: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number(),
  estimatedSharePercent: z.number(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const marketAnalysisSchema = z.object({
  id: z.number(),
  status: z.enum(ANALYSIS_STATUSES),
  location: z.string(),
  locationName: z.string().nullable(),
  driveTimeMinutes: z.number(),
  radiusMiles: z.number(),
  centre: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  error: z.string().nullable(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  /** The parts below are there once the status is completed. */
  opportunityScore: z.number().optional(),
  scores: z
    .object({
      demand: z.number(),
      supply: z.number(),
      competitivePressure: z.number(),
      gapFit: z.number(),
      access: z.number(),
      risk: z.number(),
      opportunity: z.number(),
    })
    .optional(),
  verdict: z.enum(VERDICTS).optional(),
  competitorCount: z.number().optional(),
  populations: z.object({ children: z.number(), households: z.number() }).optional(),
  medianIncome: z.number().optional(),
  market: z
    .object({
      tamChildren: z.number(),
      samChildren: z.number(),
      somChildren: z.number(),
      samAnnualRevenue: z.number(),
      somAnnualRevenue: z.number(),
      newGymSharePercent: z.number(),
    })
    .optional(),
  vintageYear: z.number().optional(),
  summary: z.string().nullable().optional(),
  insights: z.array(z.string()).optional(),
  writtenBy: z.enum(['rules', 'llm']).optional(),
  competitors: z.array(competitorSchema).optional(),
  parameters: z.record(z.string(), z.number()).optional(),
});
export type MarketAnalysis = z.input<typeof marketAnalysisSchema>;
export type MarketAnalysisRecord = z.output<typeof marketAnalysisSchema>;

export const marketAnalysisSummarySchema = z.object({
  id: z.number(),
  status: z.enum(ANALYSIS_STATUSES),
  location: z.string(),
  locationName: z.string().nullable(),
  driveTimeMinutes: z.number(),
  opportunityScore: z.number().nullable(),
  verdict: z.enum(VERDICTS).nullable(),
  competitorCount: z.number().nullable(),
  createdAt: timestamp,
});
export type MarketAnalysisSummary = z.input<typeof marketAnalysisSummarySchema>;
export type MarketAnalysisSummaryRecord = z.output<typeof marketAnalysisSummarySchema>;
export const marketAnalysisPageSchema = pageSchema(marketAnalysisSummarySchema);
export type MarketAnalysisPage = z.input<typeof marketAnalysisPageSchema>;

export const marketAnalysisAcceptedSchema = z.object({ id: z.number(), status: z.literal('pending') });

export const marketImportResultSchema = z.object({
  rows: z.number(),
  geographies: z.number(),
  snapshots: z.number(),
  metrics: z.number(),
});
export type MarketImportResult = z.infer<typeof marketImportResultSchema>;

export const geographySchema = z.object({
  id: z.number(),
  type: z.enum(GEOGRAPHY_TYPES),
  code: z.string(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  vintageYear: z.number().nullable(),
  childPopulation: z.number().nullable(),
  households: z.number().nullable(),
  medianIncome: z.number().nullable(),
  source: z.string().nullable(),
});
export type Geography = z.input<typeof geographySchema>;
export const geographyListQuerySchema = pageQueryOf(20).extend({
  q: z.string().trim().max(100).optional(),
  type: z.enum(GEOGRAPHY_TYPES).optional(),
});
export const geographyPageSchema = pageSchema(geographySchema);
export type GeographyPage = z.input<typeof geographyPageSchema>;

/** The columns the import requires (the contract), then the optional ones. */
export const IMPORT_COLUMNS = [
  'geographyType',
  'geographyCode',
  'name',
  'vintageYear',
  'childPopulation',
  'households',
  'medianIncome',
] as const;
export const IMPORT_OPTIONAL_COLUMNS = ['latitude', 'longitude'] as const;
