import { z } from 'zod';
import { gymSchema, GYM_STATUSES } from './gyms';
import { moduleInputSchema } from './learning/admin';
import { LEARNING_CATEGORIES, MODULE_TYPES } from './learning/vocabulary';
import { BUSINESS_TYPES, bookInputSchema, podcastInputSchema } from './recommendations';
import { TASK_FREQUENCIES, TASK_OWNERS, TASK_PRIORITIES, taskInputSchema } from './tasks/vocabulary';

/**
 * The component importer (/admin/component-importer, POST /api/admin/imports): a CSV or .xlsx file
 * of gyms, business tasks, books, podcasts or learning modules whose header names the API's fields.
 * Each row is read into the create form's input and checked with the same zod schema the form and
 * its API use (decision 0172).
 */
export const IMPORT_KINDS = ['gyms', 'business-tasks', 'books', 'podcasts', 'learning-modules'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const importKindLabels: Record<ImportKind, string> = {
  gyms: 'Gyms',
  'business-tasks': 'Business tasks',
  books: 'Books',
  podcasts: 'Podcasts',
  'learning-modules': 'Learning modules',
};

/** The most data rows one file may hold, and its largest size. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const importMessages = {
  fileRequired: 'Choose a CSV or .xlsx file to import',
  fileTooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB, the limit`,
  fileType: 'The file must be a CSV file or an .xlsx workbook',
  kindRequired: `Choose what to import: ${IMPORT_KINDS.join(', ')}`,
  emptyFile: 'The file has no rows to import',
  noSheet: 'The workbook has no sheet to import',
  unknownColumns: (names: string[]) =>
    `The file has columns the importer does not know: ${names.join(', ')}. Map them to fields on the import screen`,
  missingKey: (fields: string) => `The file must have a ${fields} column`,
  duplicateRow: (row: number) => `Repeats row ${row}: the same record twice in one file`,
  notNumber: (field: string) => `${field} must be a number`,
  notBoolean: (field: string) => `${field} must be true or false`,
  gymNotFound: 'Club number is required for a new gym (no gym with this name, city and state exists)',
  jobNotFound: 'Import not found',
} as const;

/** How a cell of a column is read into the API's value. */
export type ImportFieldType = 'text' | 'number' | 'integer' | 'boolean' | 'list';

export interface ImportField {
  /** The API's field name, the header of the column (a dotted name is a nested field). */
  name: string;
  type: ImportFieldType;
  /** Needed on every new record. */
  required?: boolean;
  /** What the cell holds, for the mapping screen and the template. */
  hint: string;
}

const text = (name: string, hint: string, required = false): ImportField => ({ name, type: 'text', hint, required });
const oneOf = (values: readonly string[]) => `one of ${values.join(', ')}`;

export const importFields: Record<ImportKind, ImportField[]> = {
  gyms: [
    text('clubNumber', 'the club number; it identifies the gym (else name, city and state do)', true),
    text('name', 'the gym name', true),
    text('slogan', 'a slogan'),
    text('abbreviation', 'a short name'),
    text('addressLine1', 'street address'),
    text('addressLine2', 'suite, unit'),
    text('city', 'city'),
    text('state', 'state or province code, e.g. IL or ON', true),
    text('province', 'province name (outside the US)'),
    text('zip', 'zip or postal code'),
    text('country', 'country, e.g. USA or Canada', true),
    text('phone', 'phone'),
    text('fax', 'fax'),
    text('website', 'website address'),
    text('email', 'email address'),
    text('type', 'kind of gym, e.g. gymnastics'),
    text('status', `${oneOf(GYM_STATUSES)} (active when blank)`),
    { name: 'buildingSqFt', type: 'integer', hint: 'building size in square feet' },
    { name: 'buildingVerified', type: 'boolean', hint: 'true or false' },
    text('logoUrl', 'logo image address'),
    text('backgroundColor', 'a colour such as #1d4ed8'),
    { name: 'latitude', type: 'number', hint: 'latitude, -90 to 90' },
    { name: 'longitude', type: 'number', hint: 'longitude, -180 to 180' },
    { name: 'foundedYear', type: 'integer', hint: 'year founded' },
    text('foundedSource', 'where the founded year comes from'),
  ],
  'business-tasks': [
    text('task', 'the task; it identifies the task', true),
    text('function', 'the business function, e.g. Finance or Sales & Enrollment', true),
    text('description', 'a description'),
    text('frequency', oneOf(TASK_FREQUENCIES), true),
    text('owner', oneOf(TASK_OWNERS), true),
    { name: 'startupCritical', type: 'boolean', hint: 'true or false' },
    text('priorities.250k', `priority at $250k revenue: ${oneOf(TASK_PRIORITIES)}`, true),
    text('priorities.500k', `priority at $500k revenue: ${oneOf(TASK_PRIORITIES)}`, true),
    text('priorities.1m', `priority at $1M revenue: ${oneOf(TASK_PRIORITIES)}`, true),
    text('priorities.2m', `priority at $2M revenue: ${oneOf(TASK_PRIORITIES)}`, true),
    text('enhancedText', 'the enhanced text'),
  ],
  books: [
    text('title', 'the title; with the author it identifies the book', true),
    text('author', 'the author', true),
    text('amazonUrl', 'a link to the book'),
    text('imageUrl', 'cover image address'),
    { name: 'rating', type: 'number', hint: 'rating, 0 to 5' },
    text('description', 'a description'),
    { name: 'categories', type: 'list', hint: 'categories separated by semicolons' },
    text('businessType', `${oneOf(BUSINESS_TYPES)}; blank for every business`),
    { name: 'displayOrder', type: 'integer', hint: 'a whole number; lower comes first' },
  ],
  podcasts: [
    text('title', 'the title; it identifies the podcast', true),
    text('host', 'the host', true),
    text('youtubeUrl', 'a link on a video-sharing site'),
    text('imageUrl', 'cover image address'),
    { name: 'rating', type: 'number', hint: 'rating, 0 to 5' },
    text('description', 'a description'),
    { name: 'categories', type: 'list', hint: 'categories separated by semicolons' },
    text('businessType', `${oneOf(BUSINESS_TYPES)}; blank for every business`),
    { name: 'displayOrder', type: 'integer', hint: 'a whole number; lower comes first' },
  ],
  'learning-modules': [
    text('slug', 'lowercase words joined by hyphens; it identifies the module', true),
    text('title', 'the title', true),
    text('description', 'a description'),
    text('coverImage', 'cover image address'),
    text('category', `${oneOf(LEARNING_CATEGORIES)}`),
    text('moduleType', `${oneOf(MODULE_TYPES)}`),
    text('youtubeUrl', 'the video link (video modules)'),
    { name: 'isPublished', type: 'boolean', hint: 'true or false' },
    { name: 'isFeatured', type: 'boolean', hint: 'true or false' },
    { name: 'displayOrder', type: 'integer', hint: 'a whole number; lower comes first' },
  ],
};

/** The create schema of each kind: the same one its admin form and API use. */
export const importSchemas = {
  gyms: gymSchema.extend({
    // A row without a club number updates the gym of the same name, city and state.
    clubNumber: gymSchema.shape.clubNumber.optional(),
    status: gymSchema.shape.status.default('active'),
  }),
  'business-tasks': taskInputSchema,
  books: bookInputSchema,
  podcasts: podcastInputSchema,
  'learning-modules': moduleInputSchema,
} satisfies Record<ImportKind, z.ZodType>;

/** The fields that identify a record (the natural key), by kind. */
export const importKeys: Record<ImportKind, string[]> = {
  gyms: ['clubNumber', 'name', 'city', 'state'],
  'business-tasks': ['task'],
  books: ['title', 'author'],
  podcasts: ['title'],
  'learning-modules': ['slug'],
};

const TRUE = new Set(['true', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'no', 'n', '0']);

/**
 * One row's cells (by API field name) as the create form's input: a blank cell is left out (the
 * schema's default or null applies), numbers may have thousands separators, booleans are
 * true/false/yes/no/1/0, lists are separated by semicolons. Answers the input or the message.
 */
export function cellsToInput(
  kind: ImportKind,
  cells: Record<string, string>,
): { input: Record<string, unknown> } | { error: string } {
  const input: Record<string, unknown> = {};
  for (const field of importFields[kind]) {
    const raw = cells[field.name];
    if (raw === undefined) continue;
    const cell = raw.trim();
    if (cell === '') continue;
    let value: unknown = cell;
    if (field.type === 'number' || field.type === 'integer') {
      const n = Number(cell.replace(/,/g, ''));
      if (!Number.isFinite(n)) return { error: importMessages.notNumber(field.name) };
      value = n;
    } else if (field.type === 'boolean') {
      const word = cell.toLowerCase();
      if (!TRUE.has(word) && !FALSE.has(word)) return { error: importMessages.notBoolean(field.name) };
      value = TRUE.has(word);
    } else if (field.type === 'list') {
      value = cell
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
    }
    const [head, sub] = field.name.split('.');
    if (sub) input[head!] = { ...((input[head!] as Record<string, unknown>) ?? {}), [sub]: value };
    else input[head!] = value;
  }
  return { input };
}

/** A row's message: the schema's messages, each once. */
export function issuesMessage(error: z.ZodError): string {
  return [...new Set(error.issues.map((i) => i.message))].join('; ');
}

/** The template of a kind: the header row of its fields, as CSV text. */
export function importTemplate(kind: ImportKind): string {
  const fields = importFields[kind];
  return `${fields.map((f) => f.name).join(',')}\r\n`;
}

// ---- the API ----

export const importRequestFieldsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: importMessages.kindRequired }),
  dryRun: z
    .string()
    .optional()
    .transform((v) => v !== undefined && ['true', '1', 'on', 'yes'].includes(v.trim().toLowerCase())),
});

export const importRejectionSchema = z.object({ row: z.number(), message: z.string() });
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** The job's result: counts of records created and updated, and the rows refused (none written then). */
export const importResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  rejected: z.array(importRejectionSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
