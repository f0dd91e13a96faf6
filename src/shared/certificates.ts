import { z } from 'zod';
import { timestamp } from './answers';
import { pageQuery, pageSchema } from './paging';
import { requiredText } from './text-fields';

/**
 * Certificates (spec 001 §3 "Tools": certificate_templates, field mappings, generations; §9 font
 * defaults): the templates admins design, the generations a gym's staff print for their students,
 * and the public check of a certificate's code. Decision 0161 explains the choices.
 *
 * A field's position is in PDF points (1/72 inch) from the top-left corner of the page: `x` is
 * where the text starts (left), is centred (center) or ends (right), `y` is its baseline.
 */

/** The standard PDF fonts a field may use; the first is the spec's default. */
export const CERTIFICATE_FONTS = [
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Courier',
  'Courier-Bold',
] as const;
export type CertificateFont = (typeof CERTIFICATE_FONTS)[number];

export const CERTIFICATE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type CertificateAlignment = (typeof CERTIFICATE_ALIGNMENTS)[number];

/** Spec 001 §9: Helvetica, size 12, colour #000000. */
export const FIELD_DEFAULTS = { font: 'Helvetica', size: 12, colour: '#000000' } as const;

/** A page without a background: US Letter, landscape, in points. */
export const PLAIN_PAGE = { width: 792, height: 612 } as const;

/** The fields filled by the platform rather than typed on the form. */
export const RECIPIENT_FIELD = 'recipientName';
export const CODE_FIELD = 'verificationCode';
export const BUILT_IN_FIELDS = [RECIPIENT_FIELD, CODE_FIELD] as const;
export const builtInFieldLabels: Record<(typeof BUILT_IN_FIELDS)[number], string> = {
  recipientName: "Recipient's name",
  verificationCode: 'Verification code',
};

export const MAX_RECIPIENTS = 200;
export const MAX_FIELDS = 30;
export const MAX_POSITION = 2000;
export const MAX_BACKGROUND_BYTES = 10 * 1024 * 1024;

export const certificateMessages = {
  nameRequired: 'Template name is required',
  fieldRequired: 'Field name is required',
  fieldName: 'Field names use letters, digits and spaces',
  fieldTwice: 'Each field appears once on a template',
  tooManyFields: `A template holds at most ${MAX_FIELDS} fields`,
  position: `Position must be a number from 0 to ${MAX_POSITION} points`,
  font: `Font must be one of ${CERTIFICATE_FONTS.join(', ')}`,
  size: 'Font size must be a number from 4 to 200',
  colour: 'Colour must be a hex colour such as #000000',
  alignment: 'Alignment must be left, center or right',
  templateRequired: 'Choose a template',
  recipientsRequired: 'Add at least one recipient',
  tooManyRecipients: `At most ${MAX_RECIPIENTS} recipients at a time`,
  recipientName: 'Recipient name is required',
  fieldValue: 'Field values must be text',
  templateNotFound: 'Template not found',
  generationNotFound: 'Certificates not found',
  certificateNotFound: 'Certificate not found',
  codeNotFound: 'No certificate carries this code',
  noGym: 'Your account is not linked to a gym yet, so there is nowhere to keep certificates',
  backgroundType: 'The background must be a PDF, PNG or JPEG file',
  backgroundTooLarge: 'The background must be at most 10 MB',
  backgroundUnreadable: 'This file could not be read as a PDF or an image',
  noBackground: 'This template has no background',
  invalidId: 'Invalid certificate id',
  invalidCode: 'Invalid verification code',
} as const;
const m = certificateMessages;

const position = z.number({ error: m.position }).min(0, m.position).max(MAX_POSITION, m.position);

/** One field placed on the page; the font, size and colour take the spec's defaults when absent. */
export const fieldMappingSchema = z.object({
  field: z
    .string({ error: m.fieldRequired })
    .trim()
    .min(1, m.fieldRequired)
    .max(40, 'Field names must not exceed 40 characters')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ]*$/u, m.fieldName),
  x: position,
  y: position,
  font: z.enum(CERTIFICATE_FONTS, { error: m.font }).default(FIELD_DEFAULTS.font),
  size: z.number({ error: m.size }).min(4, m.size).max(200, m.size).default(FIELD_DEFAULTS.size),
  colour: z
    .string({ error: m.colour })
    .regex(/^#[0-9a-fA-F]{6}$/, m.colour)
    .transform((c) => c.toLowerCase())
    .default(FIELD_DEFAULTS.colour),
  alignment: z.enum(CERTIFICATE_ALIGNMENTS, { error: m.alignment }),
});
export type FieldMappingInput = z.input<typeof fieldMappingSchema>;
export type FieldMapping = z.output<typeof fieldMappingSchema>;

/** POST and PUT /api/admin/certificates/templates: the template's name and its fields. */
export const templateInputSchema = z.object({
  name: requiredText(m.nameRequired, 120, 'Template names must not exceed 120 characters'),
  fieldMappings: z
    .array(fieldMappingSchema, { error: m.fieldRequired })
    .max(MAX_FIELDS, m.tooManyFields)
    .superRefine((mappings, ctx) => {
      const seen = new Set<string>();
      mappings.forEach((mapping, i) => {
        const key = mapping.field.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: m.fieldTwice, path: [i, 'field'] });
        seen.add(key);
      });
    }),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

