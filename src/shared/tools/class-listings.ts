import { z } from 'zod';
import { timestamp } from '../answers';
import { pageQuery, pageSchema } from '../paging';

/**
 * Class listings from Jackrabbit (decision 0166): a gym's classes as the API answers them, read
 * from Jackrabbit's public openings feed and mapped to this shape; the pure filters the listings
 * page, the kiosk and the embedded table share; and the saved table configurations of the table
 * generator (spec 001 "Tools": jackrabbit_table_configs).
 */

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Day = (typeof DAYS)[number];

export const DAY_LABELS: Record<Day, { short: string; long: string }> = {
  mon: { short: 'Mon', long: 'Monday' },
  tue: { short: 'Tue', long: 'Tuesday' },
  wed: { short: 'Wed', long: 'Wednesday' },
  thu: { short: 'Thu', long: 'Thursday' },
  fri: { short: 'Fri', long: 'Friday' },
  sat: { short: 'Sat', long: 'Saturday' },
  sun: { short: 'Sun', long: 'Sunday' },
};

/** Age bands of the filters, in years: a band [from, to) matches a class whose ages overlap it. */
export const AGE_BANDS = [
  { key: 'toddler', label: 'Under 3', from: 0, to: 3 },
  { key: 'preschool', label: '3–5', from: 3, to: 6 },
  { key: 'kids', label: '6–8', from: 6, to: 9 },
  { key: 'tweens', label: '9–12', from: 9, to: 13 },
  { key: 'teens', label: '13+', from: 13, to: Number.POSITIVE_INFINITY },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];
const AGE_BAND_KEYS = AGE_BANDS.map((b) => b.key) as [AgeBand, ...AgeBand[]];

export const classListingMessages = {
  orgIdInvalid: 'Organization ID must be a number of 1 to 10 digits',
  feedUnavailable:
    'The class schedule could not be loaded from Jackrabbit right now. Please try again in a few minutes.',
  feedInvalid: 'Jackrabbit answered with something that is not a class schedule. Please check the organization ID.',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must not exceed 120 characters',
  columnsRequired: 'Pick at least one column',
  colorInvalid: 'Colors must be hex colors such as #1f2937',
  categoryTooLong: 'A category must not exceed 100 characters',
  configNotFound: 'Class table not found',
  invalidId: 'Invalid class table id',
} as const;
const m = classListingMessages;

/** Jackrabbit's organization id: digits only (it goes into the feed's address). */
export const orgIdSchema = z
  .string({ error: m.orgIdInvalid })
  .trim()
  .regex(/^\d{1,10}$/, m.orgIdInvalid);

export const classListingsQuerySchema = z.object({ orgId: orgIdSchema.optional() });

/** One class as the pages show it; times are 24-hour 'HH:MM', ages in years (1.5 is 18 months). */
export const classListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  days: z.array(z.enum(DAYS)),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  minAge: z.number().nullable(),
  maxAge: z.number().nullable(),
  /** Places still free; null when the feed does not say. */
  openings: z.number().nullable(),
  maxSize: z.number().nullable(),
  room: z.string().nullable(),
  instructors: z.array(z.string()),
  /** Monthly tuition in dollars. */
  tuition: z.number().nullable(),
  registrationUrl: z.string().nullable(),
});
export type ClassListing = z.infer<typeof classListingSchema>;

export const classListingsSchema = z.object({
  orgId: z.string(),
  /** 'sample': the shipped demo schedule (no organization is set); 'jackrabbit': the live feed. */
  source: z.enum(['jackrabbit', 'sample']),
  fetchedAt: timestamp,
  classes: z.array(classListingSchema),
});
export type ClassListings = z.infer<typeof classListingsSchema>;

// ---- filters ----------------------------------------------------------------------------------

export interface ClassFilter {
  days?: readonly Day[];
  ages?: readonly AgeBand[];
  categories?: readonly string[];
  /** Only classes with a place free (or whose openings the feed does not give). */
  openOnly?: boolean;
}

