import { limitOffsetQuery } from '../paging';
import { z } from 'zod';
import { timestamp } from '../answers';
import { classProgramInputSchema } from './class-programs';
import { meetDetailsSchema, meetLevelSchema } from './meet-expenses';
import { MARKUP_TYPES } from './pro-shop';

/**
 * The saved calculations as the API answers them (decision 0110): each record is its
 * inputs as stored plus the outputs the server computed from them with the shared formulas.
 */

/** Messages of the saved tools that the calculators' own schemas do not carry. */
/** How many rows a gym keeps of the lists read whole (the pro-shop price list, each program list). */
export const MAX_PRO_SHOP_ITEMS = 500;
export const MAX_CLASS_PROGRAMS = 200;

export const toolsRecordMessages = {
  proShopFull: `A gym keeps at most ${MAX_PRO_SHOP_ITEMS} pro-shop items: delete one to add another`,
  programsFull: `A gym keeps at most ${MAX_CLASS_PROGRAMS} programs here: delete one to add another`,
  noGym: 'Your account is not linked to a gym yet, so there is nowhere to keep saved tools',
  meetExpenseNotFound: 'Meet budget not found',
  proShopItemNotFound: 'Pro-shop item not found',
  classProgramNotFound: 'Capacity program not found',
  exportFormatInvalid: 'Export format must be xlsx or pdf',
  programTypeRequired: 'Program type is required',
  activeInvalid: 'Active must be on or off',
} as const;
const m = toolsRecordMessages;

/** The gym, the author and the times every saved record of the tools answers with. */
export const recordAudit = {
  gymId: z.number(),
  createdBy: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
};

export const meetExpenseTotalsSchema = z.object({
  entryFees: z.number(),
  travel: z.number(),
  lodging: z.number(),
  sessions: z.number(),
  teamFees: z.number(),
  other: z.number(),
  subtotal: z.number(),
  creditCardFee: z.number(),
  total: z.number(),
  totalGymnasts: z.number(),
  perGymnast: z.number(),
});

/** A row of the history: the meet and its totals. */
export const meetExpenseSummarySchema = z.object({
  id: z.number(),
  meetName: z.string(),
  date: z.string().nullable(),
  location: z.string().nullable(),
  totals: meetExpenseTotalsSchema,
  ...recordAudit,
});
export type MeetExpenseSummary = z.output<typeof meetExpenseSummarySchema>;

/** The answers carry plain numbers: the input schemas' trims and defaults do not encode. */
export const recordNumbers = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, z.number()])) as Record<K, z.ZodNumber>;
const numericKeys = <T extends z.ZodRawShape>(shape: T) =>
  Object.keys(shape).filter((k) => k !== 'enableCreditCardFee' && !/Name$|^name$/.test(k)) as Exclude<
    keyof T & string,
    'enableCreditCardFee' | 'levelName' | 'name'
  >[];

/** POST/GET/PUT /api/meet-expenses(/:id): `{ id, …inputs, totals }`. */
export const meetExpenseSchema = meetExpenseSummarySchema.extend({
  levels: z.array(z.object({ levelName: z.string(), ...recordNumbers(numericKeys(meetLevelSchema.shape)) })),
  details: z.object({ ...recordNumbers(numericKeys(meetDetailsSchema.shape)), enableCreditCardFee: z.boolean() }),
});
export type MeetExpenseRecord = z.output<typeof meetExpenseSchema>;

export const MEET_HISTORY_PAGE_SIZE = 50;
/** GET /api/meet-expenses?limit=…&offset=…: a page of the history (the total in X-Total-Count). */
export const meetHistoryQuerySchema = z.object({
  ...limitOffsetQuery(MEET_HISTORY_PAGE_SIZE),
});

export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** ?format=xlsx|pdf; without one, the workbook. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: m.exportFormatInvalid }).default('xlsx'),
});

/** Pro-shop items: the inputs and the stored retail price and net profit. */
export const proShopItemSchema = z.object({
  id: z.number(),
  itemName: z.string(),
  itemCost: z.number(),
  markupType: z.enum(MARKUP_TYPES),
  markupPercent: z.number().nullable(),
  markupAmount: z.number().nullable(),
  ccFeePercent: z.number(),
  retailPrice: z.number(),
  netProfit: z.number(),
  ...recordAudit,
});
export type ProShopItemRecord = z.output<typeof proShopItemSchema>;

const capacityOutputs = z.object({
  capacity: z.number(),
  openSeats: z.number(),
  utilizationPercent: z.number(),
  targetEnrollments: z.number(),
  instructorsPerClass: z.number().nullable(),
  classHoursPerWeek: z.number(),
  revenue: z.number(),
  targetRevenue: z.number(),
  instructorCost: z.number(),
  overheadCost: z.number(),
  totalCost: z.number(),
  grossMargin: z.number(),
  grossMarginPercent: z.number().nullable(),
});

/**
 * A saved class program (capacity_programs, student_class_programs: one list of fields) and, under
 * `results`, what its tool computes from them.
 */
export const classProgramRecordSchema = <R extends z.ZodType>(results: R) =>
  z.object({
    id: z.number(),
    name: z.string(),
    ...recordNumbers(numericKeys(classProgramInputSchema.shape)),
    results,
    ...recordAudit,
  });

/** Capacity programs: the spec's fields and, under `results`, what classProgram computes. */
export const classProgramSchema = classProgramRecordSchema(capacityOutputs);
export type ClassProgramRecord = z.output<typeof classProgramSchema>;