/** The fields a generation's form asks for: every mapped field but the ones the platform fills. */
export const typedFields = (mappings: readonly { field: string }[]): string[] =>
  mappings.map((f) => f.field).filter((f) => !(BUILT_IN_FIELDS as readonly string[]).includes(f));

export const recipientSchema = z.object({
  name: requiredText(m.recipientName, 120, 'Names must not exceed 120 characters'),
});

/** POST /api/certificates: a template, its recipients in order, and the values of its shared fields. */
export const generationInputSchema = z.object({
  templateId: z.number({ error: m.templateRequired }).int(m.templateRequired).positive(m.templateRequired),
  recipients: z
    .array(recipientSchema, { error: m.recipientsRequired })
    .min(1, m.recipientsRequired)
    .max(MAX_RECIPIENTS, m.tooManyRecipients),
  fields: z
    .record(
      z.string(),
      z.string({ error: m.fieldValue }).trim().max(200, 'Field values must not exceed 200 characters'),
    )
    .default({}),
});
export type GenerationInput = z.input<typeof generationInputSchema>;

/**
 * Names typed or pasted one a line, or a CSV whose first column is the name (a first row reading
 * "name" is its header): the names in order, blanks dropped.
 */
export function namesFromText(text: string): string[] {
  const names = text
    .split(/\r?\n/)
    .map(firstCell)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (names.length && /^(recipient )?names?$/i.test(names[0]!)) names.shift();
  return names;
}

/** The first cell of a CSV line (quotes and doubled quotes understood); a line without a comma is itself. */
function firstCell(line: string): string {
  if (!line.startsWith('"')) {
    const comma = line.indexOf(',');
    return comma < 0 ? line : line.slice(0, comma);
  }
  let out = '';
  for (let i = 1; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"' && line[i + 1] === '"') {
      out += '"';
      i++;
    } else if (c === '"') break;
    else out += c;
  }
  return out;
}

/**
 * Scripts the certificate fonts cannot draw (DejaVu has no CJK, Indic or Thai glyphs, and draws
 * Arabic and Hebrew unjoined, left to right): such a name is printed with empty boxes, while the
 * verification page shows it in full (decision 0161). The form warns before printing.
 */
const UNPRINTABLE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Arabic}\p{Script=Hebrew}]/u;
export const printsBadly = (text: string): boolean => UNPRINTABLE.test(text);

// ---- answers --------------------------------------------------------------------------------

export const fieldMappingItemSchema = z.object({
  field: z.string(),
  x: z.number(),
  y: z.number(),
  font: z.enum(CERTIFICATE_FONTS),
  size: z.number(),
  colour: z.string(),
  alignment: z.enum(CERTIFICATE_ALIGNMENTS),
});

export const backgroundSchema = z
  .object({
    contentType: z.string(),
    kind: z.enum(['pdf', 'image']),
    bytes: z.number(),
    /** Where the file is read (members holding certificates.generate, and admins). */
    url: z.string(),
  })
  .nullable();

export const templateSchema = z.object({
  id: z.number(),
  name: z.string(),
  pageWidth: z.number(),
  pageHeight: z.number(),
  background: backgroundSchema,
  fieldMappings: z.array(fieldMappingItemSchema),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type CertificateTemplate = z.input<typeof templateSchema>;

export const certificateItemSchema = z.object({
  id: z.number(),
  recipientName: z.string(),
  verificationCode: z.string(),
});
export type CertificateItem = z.infer<typeof certificateItemSchema>;

export const generationSchema = z.object({
  id: z.number(),
  templateId: z.number().nullable(),
  title: z.string(),
  fields: z.record(z.string(), z.string()),
  createdBy: z.string().nullable(),
  createdAt: timestamp,
  certificates: z.array(certificateItemSchema),
});
export type Generation = z.input<typeof generationSchema>;

export const generationPageSchema = pageSchema(generationSchema);
export type GenerationPage = z.input<typeof generationPageSchema>;

export const adminGenerationSchema = generationSchema.extend({ gymId: z.number(), gymName: z.string() });
export const adminGenerationPageSchema = pageSchema(adminGenerationSchema);
export type AdminGenerationPage = z.input<typeof adminGenerationPageSchema>;
export const adminGenerationQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
});

export const verificationSchema = z.object({
  recipientName: z.string(),
  title: z.string(),
  issuedAt: timestamp,
  gymName: z.string(),
});
export type Verification = z.input<typeof verificationSchema>;

export const codeParams = z.object({
  code: z
    .string({ error: m.invalidCode })
    .min(16, m.invalidCode)
    .max(64, m.invalidCode)
    .regex(/^[A-Za-z0-9_-]+$/, m.invalidCode),
});

/** Where a certificate is checked, on this site. */
export const verifyPath = (code: string) => `/certificates/verify/${encodeURIComponent(code)}`;
