import crypto from 'node:crypto';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TYPE_COLOUR,
  defaultOrder,
  documentMessages as m,
  type DocumentRecord,
  type DocumentSort,
  type DocumentType,
  type SortOrder,
} from '../../../../shared/documents';
import { withTransaction, type Db, type Tx } from '../../../db/client';
import {
  documents,
  documentTypes,
  repositoryDocuments,
  repositoryDocumentTags,
  tags,
  users,
} from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { BadRequest, NotFound } from '../../../platform/errors';
import { downloadName, sniffFile } from '../../../platform/file-sniff';
import type { Deps } from '../../../platform/deps';
import { ownerFor, removeFiles, visibleFolder } from './folders';
import { escapeLike } from '../../../platform/search';
import { anyOf } from '../../../platform/sql';
import { cachedRead } from '../../../platform/read-cache';
import { assertWritable, canWrite, visibleGym, type DocumentRow, type Viewer } from './viewer';
/** The repository's documents: files and links in a folder, with their type, tags and download. */

// ---- documents ----

async function typeColours(db: Db | Tx) {
  const rows = await db.select({ name: documentTypes.name, colour: documentTypes.colour }).from(documentTypes);
  return new Map(rows.map((r) => [r.name, r.colour]));
}

/** The type a document gets when none is given: the admin's default, else SOP. */
async function defaultType(db: Db | Tx): Promise<string> {
  const [row] = await db
    .select({ name: documentTypes.name })
    .from(documentTypes)
    .where(eq(documentTypes.isDefault, true));
  return row?.name ?? 'SOP';
}

/** The colour of each document type; types change rarely, so read through the read cache. */
function cachedTypeColours(deps: Deps) {
  return cachedRead(deps, 'document-type-colours', 60_000, () => typeColours(deps.db));
}

/**
 * The answer for rows of the repository: each row's file, author and tags in one query over the
 * rows' ids (a page of 50 documents was four queries, most of the call's time at scale).
 */
async function shapeDocuments(deps: Deps, rows: DocumentRow[], viewer: Viewer): Promise<DocumentRecord[]> {
  if (!rows.length) return [];
  const { db } = deps;
  const [colours, extras] = await Promise.all([
    cachedTypeColours(deps),
    db
      .select({
        id: repositoryDocuments.id,
        // Each null when its left join finds no row.
        file: { name: documents.originalName, contentType: documents.contentType, bytes: documents.bytes },
        author: { firstName: users.firstName, lastName: users.lastName },
        tags: sql<
          string[] | null
        >`(select array_agg(${tags.name}) from ${repositoryDocumentTags} inner join ${tags} on ${tags.id} = ${repositoryDocumentTags.tagId} where ${repositoryDocumentTags.documentId} = ${repositoryDocuments.id})`,
      })
      .from(repositoryDocuments)
      .leftJoin(documents, eq(documents.id, repositoryDocuments.fileId))
      .leftJoin(users, eq(users.id, repositoryDocuments.createdBy))
      .where(
        anyOf(
          repositoryDocuments.id,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const byId = new Map(extras.map((e) => [e.id, e]));
  return rows.map((r) => {
    const extra = byId.get(r.id);
    const file = extra?.file;
    const author = extra?.author ? `${extra.author.firstName} ${extra.author.lastName}`.trim() : null;
    return {
      id: r.id,
      title: r.title,
      description: r.description,
      type: r.type,
      typeColour: colours.get(r.type) ?? DEFAULT_TYPE_COLOUR,
      folderId: r.folderId,
      gymId: r.gymId,
      library: r.gymId === null,
      googleDocUrl: r.googleDocUrl,
      fileUrl: file ? r.fileUrl : null,
      fileType: file ? r.fileType : null,
      fileName: file ? downloadName(file.name, file.contentType) : null,
      fileSize: file ? Number(file.bytes) : null,
      tags: [...(extra?.tags ?? [])].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      createdBy: r.createdBy ? { id: r.createdBy, name: author ?? 'A member' } : null,
      canEdit: canWrite(r.gymId, viewer),
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    };
  });
}

async function visibleDocument(db: Db | Tx, id: number, viewer: Viewer): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(repositoryDocuments)
    .where(and(eq(repositoryDocuments.id, id), visibleGym(repositoryDocuments.gymId, viewer)));
  if (!row) throw new NotFound(m.documentNotFound);
  return row;
}

export async function getDocument(deps: Deps, viewer: Viewer, id: number): Promise<DocumentRecord> {
  return (await shapeDocuments(deps, [await visibleDocument(deps.db, id, viewer)], viewer))[0]!;
}

export interface ListQuery {
  folderId?: number | undefined;
  type?: DocumentType | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  scope: 'all' | 'gym' | 'library';
  limit: number;
  offset: number;
  sort?: DocumentSort | undefined;
  order?: SortOrder | undefined;
}

/**
 * The ORDER BY of a sort, ending in the id so that pages never overlap. Names compare without case;
 * a type sort lists each type's documents by name, A to Z, whichever way the types run.
 */
function orderOf(sort: DocumentSort, order: SortOrder): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  const name = sql`lower(${repositoryDocuments.title})`;
  const keys =
    sort === 'name'
      ? [dir(name)]
      : sort === 'type'
        ? [dir(repositoryDocuments.type), asc(name)]
        : [dir(repositoryDocuments.updatedAt)];
  return [...keys, dir(repositoryDocuments.id)];
}

/** GET /api/repository/documents: newest first unless sorted; a folder of another gym is a 404. */
export async function listDocuments(
  deps: Deps,
  viewer: Viewer,
  query: ListQuery,
): Promise<{ items: DocumentRecord[]; total: number }> {
  const { db } = deps;
  const where: SQL[] = [visibleGym(repositoryDocuments.gymId, viewer)];
  if (query.folderId !== undefined) {
    await visibleFolder(deps, query.folderId, viewer);
    where.push(eq(repositoryDocuments.folderId, query.folderId));
  }
  if (query.scope === 'library') where.push(isNull(repositoryDocuments.gymId));
  if (query.scope === 'gym') {
    where.push(viewer.gymId === null ? sql`false` : eq(repositoryDocuments.gymId, viewer.gymId));
  }
  if (query.type) where.push(eq(repositoryDocuments.type, query.type));
  const tagged = (condition: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(repositoryDocumentTags)
        .innerJoin(tags, eq(tags.id, repositoryDocumentTags.tagId))
        .where(and(eq(repositoryDocumentTags.documentId, repositoryDocuments.id), condition)),
    );
  if (query.tag) where.push(tagged(sql`lower(${tags.name}) = lower(${query.tag})`));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(repositoryDocuments.title, like),
        ilike(repositoryDocuments.description, like),
        tagged(ilike(tags.name, like)),
      )!,
    );
  }
  const condition = and(...where);
  const sort = query.sort ?? 'updated';
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(repositoryDocuments)
      .where(condition)
      .orderBy(...orderOf(sort, query.order ?? defaultOrder(sort)))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(repositoryDocuments).where(condition),
  ]);
  return { items: await shapeDocuments(deps, rows, viewer), total: Number(total?.n ?? 0) };
}