/** True when the class's ages overlap the band. */
export function fitsAgeBand(c: Pick<ClassListing, 'minAge' | 'maxAge'>, band: AgeBand): boolean {
  const b = AGE_BANDS.find((x) => x.key === band)!;
  const low = c.minAge ?? 0;
  const high = c.maxAge ?? Number.POSITIVE_INFINITY;
  return low < b.to && high >= b.from;
}

/**
 * The classes the filter keeps, in their order: any of the chosen days, any of the chosen age
 * bands, any of the chosen categories (an empty choice keeps all), and with places if asked.
 */
export function filterClasses<T extends ClassListing>(classes: readonly T[], filter: ClassFilter): T[] {
  const { days = [], ages = [], categories = [], openOnly = false } = filter;
  return classes.filter(
    (c) =>
      (days.length === 0 || c.days.some((d) => days.includes(d))) &&
      (ages.length === 0 || ages.some((band) => fitsAgeBand(c, band))) &&
      (categories.length === 0 || categories.includes(c.category)) &&
      (!openOnly || c.openings === null || c.openings > 0),
  );
}

/** The day of the week of a date, in the zone its fields are read in (the kiosk's own clock). */
export function dayOf(date: Date): Day {
  return DAYS[(date.getDay() + 6) % 7]!;
}

/** The classes that meet on `day`, earliest first. */
export function classesOn<T extends ClassListing>(classes: readonly T[], day: Day): T[] {
  return sortByTime(classes.filter((c) => c.days.includes(day)));
}

/** Earliest start first (classes without a time last), then by name. */
export function sortByTime<T extends ClassListing>(classes: readonly T[]): T[] {
  return [...classes].sort(
    (a, b) => (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99') || a.name.localeCompare(b.name),
  );
}

/** The categories of the classes, each once, in alphabetical order. */
export function categoriesOf(classes: readonly ClassListing[]): string[] {
  return [...new Set(classes.map((c) => c.category))].sort((a, b) => a.localeCompare(b));
}

// ---- words ------------------------------------------------------------------------------------

/** '16:30' → '4:30 PM'; anything else as it is. */
export function clockTime(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export function timesLabel(c: Pick<ClassListing, 'startTime' | 'endTime'>): string {
  if (!c.startTime) return 'Time to be announced';
  return c.endTime ? `${clockTime(c.startTime)} – ${clockTime(c.endTime)}` : clockTime(c.startTime);
}

export function daysLabel(days: readonly Day[]): string {
  return days.length ? days.map((d) => DAY_LABELS[d].short).join(', ') : 'Days to be announced';
}

/** An age in years as parents read it: whole years, or months under two. */
function ageText(years: number): string {
  if (Number.isInteger(years)) return String(years);
  return years < 2 ? `${Math.round(years * 12)} mo` : String(Math.floor(years));
}

export function agesLabel(c: Pick<ClassListing, 'minAge' | 'maxAge'>): string {
  const { minAge, maxAge } = c;
  if (minAge === null && maxAge === null) return 'All ages';
  if (maxAge === null) return `Ages ${ageText(minAge!)}+`;
  if (minAge === null) return `Up to age ${ageText(maxAge)}`;
  return `Ages ${ageText(minAge)}–${ageText(maxAge)}`;
}

/** The badge of a class's places: 'Full', '1 spot left', '3 spots left', or 'Open' when the feed does not say. */
export function openingsLabel(openings: number | null): string {
  if (openings === null) return 'Open';
  if (openings <= 0) return 'Full';
  return `${openings} spot${openings === 1 ? '' : 's'} left`;
}

/** How a badge looks: none left, few left (3 or fewer), or plenty. */
export function openingsTone(openings: number | null): 'full' | 'few' | 'open' {
  if (openings === null) return 'open';
  if (openings <= 0) return 'full';
  return openings <= 3 ? 'few' : 'open';
}

// ---- table configurations --------------------------------------------------------------------

export const TABLE_COLUMNS = [
  'name',
  'category',
  'days',
  'times',
  'ages',
  'openings',
  'room',
  'instructors',
  'tuition',
  'register',
] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];

export const TABLE_COLUMN_LABELS: Record<TableColumn, string> = {
  name: 'Class',
  category: 'Category',
  days: 'Days',
  times: 'Time',
  ages: 'Ages',
  openings: 'Openings',
  room: 'Room',
  instructors: 'Instructors',
  tuition: 'Tuition',
  register: 'Register',
};

const hex = z.string({ error: m.colorInvalid }).regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid);

