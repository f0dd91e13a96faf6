import { z } from 'zod';
import { timestamp } from './answers';
import { pageQueryOf, pageSchema } from './paging';
import { BUSINESS_TYPES, type BusinessType } from './recommendations';
import { httpUrl, requiredText, tooLong } from './text-fields';
import { roundCents } from './tools/numbers';

/**
 * Businesses for sale (spec 001 §3 "Business for sale", §5 "Business listing"): the listings the
 * club's admins follow, the queue of listing pages to watch, and the request and answer shapes of
 * /api/admin/business-listings. The analysis rules are in ./listing-analysis.ts.
 */

export const LISTING_TYPES = BUSINESS_TYPES;
export type ListingType = BusinessType;
export const listingTypeLabels: Record<ListingType, string> = {
  gymnastics: 'Gymnastics',
  ninja: 'Ninja',
  swim: 'Swim',
};

/** The highest figure a listing may carry (numeric(14,2)): far past any gym for sale. */
export const LISTING_MONEY_MAX = 999_999_999_999;

export const listingMessages = {
  listingRequired: 'Listing is required',
  titleRequired: 'Title is required',
  typeRequired: 'Business type is required',
  descriptionRequired: 'Description is required',
  pricePositive: 'Price must be greater than 0',
  locationRequired: 'Location is required',
  urlInvalid: 'Must be a valid URL',
  cashFlowPositive: 'Cash flow must be greater than 0',
  revenueInvalid: 'Revenue must be 0 or more',
  moneyTooLarge: 'Must be less than one trillion dollars',
  establishedInvalid: 'Established must be a year from 1800 to this year',
  employeesInteger: 'Employees must be a whole number of 0 or more',
  stateRequired: 'State is required',
  urlTaken: 'This address is already in the queue',
  notFound: 'Listing not found',
  urlNotFound: 'Listing address not found',
} as const;
const m = listingMessages;

/** An http(s) address, at most 2,000 characters. */
export const listingUrl = httpUrl(m.urlInvalid);

/** Dollars and cents: at least a cent, stored to the cent. */
const money = (message: string) =>
  z.number({ error: message }).min(0.01, message).max(LISTING_MONEY_MAX, m.moneyTooLarge).transform(roundCents);

/** 0 or more, or null / absent (not disclosed). */
const optionalMoney = z
  .number({ error: m.revenueInvalid })
  .min(0, m.revenueInvalid)
  .max(LISTING_MONEY_MAX, m.moneyTooLarge)
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : roundCents(v)));

const thisYear = () => new Date().getUTCFullYear();

/** The fields of a listing as the form and the API take them (spec 001 §5). */
export const listingFieldsSchema = z.object({
  title: requiredText(m.titleRequired, 200),
  type: z.enum(LISTING_TYPES, { error: m.typeRequired }),
  description: requiredText(m.descriptionRequired, 10_000),
  price: money(m.pricePositive),
  location: requiredText(m.locationRequired, 200),
  listingUrl,
  bizbuysellId: z
    .string({ error: 'Listing number must be text' })
    .trim()
    .max(50, tooLong(50))
    .nullish()
    .transform((v) => v || null),
  revenue: optionalMoney,
  cashFlow: money(m.cashFlowPositive),
  established: z
    .number({ error: m.establishedInvalid })
    .int(m.establishedInvalid)
    .min(1800, m.establishedInvalid)
    .refine((year) => year <= thisYear(), m.establishedInvalid)
    .nullish()
    .transform((v) => v ?? null),
  employees: z
    .number({ error: m.employeesInteger })
    .int(m.employeesInteger)
    .min(0, m.employeesInteger)
    .max(100_000, m.employeesInteger)
    .nullish()
    .transform((v) => v ?? null),
});
export type ListingValues = z.input<typeof listingFieldsSchema>;
export type ListingFields = z.output<typeof listingFieldsSchema>;

/** POST and PUT /api/admin/business-listings: the listing wrapped under `listing` (spec 001 §3). */
export const listingInputSchema = z.object({
  listing: z.object(listingFieldsSchema.shape, { error: m.listingRequired }),
});

// ---- the analysis -------------------------------------------------------------------------------

export const VALUATION_POSITIONS = ['below', 'within', 'above'] as const;
export type ValuationPosition = (typeof VALUATION_POSITIONS)[number];

export const GROWTH_LEVELS = ['limited', 'moderate', 'strong'] as const;
export type GrowthLevel = (typeof GROWTH_LEVELS)[number];

/** Plain ratios (a margin of a quarter is 0.25) and dollars; null where an input is missing. */
export const listingMetricsSchema = z.object({
  priceToRevenue: z.number().nullable(),
  priceToCashFlow: z.number().nullable(),
  cashFlowMargin: z.number().nullable(),
  revenuePerEmployee: z.number().nullable(),
  yearsInBusiness: z.number().nullable(),
});
export type ListingMetrics = z.infer<typeof listingMetricsSchema>;

