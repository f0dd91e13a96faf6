import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Spec 001 §3 document_types: the five types with a colour (default #6b7280, §9) and which one a
 * new document takes when none is given.
 */
export const documentTypes = pgTable(
  'document_types',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 50 }).notNull().unique(),
    colour: varchar({ length: 7 }).notNull().default('#6b7280'),
    description: text(),
    isDefault: boolean().notNull().default(false),
    displayOrder: integer().notNull().default(0),
    updatedAt: ts().notNull().defaultNow(),
  },
  // At most one default, held by the database.
  (t) => [
    uniqueIndex('document_types_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Spec 001 §3 document_folders: a gym's folder (gymId set) or the club library's (gymId null);
 * nested by parentId. userId is who made it.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 255 }).notNull(),
    description: text(),
    parentId: integer().references((): AnyPgColumn => documentFolders.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    gymId: integer().references(() => gyms.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('document_folders_gym_idx').on(t.gymId), index('document_folders_parent_idx').on(t.parentId)],
);

/**
 * Spec 001 §3 documents: a stored file (the bytes live under DATA_DIR/documents or in object
 * storage, by storageKey); a repository document points at it. Decision 0100.
 */
export const documents = pgTable('documents', {
  id: serial().primaryKey(),
  storageKey: varchar({ length: 200 }).notNull().unique(),
  originalName: varchar({ length: 255 }).notNull(),
  /** The type read from the content, never the name's extension. */
  contentType: varchar({ length: 150 }).notNull(),
  bytes: bigint({ mode: 'number' }).notNull(),
  sha256: varchar({ length: 64 }).notNull(),
  gymId: integer().references(() => gyms.id, { onDelete: 'cascade' }),
  uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});

/** Spec 001 §3 repository_documents: type defaults to SOP (§9); gymId null is the club library. */
export const repositoryDocuments = pgTable(
  'repository_documents',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 255 }).notNull(),
    description: text(),
    type: varchar({ length: 50 }).notNull().default('SOP'),
    folderId: integer().references(() => documentFolders.id, { onDelete: 'cascade' }),
    googleDocUrl: text(),
    /** GET /api/repository/documents/:id/file when a file was uploaded. */
    fileUrl: text(),
    fileType: varchar({ length: 150 }),
    fileId: integer().references(() => documents.id, { onDelete: 'set null' }),
    gymId: integer().references(() => gyms.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('repository_documents_gym_idx').on(t.gymId, t.folderId),
    index('repository_documents_type_idx').on(t.type),
  ],
);

/** Spec 001 §3 tags: one row per tag name (1–50 characters, §5), matched without case. */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    name: varchar({ length: 50 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const repositoryDocumentTags = pgTable(
  'repository_document_tags',
  {
    documentId: ownedBy(() => repositoryDocuments.id),
    tagId: ownedBy(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.tagId] }), index('repository_document_tags_tag_idx').on(t.tagId)],
);