export const tableColorsSchema = z.object({
  header: hex,
  headerText: hex,
  accent: hex,
  stripe: hex,
});
export type TableColors = z.infer<typeof tableColorsSchema>;

export const DEFAULT_TABLE_COLORS: TableColors = {
  header: '#1e3a8a',
  headerText: '#ffffff',
  accent: '#f59e0b',
  stripe: '#f1f5f9',
};

export const DEFAULT_TABLE_COLUMNS: TableColumn[] = ['name', 'days', 'times', 'ages', 'openings'];

export const tableFiltersSchema = z.object({
  days: z.array(z.enum(DAYS)).max(7).default([]),
  ages: z.array(z.enum(AGE_BAND_KEYS)).max(AGE_BANDS.length).default([]),
  categories: z.array(z.string().trim().min(1).max(100, m.categoryTooLong)).max(50).default([]),
  openOnly: z.boolean().default(false),
});
export type TableFilters = z.output<typeof tableFiltersSchema>;

export const tableConfigSchema = z.object({
  columns: z
    .array(z.enum(TABLE_COLUMNS), { error: m.columnsRequired })
    .min(1, m.columnsRequired)
    .max(TABLE_COLUMNS.length)
    .refine((cols) => new Set(cols).size === cols.length, 'Each column may be picked once'),
  filters: tableFiltersSchema.default({ days: [], ages: [], categories: [], openOnly: false }),
  colors: tableColorsSchema.default(DEFAULT_TABLE_COLORS),
});
export type TableConfig = z.output<typeof tableConfigSchema>;

export const tableConfigInputSchema = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(120, m.titleTooLong),
  orgId: orgIdSchema,
  config: tableConfigSchema,
  isDefault: z.boolean().default(false),
});
export type TableConfigInput = z.input<typeof tableConfigInputSchema>;
export type TableConfigValues = z.output<typeof tableConfigInputSchema>;

/** The config as answered: the stored values are plain JSON (no defaults or refinements). */
export const savedTableConfigSchema = z.object({
  id: z.number(),
  title: z.string(),
  orgId: z.string(),
  config: z.object({
    columns: z.array(z.enum(TABLE_COLUMNS)),
    filters: z.object({
      days: z.array(z.enum(DAYS)),
      ages: z.array(z.enum(AGE_BAND_KEYS)),
      categories: z.array(z.string()),
      openOnly: z.boolean(),
    }),
    colors: z.object({ header: z.string(), headerText: z.string(), accent: z.string(), stripe: z.string() }),
  }),
  isDefault: z.boolean(),
  gymId: z.number(),
  userId: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type SavedTableConfig = z.infer<typeof savedTableConfigSchema>;

export const tableConfigListQuerySchema = pageQuery;
export const tableConfigPageSchema = pageSchema(savedTableConfigSchema);
export type TableConfigPage = z.infer<typeof tableConfigPageSchema>;

/** The embed snippet a gym pastes into its own website. */
export function embedSnippet(origin: string, configId: number, title: string): string {
  const safeTitle = title.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<iframe src="${origin}/embed/classes/${configId}" title="${safeTitle}" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}

/** The cell text of a column (the register column is a link, drawn by the caller). */
export function cellText(c: ClassListing, column: Exclude<TableColumn, 'register'>): string {
  switch (column) {
    case 'name':
      return c.name;
    case 'category':
      return c.category;
    case 'days':
      return daysLabel(c.days);
    case 'times':
      return timesLabel(c);
    case 'ages':
      return agesLabel(c);
    case 'openings':
      return openingsLabel(c.openings);
    case 'room':
      return c.room ?? '';
    case 'instructors':
      return c.instructors.join(', ');
    case 'tuition':
      return c.tuition === null ? '' : `$${c.tuition.toFixed(2)}/mo`;
  }
}
