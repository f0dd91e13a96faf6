import crypto from 'node:crypto';
import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TYPE_COLOUR,
  documentMessages as m,
  MAX_FOLDER_DEPTH,
  type DocumentType,
  type DocumentRecord,
  type FolderRecord,
} from '../../../../shared/documents';
import { rowsOf, withTransaction, type Db, type Tx } from '../../../db/client';
import {
  documentFolders,
  documents,
  documentTypes,
  repositoryDocuments,
  repositoryDocumentTags,
  tags,
  users,
} from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../platform/errors';
import { downloadName, sniffFile } from '../../../platform/file-sniff';
import type { Deps } from '../../../platform/deps';

/**
 * The document repository (decision 0100). Every read and write goes through the
 * viewer: a gym's folders and documents exist only for that gym's members (another gym gets 404,
 * never 403), the club library (gymId null) is read by every member and written by library admins.
 */
export interface Viewer {
  id: number;
  gymId: number | null;
  /** documents.library (or an admin): may write the club library. */
  canLibrary: boolean;
  /** The caller's gym has not approved them yet: gymId is null until it does. */
  pending: boolean;
  meta: ActivityMeta;
}

type FolderRow = typeof documentFolders.$inferSelect;
type DocumentRow = typeof repositoryDocuments.$inferSelect;

const visibleGym = (column: typeof documentFolders.gymId | typeof repositoryDocuments.gymId, viewer: Viewer) =>
  viewer.gymId === null ? isNull(column) : or(isNull(column), eq(column, viewer.gymId))!;

const canWrite = (gymId: number | null, viewer: Viewer) =>
  gymId === null ? viewer.canLibrary : gymId === viewer.gymId;

function assertWritable(gymId: number | null, viewer: Viewer) {
  if (!canWrite(gymId, viewer)) throw new Forbidden(gymId === null ? m.libraryAdminOnly : m.documentNotFound);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---- folders ----

/** A folder the viewer may see, or 404 (also for another gym's). */
async function visibleFolder(db: Db | Tx, id: number, viewer: Viewer, message: string = m.folderNotFound) {
  const [row] = await db
    .select()
    .from(documentFolders)
    .where(and(eq(documentFolders.id, id), visibleGym(documentFolders.gymId, viewer)));
  if (!row) throw new NotFound(message);
  return row;
}

/** GET /api/repository/folders: the viewer's gym's folders and the library's, as a flat tree (parentId). */
export async function listFolders(deps: Deps, viewer: Viewer): Promise<FolderRecord[]> {
  const { db } = deps;
  const rows = await db
    .select({
      folder: documentFolders,
      // Both sides qualified by hand: inside a select Drizzle writes a column bare ("id"), which
      // the subquery would read as the document's own id.
      documentCount: sql<number>`(select count(*)::int from ${repositoryDocuments} counted where counted.folder_id = ${documentFolders}.id)`,
    })
    .from(documentFolders)
    .where(visibleGym(documentFolders.gymId, viewer))
    .orderBy(sql`${documentFolders.gymId} is not null`, asc(documentFolders.name), asc(documentFolders.id));
  return rows.map((r) => folderView(r.folder, Number(r.documentCount), viewer));
}

function folderView(f: FolderRow, documentCount: number, viewer: Viewer): FolderRecord {
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    parentId: f.parentId,
    gymId: f.gymId,
    userId: f.userId,
    library: f.gymId === null,
    documentCount,
    canEdit: canWrite(f.gymId, viewer),
    createdAt: f.createdAt,
  };
}

async function oneFolder(db: Db, id: number, viewer: Viewer): Promise<FolderRecord> {
  const row = await visibleFolder(db, id, viewer);
  const [c] = await db.select({ n: count() }).from(repositoryDocuments).where(eq(repositoryDocuments.folderId, id));
  return folderView(row, Number(c?.n ?? 0), viewer);
}

/** Where a new folder or document goes: its parent's owner, or the library / the viewer's gym. */
async function ownerFor(
  tx: Db | Tx,
  viewer: Viewer,
  parentId: number | null,
  library: boolean | undefined,
  notFound: string,
) {
  if (parentId !== null) {
    const parent = await visibleFolder(tx, parentId, viewer, notFound);
    if (library !== undefined && library !== (parent.gymId === null)) throw new BadRequest(m.mixedOwners);
    return parent.gymId;
  }
  if (library) return null;
  if (viewer.gymId === null) throw new Forbidden(m.noGym);
  return viewer.gymId;
}