/** The tags in use in what the viewer can see, most used first (the filter's choices). */
export async function listTags(deps: Deps, viewer: Viewer): Promise<{ name: string; count: number }[]> {
  const { db } = deps;
  const rows = await db
    .select({ name: tags.name, count: sql<number>`count(*)::int` })
    .from(repositoryDocumentTags)
    .innerJoin(tags, eq(tags.id, repositoryDocumentTags.tagId))
    .innerJoin(repositoryDocuments, eq(repositoryDocuments.id, repositoryDocumentTags.documentId))
    .where(visibleGym(repositoryDocuments.gymId, viewer))
    .groupBy(tags.name)
    .orderBy(sql`count(*) desc`, asc(tags.name))
    .limit(100);
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** Replaces a document's tags, making the tag rows it needs (one per name, whatever the case). */
export async function setTags(tx: Tx, documentId: number, names: string[]) {
  await tx.delete(repositoryDocumentTags).where(eq(repositoryDocumentTags.documentId, documentId));
  if (!names.length) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const found = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  await tx
    .insert(repositoryDocumentTags)
    .values(found.map((t) => ({ documentId, tagId: t.id })))
    .onConflictDoNothing();
}

export interface NewDocument {
  title: string;
  description: string | null;
  type?: DocumentType | undefined;
  folderId: number | null;
  googleDocUrl?: string | null | undefined;
  tags: string[];
  library?: boolean | undefined;
}

/** The content type read from an upload's bytes; a kind the repository does not take is a 400. */
function sniffedType(data: Buffer): string {
  const type = sniffFile(data);
  if (!type) throw new BadRequest(m.fileTypeInvalid);
  return type.contentType;
}

export interface UploadedFile {
  data: Buffer;
  originalName: string;
}

/**
 * POST /api/repository/documents and …/upload. An uploaded file's type is read from its bytes
 * (platform/file-sniff.ts): anything but PDF, Office, image or video is a 400.
 */
export async function createDocument(
  deps: Deps,
  viewer: Viewer,
  input: NewDocument,
  upload?: UploadedFile,
): Promise<DocumentRecord> {
  const { db, files: store } = deps;
  const file = upload && { ...upload, contentType: sniffedType(upload.data) };
  // Check where it goes before a byte is written.
  const gymId = await ownerFor(deps, viewer, input.folderId, input.library || undefined, m.folderNotFound);
  assertWritable(gymId, viewer);
  const key = file ? await store.put(file.data) : null;
  try {
    const id = await withTransaction(db, async (tx) => {
      let fileId: number | null = null;
      if (file && key) {
        const [stored] = await tx
          .insert(documents)
          .values({
            storageKey: key,
            originalName: file.originalName,
            contentType: file.contentType,
            bytes: file.data.length,
            sha256: crypto.createHash('sha256').update(file.data).digest('hex'),
            gymId,
            uploadedBy: viewer.id,
          })
          .returning({ id: documents.id });
        fileId = stored!.id;
      }
      const [row] = await tx
        .insert(repositoryDocuments)
        .values({
          title: input.title,
          description: input.description,
          type: input.type ?? (await defaultType(tx)),
          folderId: input.folderId,
          googleDocUrl: input.googleDocUrl ?? null,
          fileId,
          fileType: file?.contentType ?? null,
          gymId,
          createdBy: viewer.id,
          updatedBy: viewer.id,
        })
        .returning({ id: repositoryDocuments.id });
      const docId = row!.id;
      if (fileId) {
        await tx
          .update(repositoryDocuments)
          .set({ fileUrl: `/api/repository/documents/${docId}/file` })
          .where(eq(repositoryDocuments.id, docId));
      }
      await setTags(tx, docId, input.tags);
      await recordActivity(
        tx,
        {
          userId: viewer.id,
          action: 'repository_document.create',
          resourceType: 'repository_document',
          resourceId: docId,
          newValues: {
            ...input,
            gymId,
            ...(file ? { file: { name: file.originalName, type: file.contentType, bytes: file.data.length } } : {}),
          },
        },
        viewer.meta,
      );
      return docId;
    });
    return getDocument(deps, viewer, id);
  } catch (e) {
    if (key) await store.remove(key).catch(() => {});
    throw e;
  }
}

/** PATCH /api/repository/documents/:id */
export async function updateDocument(
  deps: Deps,
  viewer: Viewer,
  id: number,
  patch: {
    title?: string | undefined;
    description?: string | null | undefined;
    type?: DocumentType | undefined;
    folderId?: number | null | undefined;
    googleDocUrl?: string | null | undefined;
    tags?: string[] | undefined;
  },
): Promise<DocumentRecord> {
  const { db } = deps;
  const before = await getDocument(deps, viewer, id);
  await withTransaction(db, async (tx) => {
    const doc = await visibleDocument(tx, id, viewer);
    assertWritable(doc.gymId, viewer);
    if (patch.folderId !== undefined && patch.folderId !== null) {
      const folder = await visibleFolder(deps, patch.folderId, viewer, tx);
      if (folder.gymId !== doc.gymId) throw new BadRequest(m.mixedOwners);
    }
    const { tags: tagList, ...rest } = patch;
    const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    await tx
      .update(repositoryDocuments)
      .set({ ...values, updatedBy: viewer.id, updatedAt: new Date() })
      .where(eq(repositoryDocuments.id, id));
    if (tagList) await setTags(tx, id, tagList);
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: 'repository_document.update',
        resourceType: 'repository_document',
        resourceId: id,
        oldValues: Object.fromEntries(Object.keys(patch).map((k) => [k, (before as Record<string, unknown>)[k]])),
        newValues: patch,
      },
      viewer.meta,
    );
  });
  return getDocument(deps, viewer, id);
}

