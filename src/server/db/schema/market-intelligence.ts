import {
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { gyms } from './gyms';
import { jobs } from './jobs';
import { ownedBy, ts } from './columns';

/** Spec 001 §3 "Market data": a zip code, county, state or metro area (§5), with its centre when known. */
export const geographies = pgTable(
  'geographies',
  {
    id: serial().primaryKey(),
    type: varchar({ length: 10 }).notNull(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('geographies_type_code_key').on(t.type, t.code)],
);

/** A geography's people in one vintage year (2000–2030, §5): children, households, median income. */
export const demographicSnapshots = pgTable(
  'demographic_snapshots',
  {
    id: serial().primaryKey(),
    geographyId: ownedBy(() => geographies.id),
    vintageYear: smallint().notNull(),
    childPopulation: integer().notNull(),
    households: integer().notNull(),
    medianIncome: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Where the figures came from: 'import', 'census' or 'demo sample'. */
    source: varchar({ length: 40 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demographic_snapshots_geo_year_key').on(t.geographyId, t.vintageYear)],
);

/** Any further figure of a geography in a vintage year (an import's extra columns). */
export const marketMetrics = pgTable(
  'market_metrics',
  {
    id: serial().primaryKey(),
    geographyId: ownedBy(() => geographies.id),
    vintageYear: smallint().notNull(),
    metric: varchar({ length: 60 }).notNull(),
    value: doublePrecision().notNull(),
    source: varchar({ length: 40 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('market_metrics_geo_year_metric_key').on(t.geographyId, t.vintageYear, t.metric)],
);

/**
 * One analysis a member ran (spec §3 analysis_results): its own status pending → processing →
 * completed | failed (§4), apart from its job's; aiSummary and aiInsights are written by the rules
 * or by the model (decision 0163).
 */
export const analysisResults = pgTable(
  'analysis_results',
  {
    id: serial().primaryKey(),
    userId: ownedBy(() => users.id),
    analysisType: varchar({ length: 40 }).notNull(),
    status: varchar({ length: 12 }).notNull().default('pending'),
    location: varchar({ length: 20 }).notNull(),
    driveTimeMinutes: smallint().notNull().default(15),
    geographyId: integer().references(() => geographies.id, { onDelete: 'set null' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    aiSummary: text(),
    aiInsights: jsonb().$type<string[]>(),
    writtenBy: varchar({ length: 10 }),
    error: text(),
    createdAt: ts().notNull().defaultNow(),
    completedAt: ts(),
  },
  (t) => [index('analysis_results_user_idx').on(t.userId, t.createdAt)],
);

/** Spec §3 opportunity_scores: the score of a location and its parts (numeric 5,2, §9). */
const score = () => numeric({ precision: 5, scale: 2, mode: 'number' }).notNull();
export const opportunityScores = pgTable(
  'opportunity_scores',
  {
    id: serial().primaryKey(),
    analysisId: ownedBy(() => analysisResults.id),
    location: varchar({ length: 20 }).notNull(),
    centerLatitude: doublePrecision().notNull(),
    centerLongitude: doublePrecision().notNull(),
    driveTimeMinutes: smallint().notNull().default(15),
    demandScore: score(),
    supplyScore: score(),
    competitivePressureScore: score(),
    gapFitScore: score(),
    accessScore: score(),
    riskScore: score(),
    opportunityScore: score(),
    verdict: varchar({ length: 12 }).notNull(),
    tamChildren: integer().notNull(),
    samChildren: integer().notNull(),
    somChildren: integer().notNull(),
    samRevenueEstimate: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    somRevenueEstimate: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull(),
    childPopulation: integer().notNull(),
    households: integer().notNull(),
    medianIncome: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    competitorCount: integer().notNull(),
    vintageYear: smallint().notNull(),
    parameters: jsonb().$type<Record<string, number>>().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opportunity_scores_analysis_key').on(t.analysisId)],
);

/** The directory gyms within reach of an analysis, with their estimated share (a gravity model). */
export const marketShareReports = pgTable(
  'market_share_reports',
  {
    id: serial().primaryKey(),
    analysisId: ownedBy(() => analysisResults.id),
    gymId: integer().references(() => gyms.id, { onDelete: 'set null' }),
    gymName: varchar({ length: 255 }).notNull(),
    city: varchar({ length: 100 }),
    state: varchar({ length: 3 }),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    distanceMiles: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    estimatedSharePercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('market_share_reports_analysis_idx').on(t.analysisId)],
);
