import { pageQuery, pageSchema } from '../paging';
import { z } from 'zod';
import { timestamp } from '../answers';
import { REVENUE_SQFT_KINDS, revenueSqftMessages } from './revenue';
import { scenarioSchema, scenarioSummarySchema } from './scenarios';

/**
 * The saved revenue-per-square-foot summaries and ARPS calculations as the API answers them
 * (decision 0124): the inputs as stored, the figures the server computed from them, and the
 * whole told as a report for comparing two and exporting one.
 */

const audit = { gymId: z.number(), createdBy: z.number().nullable(), createdAt: timestamp, updatedAt: timestamp };
const highlights = scenarioSummarySchema.shape.highlights;
const report = scenarioSchema.shape.report;

export const revenueSqftKindSchema = z.enum(REVENUE_SQFT_KINDS, { error: revenueSqftMessages.kindInvalid });

/** GET /api/revenue-sqft?kind=…&page=…&pageSize=…: the gym's summaries, last saved first. */
export const revenueSqftListQuerySchema = pageQuery.extend({ kind: revenueSqftKindSchema.optional() });

/** A row of the list: the summary's name, year and stored figures, and its headline figures. */
export const revenueSqftSummarySchema = z.object({
  id: z.number(),
  kind: revenueSqftKindSchema,
  name: z.string(),
  year: z.number().nullable(),
  annualRevenue: z.number(),
  totalSqft: z.number(),
  usableSqft: z.number(),
  annualPerSqft: z.number(),
  monthlyPerSqft: z.number(),
  annualPerTotalSqft: z.number(),
  areaCount: z.number(),
  highlights,
  ...audit,
});
export type RevenueSqftSummary = z.output<typeof revenueSqftSummarySchema>;

/** One summary: its areas (a breakdown's, in the owner's order) with their figures, and its report. */
export const revenueSqftRecordSchema = revenueSqftSummarySchema.extend({
  areas: z.array(
    z.object({
      areaName: z.string(),
      sqft: z.number(),
      isUsable: z.boolean(),
      annualRevenue: z.number(),
      spaceSharePercent: z.number(),
      revenueSharePercent: z.number().nullable(),
      revenuePerSqft: z.number().nullable(),
    }),
  ),
  report,
});
export type RevenueSqftRecord = z.output<typeof revenueSqftRecordSchema>;

export const revenueSqftPageSchema = pageSchema(revenueSqftSummarySchema);
export type RevenueSqftPage = z.output<typeof revenueSqftPageSchema>;

/** GET /api/arps?page=…&pageSize=…: the gym's calculations, last saved first. */
export const arpsListQuerySchema = pageQuery;

export const arpsSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  students: z.number(),
  monthlyTuitionRevenue: z.number(),
  annualFeeRevenue: z.number(),
  annualRevenue: z.number(),
  monthlyRevenue: z.number(),
  arpsMonthly: z.number(),
  arpsAnnual: z.number(),
  programCount: z.number(),
  highlights,
  ...audit,
});
export type ArpsSummary = z.output<typeof arpsSummarySchema>;

export const arpsRecordSchema = arpsSummarySchema.extend({
  programs: z.array(z.object({ name: z.string(), students: z.number(), monthlyTuition: z.number() })),
  annualFees: z.array(z.object({ name: z.string(), amount: z.number(), studentsPaying: z.number() })),
  report,
});
export type ArpsRecord = z.output<typeof arpsRecordSchema>;

export const arpsPageSchema = pageSchema(arpsSummarySchema);
export type ArpsPage = z.output<typeof arpsPageSchema>;
