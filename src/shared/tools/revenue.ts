import { z } from 'zod';
import { requiredText } from '../text-fields';
import { amount, count, rows, rowName, toolsMessages as tm } from './fields';
import { percentOf, ratio, roundCents, sumCents } from './numbers';
import type { Figure, ReportBody } from './report';

/**
 * Spec 001 §3 revenue_sqft_summaries and facility_data: how hard the building works (decision
 * 0124). Two tools share the table: the quick check of /tools/revenue-sqft (a year's
 * revenue over one figure of usable space) and the facility breakdown of /revenue-per-sqft (the
 * building area by area, usable or not, each with what it earns when the owner knows it).
 *
 * One truth (decision 0155): `revenuePerSqft` is the only rule for revenue per usable square foot.
 * Both screens, the saved summaries' stored figures (`revenueSqftFigures`, which the list and the
 * network benchmark read) and the figure the benchmark panel places (`benchmarkFigure`) all come
 * from it, so the same inputs give the same figure everywhere.
 */

export const revenueSqftMessages = {
  nameRequired: 'Summary name is required',
  yearInvalid: 'Year must be a whole number from 2000 to 2100',
  kindInvalid: 'Choose a quick check or a facility breakdown',
  kindChanged: 'A saved summary keeps its kind: save a new summary instead',
  areaNameRequired: 'Area name is required',
  areasRequired: 'Add at least one area',
  usableInvalid: 'Usable must be yes or no',
  areasExceedTotal: tm.exceeds('Revenue of the areas', 'Annual revenue'),
  notFound: 'Summary not found',
} as const;
const m = revenueSqftMessages;

/** The largest area a field takes: ten million square feet. */
export const MAX_SQFT = 10_000_000;

// ---- the quick check --------------------------------------------------------------------------

export const revenuePerSqftInputSchema = z.object({
  annualRevenue: amount('Annual revenue'),
  // Whole square feet: a fraction of one would divide the revenue into an absurd or infinite figure.
  squareFeet: count('Usable square feet', MAX_SQFT),
});
export type RevenuePerSqftInput = z.output<typeof revenuePerSqftInputSchema>;

export interface RevenuePerSqftResult {
  /** annualRevenue ÷ squareFeet; 0 with no area entered yet (nothing to divide by). */
  annualPerSqft: number;
  /** annualPerSqft ÷ 12 from the unrounded figure; 0 likewise. */
  monthlyPerSqft: number;
}

/**
 * Revenue per usable square foot: the one rule (see above). The revenue is taken in cents, as a save
 * stores it, so the figure on screen is the one its save keeps.
 */
export function revenuePerSqft(r: RevenuePerSqftInput): RevenuePerSqftResult {
  const perSqft = ratio(roundCents(r.annualRevenue), r.squareFeet, 0);
  return { annualPerSqft: roundCents(perSqft), monthlyPerSqft: roundCents(perSqft / 12) };
}

// ---- the facility breakdown -------------------------------------------------------------------

export const facilityAreaSchema = z.object({
  areaName: rowName(m.areaNameRequired),
  sqft: count('Square feet', MAX_SQFT),
  /** Usable: space where classes run (floors, rooms, zones); not: lobby, office, storage. */
  isUsable: z.boolean({ error: m.usableInvalid }).default(true),
  /** What the area earns in the year, when the owner knows it; 0 when not given. */
  annualRevenue: amount('Area revenue').default(0),
});
export type FacilityArea = z.output<typeof facilityAreaSchema>;

type MaybeFacility = { annualRevenue?: unknown; areas?: { annualRevenue?: unknown }[] };

/**
 * The year's revenue is typed once for the whole building; the areas' own revenues are optional
 * (0 when not known) and together never exceed it — what is left is revenue earned across areas
 * (camps, parties, open gym) that the owner does not assign to one. Compared in cents, as stored.
 */
function areasWithinTotal(f: MaybeFacility): boolean {
  if (typeof f.annualRevenue !== 'number' || !Array.isArray(f.areas)) return true;
  const revenues = f.areas.map((a) => a?.annualRevenue ?? 0);
  if (!revenues.every((r): r is number => typeof r === 'number' && Number.isFinite(r))) return true;
  return sumCents(revenues.map(roundCents)) <= roundCents(f.annualRevenue);
}

export const facilityInputSchema = z
  .object({
    annualRevenue: amount('Annual revenue'),
    areas: rows(facilityAreaSchema).min(1, m.areasRequired),
  })
  .refine(areasWithinTotal, { message: m.areasExceedTotal, path: ['annualRevenue'] });
export type FacilityInput = z.output<typeof facilityInputSchema>;