/** Where the asking multiple sits against the typical range of the type. */
export const valuationSchema = z.object({
  typicalLow: z.number(),
  typicalHigh: z.number(),
  position: z.enum(VALUATION_POSITIONS).nullable(),
});

/** The other listings of the same type, computed when asked (they change with every listing). */
export const comparablesSchema = z.object({
  count: z.number(),
  medianPriceToCashFlow: z.number().nullable(),
  medianCashFlowMargin: z.number().nullable(),
  medianPrice: z.number().nullable(),
});
export type Comparables = z.infer<typeof comparablesSchema>;

export const ANALYSIS_WRITERS = ['rules', 'llm'] as const;

/** The analyses row of a listing (spec 001 §3): metrics and the text parts. */
export const listingAnalysisSchema = z.object({
  listingId: z.number(),
  metrics: listingMetricsSchema,
  valuation: valuationSchema,
  features: z.array(z.string()),
  location: z.string(),
  businessModel: z.string(),
  opportunities: z.array(z.string()),
  risks: z.array(z.string()),
  competitiveAdvantages: z.array(z.string()),
  growthPotential: z.string(),
  growthLevel: z.enum(GROWTH_LEVELS),
  keywords: z.array(z.string()),
  /** Who wrote the text parts: the documented rules, or the model (decision 0159). */
  writtenBy: z.enum(ANALYSIS_WRITERS),
  comparables: comparablesSchema,
  analyzedAt: timestamp,
});
export type ListingAnalysis = z.input<typeof listingAnalysisSchema>;
export type ListingAnalysisRecord = z.output<typeof listingAnalysisSchema>;

/** The analysis at a glance, as the list shows it. */
export const listingGlanceSchema = z.object({
  priceToCashFlow: z.number().nullable(),
  cashFlowMargin: z.number().nullable(),
  yearsInBusiness: z.number().nullable(),
  position: z.enum(VALUATION_POSITIONS).nullable(),
  risks: z.array(z.string()),
});

export const listingSchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.enum(LISTING_TYPES),
  description: z.string(),
  price: z.number(),
  location: z.string(),
  listingUrl: z.string(),
  bizbuysellId: z.string().nullable(),
  revenue: z.number().nullable(),
  cashFlow: z.number(),
  established: z.number().nullable(),
  employees: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  glance: listingGlanceSchema.nullable(),
});
export type Listing = z.input<typeof listingSchema>;
export type ListingRecord = z.output<typeof listingSchema>;

/** POST/PUT answers: the listing with its analysis. */
export const listingWithAnalysisSchema = listingSchema.extend({ analysis: listingAnalysisSchema });
export type ListingWithAnalysis = z.input<typeof listingWithAnalysisSchema>;
export type ListingWithAnalysisRecord = z.output<typeof listingWithAnalysisSchema>;

const optionalPrice = z.coerce
  .number({ error: 'Price filters must be numbers' })
  .min(0, 'Price filters must be 0 or more')
  .optional();

/** GET /api/admin/business-listings: newest first, 50 a page unless asked. */
export const listingListQuerySchema = pageQueryOf(50).extend({
  type: z.enum(LISTING_TYPES, { error: m.typeRequired }).optional(),
  minPrice: optionalPrice,
  maxPrice: optionalPrice,
  search: z.string().trim().max(200, tooLong(200)).optional(),
});
export type ListingListQuery = z.output<typeof listingListQuerySchema>;
export const listingPageSchema = pageSchema(listingSchema);

// ---- the queue of listing pages -----------------------------------------------------------------

/** Two-letter US state or Canadian province code. */
export const listingStateSchema = z
  .string({ error: m.stateRequired })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'State must be a two-letter code such as TX');

/** POST /api/admin/business-listings/urls */
export const listingUrlInputSchema = z.object({
  url: listingUrl,
  state: listingStateSchema,
  businessType: z.enum(LISTING_TYPES, { error: m.typeRequired }),
});
export type ListingUrlValues = z.input<typeof listingUrlInputSchema>;

export const JOB_STATES = ['queued', 'processing', 'completed', 'failed'] as const;

/** A bizbuysell_urls row (spec 001 §3) with its latest analysis run. */
export const listingSourceSchema = z.object({
  id: z.number(),
  url: z.string(),
  state: z.string(),
  businessType: z.enum(LISTING_TYPES),
  isAnalyzed: z.boolean(),
  lastAnalyzed: timestamp.nullable(),
  listingId: z.number().nullable(),
  listingTitle: z.string().nullable(),
  lastError: z.string().nullable(),
  job: z.object({ id: z.number(), status: z.enum(JOB_STATES), progress: z.number() }).nullable(),
  createdAt: timestamp,
});
export type ListingSource = z.input<typeof listingSourceSchema>;
export type ListingSourceRecord = z.output<typeof listingSourceSchema>;

export const listingSourceQuerySchema = pageQueryOf(50).extend({
  isAnalyzed: z
    .enum(['true', 'false'], { error: 'isAnalyzed must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export const listingSourcePageSchema = pageSchema(listingSourceSchema);
