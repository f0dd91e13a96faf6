import { z } from 'zod';
import { timestamp } from './answers';
import { pageQuery, pageSchema } from './paging';
import { optionalText, requiredText } from './text-fields';
import type { EquipmentKey } from './tools/gym-facts';

/**
 * Equipment maintenance and QR inspections (docs/decisions/0165-equipment-inspections.md): a gym's
 * apparatus, each with a QR label whose code is an unguessable token, the inspections coaches
 * record by scanning it, and the rule that says what is due or overdue.
 */

export const EQUIPMENT_TYPES = ['bar', 'beam', 'vault', 'floor', 'pit', 'trampoline', 'rings', 'other'] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export const equipmentTypeLabels: Record<EquipmentType, string> = {
  bar: 'Bars',
  beam: 'Beam',
  vault: 'Vault',
  floor: 'Floor',
  pit: 'Pit',
  trampoline: 'Trampoline',
  rings: 'Rings',
  other: 'Other',
};

/** How often an item of a type is inspected unless the owner says otherwise (days). */
export const defaultIntervalDays: Record<EquipmentType, number> = {
  bar: 30,
  beam: 30,
  vault: 30,
  floor: 30,
  pit: 14,
  trampoline: 7,
  rings: 30,
  other: 30,
};

/** The gym facts' equipment counts (gym_capacity) and the type each one counts. */
export const GYM_FACT_TYPES: Record<EquipmentKey, { type: EquipmentType; label: string; singular: string }> = {
  bars: { type: 'bar', label: 'Bars', singular: 'Bars' },
  beams: { type: 'beam', label: 'Beams', singular: 'Beam' },
  vaults: { type: 'vault', label: 'Vaults', singular: 'Vault' },
  floors: { type: 'floor', label: 'Floors', singular: 'Floor' },
  pits: { type: 'pit', label: 'Pits', singular: 'Pit' },
  trampolines: { type: 'trampoline', label: 'Trampolines', singular: 'Trampoline' },
};