export interface FacilityAreaResult extends FacilityArea {
  /** sqft ÷ total sq ft × 100, two decimals; 0 in a building of no space. */
  spaceSharePercent: number;
  /** Area revenue ÷ annual revenue × 100; null when no area revenue is given (nothing to share). */
  revenueSharePercent: number | null;
  /** Area revenue ÷ its sq ft; null when no area revenue is given, or the area has no space. */
  revenuePerSqft: number | null;
}

export interface FacilityResult extends RevenuePerSqftResult {
  totalSqft: number;
  /** Σ sq ft of the usable areas: what the per-square-foot figures divide by. */
  usableSqft: number;
  /** usable ÷ total × 100; 0 with no space. */
  usableSharePercent: number;
  /** annualRevenue ÷ total sq ft (lobby and office included); 0 with no space. */
  annualPerTotalSqft: number;
  /** Σ the areas' revenues. */
  assignedRevenue: number;
  /** annualRevenue − assignedRevenue: earned across areas or not assigned to one. */
  unassignedRevenue: number;
  areas: FacilityAreaResult[];
}

/**
 * Areas' figures from their inputs in cents (as a save stores them); the totals use the quick check's
 * rule, `revenuePerSqft`, on the usable space.
 */
export function facilityBreakdown(input: FacilityInput): FacilityResult {
  const annualRevenue = roundCents(input.annualRevenue);
  const areas = input.areas.map((a) => ({ ...a, annualRevenue: roundCents(a.annualRevenue) }));
  const totalSqft = areas.reduce((n, a) => n + a.sqft, 0);
  const usableSqft = areas.filter((a) => a.isUsable).reduce((n, a) => n + a.sqft, 0);
  const assignedRevenue = sumCents(areas.map((a) => a.annualRevenue));
  const given = assignedRevenue > 0;
  return {
    ...revenuePerSqft({ annualRevenue, squareFeet: usableSqft }),
    totalSqft,
    usableSqft,
    usableSharePercent: percentOf(usableSqft, totalSqft, 0),
    annualPerTotalSqft: roundCents(ratio(annualRevenue, totalSqft, 0)),
    assignedRevenue,
    unassignedRevenue: Math.max(0, roundCents(annualRevenue - assignedRevenue)),
    areas: areas.map((a) => {
      const perSqft = given ? ratio(a.annualRevenue, a.sqft, null) : null;
      return {
        ...a,
        spaceSharePercent: percentOf(a.sqft, totalSqft, 0),
        revenueSharePercent: given ? percentOf(a.annualRevenue, annualRevenue, 0) : null,
        revenuePerSqft: perSqft === null ? null : roundCents(perSqft),
      };
    }),
  };
}

// ---- saved summaries --------------------------------------------------------------------------

export const REVENUE_SQFT_KINDS = ['quick', 'facility'] as const;
export type RevenueSqftKind = (typeof REVENUE_SQFT_KINDS)[number];

export const summaryNameSchema = requiredText(m.nameRequired, 100);

/** The year a summary covers, optional: blank or missing is null. */
export const summaryYearSchema = z
  .number({ error: m.yearInvalid })
  .int(m.yearInvalid)
  .min(2000, m.yearInvalid)
  .max(2100, m.yearInvalid)
  .nullish()
  .transform((v) => v ?? null);

const named = { name: summaryNameSchema, year: summaryYearSchema };

export const quickSummaryInputSchema = revenuePerSqftInputSchema.extend({ kind: z.literal('quick'), ...named });
export const facilitySummaryInputSchema = facilityInputSchema.extend({ kind: z.literal('facility'), ...named });

/** POST /api/revenue-sqft and PUT /api/revenue-sqft/:id, told apart by `kind`. */
export const revenueSqftInputSchema = z.discriminatedUnion(
  'kind',
  [quickSummaryInputSchema, facilitySummaryInputSchema],
  {
    error: m.kindInvalid,
  },
);
export type RevenueSqftInput = z.output<typeof revenueSqftInputSchema>;
export type QuickSummaryInput = z.output<typeof quickSummaryInputSchema>;
export type FacilitySummaryInput = z.output<typeof facilitySummaryInputSchema>;

/** A summary's stored figures (revenue_sqft_summaries' computed columns) and its areas' results. */
export interface RevenueSqftFigures {
  totalSqft: number;
  usableSqft: number;
  annualPerSqft: number;
  monthlyPerSqft: number;
  annualPerTotalSqft: number;
  /** The facility breakdown's results; null for a quick check. */
  facility: FacilityResult | null;
}

/** What the figures are computed from: a summary's inputs, named or not (the figures on screen). */
export type RevenueSqftCalculation = ({ kind: 'quick' } & RevenuePerSqftInput) | ({ kind: 'facility' } & FacilityInput);

