import { z } from 'zod';
import { timestamp } from './answers';
import { optionalText, requiredText, tooLong } from './text-fields';

/**
 * The document repository: a gym's SOPs, forms, presentations, videos and tips in
 * folders, shared with the gym's members and nobody else, beside the club library (documents
 * without a gym, written by admins and read by every member). Decision 0100.
 */

/** Spec 001 §5: the five document types; SOP is the default (spec 001 §9). */
export const DOCUMENT_TYPES = ['SOP', 'Form', 'Presentation', 'Video', 'Tip'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'SOP';
/** Spec 001 §9: a document type's colour when none is set. */
export const DEFAULT_TYPE_COLOUR = '#6b7280';

export const FOLDER_NAME_MAX = 255;
export const DOCUMENT_TITLE_MAX = 255;
export const TAG_MAX = 50;
export const TAGS_PER_DOCUMENT = 20;
/** Uploads: 25 MB at most. */
/** How deep folders nest: a top-level folder is level 1. */
export const MAX_FOLDER_DEPTH = 10;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_PAGE_SIZE = 50;

/** The kinds of file an upload may hold, checked by content on the server (platform/file-sniff.ts). */
export const UPLOAD_KINDS = ['pdf', 'office', 'image', 'video'] as const;
/** What the file picker offers; the server decides by the bytes, not by this list. */
export const UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.gif,.webp,.mp4,.mov,.webm,.m4v,application/pdf,image/*,video/*';

/** Every message of the area, written once. */
export const documentMessages = {
  folderNameRequired: 'Folder name is required',
  folderNameTooLong: `Folder name must not exceed ${FOLDER_NAME_MAX} characters`,
  titleRequired: 'Title is required',
  titleTooLong: `Title must not exceed ${DOCUMENT_TITLE_MAX} characters`,
  typeInvalid: 'Type must be SOP, Form, Presentation, Video or Tip',
  urlInvalid: 'Must be a valid URL',
  tagInvalid: `Tags must be 1 to ${TAG_MAX} characters`,
  tooManyTags: `A document can have at most ${TAGS_PER_DOCUMENT} tags`,
  colourInvalid: 'Colour must be a hex colour such as #2563eb',
  folderNotFound: 'Folder not found',
  parentNotFound: 'Parent folder not found',
  documentNotFound: 'Document not found',
  documentTypeNotFound: 'Document type not found',
  fileNotFound: 'This document has no file',
  folderNotEmpty: 'This folder is not empty. Delete it with everything in it, or empty it first.',
  folderIntoItself: 'A folder cannot move into itself or one of its own folders',
  folderTooDeep: `Folders can be nested at most ${MAX_FOLDER_DEPTH} levels deep`,
  mixedOwners: 'Club library folders and gym folders cannot hold each other',
  noGym: 'Your account is not linked to a gym yet, so there is nowhere to keep documents',
  libraryAdminOnly: 'Only administrators can change the club library',
  manageForbidden: "Your role can read the gym's documents but not change them",
  fileRequired: 'Choose a file to upload',
  fileTooLarge: 'The file is larger than 25 MB',
  fileTypeInvalid: 'Upload a PDF, an Office document, an image or a video',
  oneDefault: 'One document type must stay the default: make another type the default instead',
  sortInvalid: 'Sort must be updated, name or type',
  orderInvalid: 'Order must be asc or desc',
  tooLong,
} as const;
const m = documentMessages;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Accepts a link with or without its scheme ("docs.google.com/…" becomes https://docs.google.com/…). */
export const webUrl = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(2000, tooLong(2000))
  .nullish()
  .transform((v) => (v ? v : null))
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => {
    if (v === null) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, m.urlInvalid);

export const documentTypeSchema = z.enum(DOCUMENT_TYPES, { error: m.typeInvalid });

const tag = z.string({ error: m.tagInvalid }).trim().min(1, m.tagInvalid).max(TAG_MAX, m.tagInvalid);
/** Tags are kept as written, once each regardless of case. */
export const tagsSchema = z
  .array(tag, { error: m.tagInvalid })
  .max(TAGS_PER_DOCUMENT, m.tooManyTags)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((t) => {
      const key = t.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

// ---- requests ----

/** POST /api/repository/folders; `library` (admins) files it in the club library instead of the gym. */
export const folderInputSchema = z.object({
  name: requiredText(m.folderNameRequired, FOLDER_NAME_MAX, m.folderNameTooLong),
  description: optionalText(2000),
  parentId: id.nullish().transform((v) => v ?? null),
  library: z.boolean().optional(),
});
export type FolderInput = z.input<typeof folderInputSchema>;

/** PATCH /api/repository/folders/:id: rename, describe or move (parentId null: to the top). */
export const folderPatchSchema = z.object({
  name: requiredText(m.folderNameRequired, FOLDER_NAME_MAX, m.folderNameTooLong).optional(),
  description: optionalText(2000),
  parentId: id.nullish(),
});

export const folderDeleteQuerySchema = z.object({
  recursive: z.enum(['true', 'false']).optional(),
});

/** The fields of a document, as the form and the JSON call send them. */
export const documentFields = {
  title: requiredText(m.titleRequired, DOCUMENT_TITLE_MAX, m.titleTooLong),
  description: optionalText(5000),
  // Omitted: the default type (SOP unless an admin chose another, /admin/document-types).
  type: documentTypeSchema.optional(),
  folderId: id.nullish().transform((v) => v ?? null),
  tags: tagsSchema.default([]),
  library: z.boolean().optional(),
};

/** POST /api/repository/documents: a document that is a link (a Google Doc) or only a note. */
export const documentInputSchema = z.object({ ...documentFields, googleDocUrl: webUrl });
export type DocumentInput = z.input<typeof documentInputSchema>;

/** The fields that travel beside the file of POST /api/repository/documents/upload (multipart: strings). */
export const uploadFieldsSchema = z.object({
  ...documentFields,
  folderId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : null))
    .pipe(z.number().int().positive().max(2_147_483_647).nullable()),
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => {
      if (v === undefined) return [];
      const list = Array.isArray(v) ? v : v.startsWith('[') ? safeJsonList(v) : v.split(',');
      return list.map((t) => t.trim()).filter(Boolean);
    })
    .pipe(tagsSchema),
  library: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

function safeJsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [text];
  } catch {
    return [text];
  }
}

/** PATCH /api/repository/documents/:id */
export const documentPatchSchema = z.object({
  title: requiredText(m.titleRequired, DOCUMENT_TITLE_MAX, m.titleTooLong).optional(),
  description: optionalText(5000),
  type: documentTypeSchema.optional(),
  folderId: id.nullish(),
  googleDocUrl: webUrl,
  tags: tagsSchema.optional(),
});

/** How the list is ordered: by the date last changed (the default), by title, or by document type. */
export const DOCUMENT_SORTS = ['updated', 'name', 'type'] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
/** A sort's own direction when none is asked for: newest first, names and types A to Z. */
export const defaultOrder = (sort: DocumentSort): SortOrder => (sort === 'updated' ? 'desc' : 'asc');

/** GET /api/repository/documents */
export const documentListQuerySchema = z.object({
  folderId: id.optional(),
  type: documentTypeSchema.optional(),
  tag: z.string().trim().max(TAG_MAX).optional(),
  q: z.string().trim().max(200).optional(),
  /** gym: the caller's gym only; library: the club's; all (default): both. */
  scope: z.enum(['all', 'gym', 'library']).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(DOCUMENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  sort: z.enum(DOCUMENT_SORTS, { error: m.sortInvalid }).default('updated'),
  /** Omitted: the sort's own direction (defaultOrder). */
  order: z.enum(['asc', 'desc'], { error: m.orderInvalid }).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** GET /api/repository/documents/:id/file: inline=true shows a PDF or an image in the page (previewKind). */
export const documentFileQuerySchema = z.object({
  inline: z.enum(['true', 'false']).optional(),
});

const hexColour = z
  .string({ error: m.colourInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, m.colourInvalid)
  .transform((v) => v.toLowerCase());

/** PATCH /api/admin/document-types/:id: colour, description and whether it is the default. */
export const documentTypePatchSchema = z.object({
  colour: hexColour.optional(),
  description: optionalText(500),
  isDefault: z.literal(true, { error: m.oneDefault }).optional(),
});

// ---- answers ----

export const folderSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.number().nullable(),
  gymId: z.number().nullable(),
  userId: z.number().nullable(),
  /** True for the club library's folders (gymId null). */
  library: z.boolean(),
  documentCount: z.number(),
  canEdit: z.boolean(),
  createdAt: timestamp,
});
export type Folder = z.input<typeof folderSchema>;
export type FolderRecord = z.output<typeof folderSchema>;

export const documentSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  typeColour: z.string(),
  folderId: z.number().nullable(),
  gymId: z.number().nullable(),
  library: z.boolean(),
  googleDocUrl: z.string().nullable(),
  /** Where the uploaded file is downloaded (GET …/documents/:id/file), null for links. */
  fileUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().nullable(),
  tags: z.array(z.string()),
  createdBy: z.object({ id: z.number(), name: z.string() }).nullable(),
  canEdit: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RepositoryDocument = z.input<typeof documentSchema>;
export type DocumentRecord = z.output<typeof documentSchema>;

export const documentTypeInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  colour: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  documentCount: z.number(),
});
export type DocumentTypeInfo = z.input<typeof documentTypeInfoSchema>;

export const tagCountSchema = z.object({ name: z.string(), count: z.number() });

/** "2.4 MB", "830 KB": a file size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** Black or white text, whichever reads better on a type's colour (WCAG relative luminance). */
export function textOn(colour: string): '#000000' | '#ffffff' {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return '#ffffff';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black (l+0.05)/0.05 against white 1.05/(l+0.05), compared as they are (a rounded
  // threshold of 0.179 chose black for the few colours just below the exact one, 0.17913).
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/**
 * What the browser can show of a stored file in the repository's preview: a PDF (in a frame) or an
 * image (the raster types the upload check accepts). Null for the rest, which are downloaded.
 */
export function previewKind(contentType: string | null | undefined): 'pdf' | 'image' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType && /^image\/(png|jpeg|gif|webp)$/.test(contentType)) return 'image';
  return null;
}

/** What a document is, for its icon and its "File" column: an uploaded file's kind, a link or a note. */
export type FileKind = 'pdf' | 'image' | 'video' | 'word' | 'sheet' | 'slides' | 'file' | 'link' | 'note';

export const fileKindLabels: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'Image',
  video: 'Video',
  word: 'Word',
  sheet: 'Excel',
  slides: 'PowerPoint',
  file: 'File',
  link: 'Google Doc',
  note: 'Note',
};

export function fileKind(doc: { fileType: string | null; googleDocUrl: string | null }): FileKind {
  const type = doc.fileType;
  if (!type) return doc.googleDocUrl ? 'link' : 'note';
  const preview = previewKind(type);
  if (preview) return preview;
  if (type.startsWith('video/')) return 'video';
  if (/wordprocessingml|msword/.test(type)) return 'word';
  if (/spreadsheetml|ms-excel/.test(type)) return 'sheet';
  if (/presentationml|ms-powerpoint/.test(type)) return 'slides';
  return 'file';
}