export const INSPECTION_RESULTS = ['pass', 'needs_attention', 'out_of_service'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
export const inspectionResultLabels: Record<InspectionResult, string> = {
  pass: 'Pass',
  needs_attention: 'Needs attention',
  out_of_service: 'Out of service',
};

/** An item's state: set by its latest inspection, or by the owner. */
export const EQUIPMENT_STATUSES = ['in_service', 'needs_attention', 'out_of_service'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const equipmentStatusLabels: Record<EquipmentStatus, string> = {
  in_service: 'In service',
  needs_attention: 'Needs attention',
  out_of_service: 'Out of service',
};
/** The status an inspection's result leaves the item in. */
export const statusAfter: Record<InspectionResult, EquipmentStatus> = {
  pass: 'in_service',
  needs_attention: 'needs_attention',
  out_of_service: 'out_of_service',
};

export const MAX_INTERVAL_DAYS = 365;
/** The most items a gym keeps: a large gym has a few hundred pieces; the label sheet stays quick. */
export const MAX_EQUIPMENT_PER_GYM = 200;
export const DAY_MS = 86_400_000;
/** The widest "due soon" window, in days. */
export const DUE_SOON_MAX_DAYS = 7;

export const equipmentMessages = {
  nameRequired: 'Name is required',
  typeRequired: 'Type must be one of bar, beam, vault, floor, pit, trampoline, rings or other',
  interval: `Inspection interval must be a whole number of days from 1 to ${MAX_INTERVAL_DAYS}`,
  purchaseDate: 'Purchase date must be a date such as 2024-08-15',
  status: 'Status must be in_service, needs_attention or out_of_service',
  result: 'Result must be pass, needs_attention or out_of_service',
  filter: 'Filter must be due, overdue or all',
  notFound: 'Equipment not found',
  invalidId: 'Invalid equipment id',
  invalidQr: 'Invalid QR code',
  noGym: 'Your account is not linked to a gym yet, so there is no equipment to keep',
  tooMany: `A gym keeps at most ${MAX_EQUIPMENT_PER_GYM} pieces of equipment`,
} as const;
const m = equipmentMessages;

// ---- the due rule -------------------------------------------------------------------------

export type DueState = 'ok' | 'due' | 'overdue';

/** The "due soon" window of an interval: a quarter of it, at least a day, at most a week (days). */
export const dueSoonDays = (intervalDays: number) =>
  Math.min(DUE_SOON_MAX_DAYS, Math.max(1, Math.ceil(intervalDays / 4)));

/** When the next inspection is due: the last one (or the day it was listed) plus the interval. */
export const nextDueFrom = (from: Date, intervalDays: number) => new Date(from.getTime() + intervalDays * DAY_MS);

/**
 * An item is overdue once its next inspection's time has passed, due when it falls within the
 * "due soon" window, else ok. Later `now` never makes an item less urgent.
 */
export function dueState(nextDueAt: Date, now: Date, intervalDays: number): DueState {
  const left = nextDueAt.getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= dueSoonDays(intervalDays) * DAY_MS ? 'due' : 'ok';
}

// ---- requests -------------------------------------------------------------------------------

const interval = z.coerce
  .number({ error: m.interval })
  .int(m.interval)
  .min(1, m.interval)
  .max(MAX_INTERVAL_DAYS, m.interval);

/** POST and PUT /api/equipment: one piece of equipment. */
export const equipmentInputSchema = z.object({
  name: requiredText(m.nameRequired, 120, 'Name must not exceed 120 characters'),
  type: z.enum(EQUIPMENT_TYPES, { error: m.typeRequired }),
  location: optionalText(120),
  manufacturer: optionalText(120),
  serialNumber: optionalText(80),
  purchaseDate: z
    .string({ error: m.purchaseDate })
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, m.purchaseDate)
    .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), m.purchaseDate)
    .nullish()
    .transform((v) => (v ? v : null)),
  inspectionIntervalDays: interval,
  notes: optionalText(1000),
  /** PUT only: the owner takes an item out of service or back in (an inspection also sets it). */
  status: z.enum(EQUIPMENT_STATUSES, { error: m.status }).optional(),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;
export type EquipmentValues = z.output<typeof equipmentInputSchema>;

export const EQUIPMENT_FILTERS = ['all', 'due', 'overdue'] as const;
export type EquipmentFilter = (typeof EQUIPMENT_FILTERS)[number];

/**
 * GET /api/equipment: `filter` (all; due: within the window or overdue; overdue) and `search` (name,
 * location or serial number).
 */
export const equipmentListQuery = pageQuery.extend({
  filter: z.enum(EQUIPMENT_FILTERS, { error: m.filter }).default('all'),
  search: z.string().trim().max(100).optional(),
});

/** POST /api/equipment/by-qr/:qrCode/inspections */
export const inspectionInputSchema = z.object({
  result: z.enum(INSPECTION_RESULTS, { error: m.result }),
  notes: optionalText(2000),
});
export type InspectionInput = z.input<typeof inspectionInputSchema>;

/** A label's code: base64url, 16 to 64 characters (22 for 128 random bits). */
export const qrParams = z.object({
  qrCode: z
    .string({ error: m.invalidQr })
    .min(16, m.invalidQr)
    .max(64, m.invalidQr)
    .regex(/^[A-Za-z0-9_-]+$/, m.invalidQr),
});

/** Where a label's QR code points. */
export const inspectionPath = (qrCode: string) => `/equipment-inspection/${encodeURIComponent(qrCode)}`;

// ---- answers -------------------------------------------------------------------------------

export const inspectionSchema = z.object({
  id: z.number(),
  equipmentId: z.number(),
  result: z.enum(INSPECTION_RESULTS),
  notes: z.string().nullable(),
  inspectedBy: z.string().nullable(),
  inspectedAt: timestamp,
});
export type Inspection = z.input<typeof inspectionSchema>;
export const inspectionPageSchema = pageSchema(inspectionSchema);

export const equipmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  location: z.string().nullable(),
  manufacturer: z.string().nullable(),
  serialNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  inspectionIntervalDays: z.number(),
  notes: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  qrCode: z.string(),
  nextDueAt: timestamp,
  due: z.enum(['ok', 'due', 'overdue']),
  overdue: z.boolean(),
  lastInspection: inspectionSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Equipment = z.input<typeof equipmentSchema>;

export const equipmentPageSchema = pageSchema(equipmentSchema).extend({
  /** How many of the gym's items are due soon and overdue, whatever the filter. */
  counts: z.object({ all: z.number(), due: z.number(), overdue: z.number() }),
});
export type EquipmentPage = z.input<typeof equipmentPageSchema>;

/** What the inspection page shows: the item, its gym and its latest inspection. */
export const scannedEquipmentSchema = equipmentSchema
  .pick({
    id: true,
    name: true,
    type: true,
    location: true,
    status: true,
    inspectionIntervalDays: true,
    nextDueAt: true,
    due: true,
    overdue: true,
    lastInspection: true,
  })
  .extend({ gymName: z.string() });
export type ScannedEquipment = z.input<typeof scannedEquipmentSchema>;

/** The inspection recorded, the item's next due date after it, and the item as it now stands. */
export const recordedInspectionSchema = inspectionSchema.extend({
  nextDueAt: timestamp,
  equipment: scannedEquipmentSchema,
});
export type RecordedInspection = z.input<typeof recordedInspectionSchema>;

/** GET /api/equipment/suggestions: the gym facts' counts against the items listed, type by type. */
export const equipmentSuggestionSchema = z.object({
  key: z.string(),
  type: z.enum(EQUIPMENT_TYPES),
  label: z.string(),
  recorded: z.number(),
  listed: z.number(),
  /** The name the next item of the type would take ("Beam 3"). */
  nextName: z.string(),
  inspectionIntervalDays: z.number(),
});
export type EquipmentSuggestion = z.input<typeof equipmentSuggestionSchema>;