/** DELETE /api/repository/documents/:id: its stored file goes too. */
export async function deleteDocument(deps: Deps, viewer: Viewer, id: number): Promise<void> {
  const { db, files: store } = deps;
  const keys = await withTransaction(db, async (tx) => {
    const doc = await visibleDocument(tx, id, viewer);
    assertWritable(doc.gymId, viewer);
    await tx.delete(repositoryDocuments).where(eq(repositoryDocuments.id, id));
    const stored = await removeFiles(tx, [doc.fileId]);
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: 'repository_document.delete',
        resourceType: 'repository_document',
        resourceId: id,
        oldValues: { title: doc.title, type: doc.type, gymId: doc.gymId, folderId: doc.folderId },
      },
      viewer.meta,
    );
    return stored;
  });
  await Promise.all(keys.map((k) => store.remove(k).catch(() => {})));
}

/** GET /api/repository/documents/:id/file: the stored file of a document the viewer may see. */
export async function openDocumentFile(deps: Deps, viewer: Viewer, id: number) {
  const { db, files: store } = deps;
  const doc = await visibleDocument(db, id, viewer);
  if (!doc.fileId) throw new NotFound(m.fileNotFound);
  const [file] = await db.select().from(documents).where(eq(documents.id, doc.fileId));
  if (!file) throw new NotFound(m.fileNotFound);
  const stream = await store.open(file.storageKey);
  if (!stream) throw new NotFound(m.fileNotFound);
  return {
    stream,
    name: downloadName(file.originalName, file.contentType),
    contentType: file.contentType,
    bytes: Number(file.bytes),
  };
}