/**
 * The figures a summary stores, and the quick check shows: a quick check's one figure of space is
 * both its total and its usable space (nothing else is known of the building); a breakdown's come
 * from its areas.
 */
export function revenueSqftFigures(input: RevenueSqftCalculation): RevenueSqftFigures {
  if (input.kind === 'quick') {
    const r = revenuePerSqft(input);
    const sqft = input.squareFeet;
    return { totalSqft: sqft, usableSqft: sqft, ...r, annualPerTotalSqft: r.annualPerSqft, facility: null };
  }
  const f = facilityBreakdown(input);
  const { totalSqft, usableSqft, annualPerSqft, monthlyPerSqft, annualPerTotalSqft } = f;
  return { totalSqft, usableSqft, annualPerSqft, monthlyPerSqft, annualPerTotalSqft, facility: f };
}

/**
 * The figure the network benchmark places, for the figures on screen and a saved summary alike:
 * revenue per usable sq ft a year, or null without usable space (the benchmark counts no summary
 * without it: `usable_sqft > 0`).
 */
export function benchmarkFigure(f: Pick<RevenueSqftFigures, 'usableSqft' | 'annualPerSqft'>): number | null {
  return f.usableSqft > 0 ? f.annualPerSqft : null;
}

const yearFigure = (year: number | null): Figure => ({
  key: 'year',
  label: 'Year',
  value: year === null ? null : String(year),
  unit: 'text',
});

/** The headline figures of a summary: what its space earns a year and a month. */
export function revenueSqftHighlights(f: Pick<RevenuePerSqftResult, 'annualPerSqft' | 'monthlyPerSqft'>): Figure[] {
  return [
    {
      key: 'annualPerSqft',
      label: 'Revenue per usable sq ft a year',
      value: f.annualPerSqft,
      unit: 'money',
      primary: true,
    },
    {
      key: 'monthlyPerSqft',
      label: 'Revenue per usable sq ft a month',
      value: f.monthlyPerSqft,
      unit: 'money',
      primary: true,
    },
  ];
}

/** A summary as a report (exports and comparisons): inputs, then results, headline first; the areas as a table. */
export function revenueSqftReport(input: RevenueSqftInput, figures: RevenueSqftFigures): ReportBody {
  const perSqft = revenueSqftHighlights(figures);
  if (input.kind === 'quick' || !figures.facility) {
    return {
      inputs: [
        yearFigure(input.year),
        { key: 'annualRevenue', label: 'Annual revenue', value: input.annualRevenue, unit: 'money' },
        { key: 'usableSqft', label: 'Usable square feet', value: figures.usableSqft, unit: 'number' },
      ],
      results: perSqft,
      tables: [],
    };
  }
  const f = figures.facility;
  return {
    inputs: [
      yearFigure(input.year),
      { key: 'annualRevenue', label: 'Annual revenue', value: input.annualRevenue, unit: 'money' },
      { key: 'areas', label: 'Number of areas', value: f.areas.length, unit: 'number' },
    ],
    results: [
      ...perSqft,
      {
        key: 'annualPerTotalSqft',
        label: 'Revenue per total sq ft a year',
        value: f.annualPerTotalSqft,
        unit: 'money',
      },
      { key: 'totalSqft', label: 'Total square feet', value: f.totalSqft, unit: 'number' },
      { key: 'usableSqft', label: 'Usable square feet', value: f.usableSqft, unit: 'number' },
      { key: 'usableSharePercent', label: 'Usable share of the space', value: f.usableSharePercent, unit: 'percent' },
      { key: 'assignedRevenue', label: 'Revenue assigned to areas', value: f.assignedRevenue, unit: 'money' },
      { key: 'unassignedRevenue', label: 'Revenue not assigned to an area', value: f.unassignedRevenue, unit: 'money' },
    ],
    tables: [
      {
        key: 'areas',
        heading: 'Areas',
        columns: [
          { label: 'Area', unit: 'text' },
          { label: 'Square feet', unit: 'number' },
          { label: 'Usable', unit: 'text' },
          { label: 'Annual revenue', unit: 'money' },
          { label: 'Share of space', unit: 'percent' },
          { label: 'Share of revenue', unit: 'percent' },
          { label: 'Revenue per sq ft', unit: 'money' },
        ],
        rows: f.areas.map((a) => [
          a.areaName,
          a.sqft,
          a.isUsable ? 'Yes' : 'No',
          a.annualRevenue,
          a.spaceSharePercent,
          a.revenueSharePercent,
          a.revenuePerSqft,
        ]),
      },
    ],
  };
}