/** POST /api/repository/folders */
export async function createFolder(
  deps: Deps,
  viewer: Viewer,
  input: { name: string; description: string | null; parentId: number | null; library?: boolean | undefined },
): Promise<FolderRecord> {
  const { db } = deps;
  const id = await withTransaction(db, async (tx) => {
    const gymId = await ownerFor(tx, viewer, input.parentId, input.library, m.parentNotFound);
    assertWritable(gymId, viewer);
    if (input.parentId !== null && (await ancestors(tx, input.parentId)).length + 1 > MAX_FOLDER_DEPTH) {
      throw new BadRequest(m.folderTooDeep);
    }
    const [row] = await tx
      .insert(documentFolders)
      .values({ name: input.name, description: input.description, parentId: input.parentId, gymId, userId: viewer.id })
      .returning({ id: documentFolders.id });
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: 'document_folder.create',
        resourceType: 'document_folder',
        resourceId: row!.id,
        newValues: { ...input, gymId },
      },
      viewer.meta,
    );
    return row!.id;
  });
  return oneFolder(db, id, viewer);
}

/**
 * Folder walks are one recursive query each, whatever the depth. Nesting is capped at
 * MAX_FOLDER_DEPTH; the walks stop at WALK_GUARD levels all the same, so a damaged tree (a cycle
 * written behind the app's back) cannot loop.
 */
const WALK_GUARD = 100;

