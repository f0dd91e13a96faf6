import { index, integer, jsonb, pgTable, real, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import type { FieldMapping } from '../../../shared/certificates';
import { users } from './accounts';
import { bytea, ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Certificates (spec 001 §3 "Tools"; decision 0161). A template is a page (a background, or a plain
 * Letter page) with its field mappings; a generation is one printing of a template for a gym's
 * students, keeping the layout it was printed with, so a later edit of the template never changes a
 * certificate already handed out; each certificate carries its own verification code.
 */

/** An uploaded background (PDF or re-encoded image), kept while a template or a generation uses it. */
export const certificateBackgrounds = pgTable('certificate_backgrounds', {
  id: serial().primaryKey(),
  contentType: varchar({ length: 60 }).notNull(),
  bytes: integer().notNull(),
  data: bytea().notNull(),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});

export const certificateTemplates = pgTable('certificate_templates', {
  id: serial().primaryKey(),
  name: varchar({ length: 120 }).notNull(),
  /** The page in points: the background's first page, an image's proportions, or Letter landscape. */
  pageWidth: real().notNull(),
  pageHeight: real().notNull(),
  backgroundId: integer().references(() => certificateBackgrounds.id, { onDelete: 'set null' }),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
});

/** Spec 001 §3 field mappings: position, font, size, colour and alignment of one field. */
export const certificateFieldMappings = pgTable(
  'certificate_field_mappings',
  {
    id: serial().primaryKey(),
    templateId: ownedBy(() => certificateTemplates.id),
    position: smallint().notNull(),
    field: varchar({ length: 40 }).notNull(),
    x: real().notNull(),
    y: real().notNull(),
    font: varchar({ length: 30 }).notNull().default('Helvetica'),
    size: real().notNull().default(12),
    colour: varchar({ length: 7 }).notNull().default('#000000'),
    alignment: varchar({ length: 10 }).notNull(),
  },
  (t) => [index('certificate_field_mappings_template_idx').on(t.templateId, t.position)],
);

export const certificateGenerations = pgTable(
  'certificate_generations',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    templateId: integer().references(() => certificateTemplates.id, { onDelete: 'set null' }),
    /** The template's name when printed: the certificate's title. */
    title: varchar({ length: 120 }).notNull(),
    /** The shared fields' values (level, coach, date…), by field name. */
    fields: jsonb().$type<Record<string, string>>().notNull(),
    /** The layout printed: the template's mappings, page and background at that moment. */
    fieldMappings: jsonb().$type<FieldMapping[]>().notNull(),
    pageWidth: real().notNull(),
    pageHeight: real().notNull(),
    backgroundId: integer().references(() => certificateBackgrounds.id, { onDelete: 'restrict' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('certificate_generations_gym_idx').on(t.gymId, t.createdAt)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial().primaryKey(),
    generationId: ownedBy(() => certificateGenerations.id),
    position: smallint().notNull(),
    recipientName: varchar({ length: 120 }).notNull(),
    /** 128 random bits, base64url (newToken(16)): unguessable, printed on the page. */
    verificationCode: varchar({ length: 64 }).notNull().unique(),
  },
  (t) => [index('certificates_generation_idx').on(t.generationId, t.position)],
);
