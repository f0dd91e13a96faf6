import { z } from 'zod';
import { requiredText } from '../text-fields';

/**
 * The calculators' input fields (spec 001 §3 Tools, §5: "capacity program and meet fields positive
 * or non-negative; percent enrollment 0-100"; the spec shows no message, so these are ours).
 * Upper bounds keep every product and sum finite, so no accepted input yields NaN or Infinity.
 */

/** The largest money amount a field takes: one hundred million dollars. */
export const MAX_AMOUNT = 100_000_000;
/** The largest count (gymnasts, students, leads, trips…) a field takes. */
export const MAX_COUNT = 1_000_000;
/** The longest list (levels, programs, channels, fees) a calculator takes. */
export const MAX_ROWS = 100;

const formatted = (n: number) => n.toLocaleString('en-US');

/** Every message of the tools area, written once; a field's label fills the templates. */
export const toolsMessages = {
  meetNameRequired: 'Meet name is required',
  levelNameRequired: 'Level name is required',
  itemNameRequired: 'Item name is required',
  programNameRequired: 'Program name is required',
  channelNameRequired: 'Channel name is required',
  feeNameRequired: 'Fee name is required',
  dateInvalid: 'Please enter a valid date',
  markupTypeInvalid: 'Markup type must be percent or amount',
  termMonths: 'Term must be a whole number of months from 1 to 600',
  staffNameRequired: 'Role or name is required',
  forecastMonths: 'Months must be a whole number from 1 to 60',
  tooManyRows: (max: number) => `Add at most ${max} rows`,
  notList: (label: string) => `${label} must be a list`,
  detailsRequired: 'Travel, lodging and fee details are required',
  arpsTooLarge: `A year's tuition and fees must not exceed ${formatted(MAX_AMOUNT)}`,
  notNumber: (label: string) => `${label} must be a number`,
  negative: (label: string) => `${label} cannot be negative`,
  notWhole: (label: string) => `${label} must be a whole number`,
  tooLarge: (label: string, max: number) => `${label} must not exceed ${formatted(max)}`,
  percentRange: (label: string) => `${label} must be between 0 and 100`,
  exceeds: (label: string, other: string) => `${label} cannot exceed ${other.toLowerCase()}`,
} as const;
const m = toolsMessages;

/** A non-negative amount (money, miles, hours, a markup percent), at most `max`. */
export const amount = (label: string, max = MAX_AMOUNT) =>
  z
    .number({ error: m.notNumber(label) })
    .min(0, m.negative(label))
    .max(max, m.tooLarge(label, max));

/** A non-negative whole number (people, trips, nights, classes), at most `max`. */
export const count = (label: string, max = MAX_COUNT) => amount(label, max).int(m.notWhole(label));

/** A percentage from 0 to 100 (a card fee, an enrollment target, an interest rate). */
export const percent = (label: string) =>
  z
    .number({ error: m.notNumber(label) })
    .min(0, m.percentRange(label))
    .max(100, m.percentRange(label));

/** A row's name: required, at most 100 characters. */
export const rowName = (message: string) => requiredText(message, 100);

/** A list of rows, at most MAX_ROWS; `label` names the list when it is not one ("Levels must be a list"). */
export const rows = <T extends z.ZodType>(row: T, label = 'Rows') =>
  z.array(row, { error: m.notList(label) }).max(MAX_ROWS, m.tooManyRows(MAX_ROWS));