/** The ids from a folder up to its top-level folder, the folder itself first. */
async function ancestors(tx: Db | Tx, id: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with recursive up(id, parent_id, level) as (
        select id, parent_id, 1 from ${documentFolders} where id = ${id}
        union all
        select f.id, f.parent_id, up.level + 1 from ${documentFolders} f
          join up on f.id = up.parent_id
          where up.level < ${WALK_GUARD}
      )
      select id from up order by level`),
  );
  return rows.map((r) => Number(r.id));
}

/** The ids of a folder and every folder inside it, with how many levels the subtree spans (1: no subfolders). */
async function subtree(tx: Db | Tx, id: number): Promise<{ ids: number[]; levels: number }> {
  const rows = rowsOf<{ id: number; level: number }>(
    await tx.execute(sql`
      with recursive down(id, level) as (
        select id, 1 from ${documentFolders} where id = ${id}
        union all
        select f.id, down.level + 1 from ${documentFolders} f
          join down on f.parent_id = down.id
          where down.level < ${WALK_GUARD}
      )
      select id, level from down`),
  );
  return { ids: rows.map((r) => Number(r.id)), levels: Math.max(0, ...rows.map((r) => Number(r.level))) };
}

/** PATCH /api/repository/folders/:id: rename, describe, move (within the same owner). */
export async function updateFolder(
  deps: Deps,
  viewer: Viewer,
  id: number,
  patch: { name?: string | undefined; description?: string | null | undefined; parentId?: number | null | undefined },
): Promise<FolderRecord> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const folder = await visibleFolder(tx, id, viewer);
    assertWritable(folder.gymId, viewer);
    if (patch.parentId !== undefined && patch.parentId !== null) {
      const parent = await visibleFolder(tx, patch.parentId, viewer, m.parentNotFound);
      if (parent.gymId !== folder.gymId) throw new BadRequest(m.mixedOwners);
      const above = await ancestors(tx, parent.id);
      if (above.includes(folder.id)) throw new BadRequest(m.folderIntoItself);
      if (above.length + (await subtree(tx, folder.id)).levels > MAX_FOLDER_DEPTH) {
        throw new BadRequest(m.folderTooDeep);
      }
    }
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await tx
      .update(documentFolders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(documentFolders.id, id));
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: 'document_folder.update',
        resourceType: 'document_folder',
        resourceId: id,
        oldValues: Object.fromEntries(Object.keys(values).map((k) => [k, (folder as Record<string, unknown>)[k]])),
        newValues: values,
      },
      viewer.meta,
    );
  });
  return oneFolder(db, id, viewer);
}

/** DELETE /api/repository/folders/:id: a folder with anything in it needs recursive=true. */
export async function deleteFolder(deps: Deps, viewer: Viewer, id: number, recursive: boolean) {
  const { db, files } = deps;
  const keys = await withTransaction(db, async (tx) => {
    const folder = await visibleFolder(tx, id, viewer);
    assertWritable(folder.gymId, viewer);
    const { ids } = await subtree(tx, id);
    const docs = await tx
      .select({ id: repositoryDocuments.id, fileId: repositoryDocuments.fileId })
      .from(repositoryDocuments)
      .where(inArray(repositoryDocuments.folderId, ids));
    if (!recursive && (ids.length > 1 || docs.length > 0)) throw new Conflict(m.folderNotEmpty);
    const stored = await removeFiles(
      tx,
      docs.map((d) => d.fileId),
    );
    await tx.delete(documentFolders).where(eq(documentFolders.id, id));
    await recordActivity(
      tx,
      {
        userId: viewer.id,
        action: 'document_folder.delete',
        resourceType: 'document_folder',
        resourceId: id,
        oldValues: { name: folder.name, gymId: folder.gymId, folders: ids.length, documents: docs.length },
      },
      viewer.meta,
    );
    return stored;
  });
  await Promise.all(keys.map((k) => files.remove(k).catch(() => {})));
}

/** Deletes the file rows; returns their storage keys to remove from disk after the commit. */
async function removeFiles(tx: Tx, fileIds: (number | null)[]): Promise<string[]> {
  const ids = fileIds.filter((f): f is number => f !== null);
  if (!ids.length) return [];
  const rows = await tx.delete(documents).where(inArray(documents.id, ids)).returning({ key: documents.storageKey });
  return rows.map((r) => r.key);
}

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

async function shapeDocuments(db: Db, rows: DocumentRow[], viewer: Viewer): Promise<DocumentRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [colours, tagRows, fileRows, authors] = await Promise.all([
    typeColours(db),
    db
      .select({ documentId: repositoryDocumentTags.documentId, name: tags.name })
      .from(repositoryDocumentTags)
      .innerJoin(tags, eq(tags.id, repositoryDocumentTags.tagId))
      .where(inArray(repositoryDocumentTags.documentId, ids))
      .orderBy(asc(tags.name)),
    db
      .select({
        id: documents.id,
        name: documents.originalName,
        contentType: documents.contentType,
        bytes: documents.bytes,
      })
      .from(documents)
      .where(
        inArray(
          documents.id,
          rows.map((r) => r.fileId ?? 0),
        ),
      ),
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.createdBy ?? 0),
        ),
      ),
  ]);
  const files = new Map(fileRows.map((f) => [f.id, f]));
  const people = new Map(authors.map((a) => [a.id, `${a.firstName} ${a.lastName}`.trim()]));
  return rows.map((r) => {
    const file = r.fileId ? files.get(r.fileId) : undefined;
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
      tags: tagRows
        .filter((t) => t.documentId === r.id)
        .map((t) => t.name)
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
      createdBy: r.createdBy ? { id: r.createdBy, name: people.get(r.createdBy) ?? 'A member' } : null,
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
  const { db } = deps;
  return (await shapeDocuments(db, [await visibleDocument(db, id, viewer)], viewer))[0]!;
}

export interface ListQuery {
  folderId?: number | undefined;
  type?: DocumentType | undefined;
  tag?: string | undefined;
  q?: string | undefined;
  scope: 'all' | 'gym' | 'library';
  limit: number;
  offset: number;
}

/** GET /api/repository/documents: newest first; a folder of another gym is a 404. */
export async function listDocuments(
  deps: Deps,
  viewer: Viewer,
  query: ListQuery,
): Promise<{ items: DocumentRecord[]; total: number }> {
  const { db } = deps;
  const where: SQL[] = [visibleGym(repositoryDocuments.gymId, viewer)];
  if (query.folderId !== undefined) {
    await visibleFolder(db, query.folderId, viewer);
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
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(repositoryDocuments)
      .where(condition)
      .orderBy(desc(repositoryDocuments.updatedAt), desc(repositoryDocuments.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(repositoryDocuments).where(condition),
  ]);
  return { items: await shapeDocuments(db, rows, viewer), total: Number(total?.n ?? 0) };
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
  const gymId = await ownerFor(db, viewer, input.folderId, input.library || undefined, m.folderNotFound);
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
      const folder = await visibleFolder(tx, patch.folderId, viewer);
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
