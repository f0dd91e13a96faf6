import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { documentMessages as m, MAX_FOLDER_DEPTH, type FolderRecord } from '../../../../shared/documents';
import { rowsOf, withTransaction, type Db, type Tx } from '../../../db/client';
import { documentFolders, documents, repositoryDocuments } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../platform/errors';
import type { Deps } from '../../../platform/deps';
import { assertWritable, canWrite, visibleGym, type FolderRow, type Viewer } from './viewer';
/** The repository's folders: a tree per gym and one for the club library, ten levels deep at most. */

// ---- folders ----

/** A folder the viewer may see, or 404 (also for another gym's); inside a write, pass its `tx`. */
export async function visibleFolder(
  deps: Deps,
  id: number,
  viewer: Viewer,
  tx?: Tx,
  message: string = m.folderNotFound,
) {
  const [row] = await (tx ?? deps.db)
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

async function oneFolder(deps: Deps, id: number, viewer: Viewer): Promise<FolderRecord> {
  const row = await visibleFolder(deps, id, viewer);
  const [c] = await deps.db
    .select({ n: count() })
    .from(repositoryDocuments)
    .where(eq(repositoryDocuments.folderId, id));
  return folderView(row, Number(c?.n ?? 0), viewer);
}

/**
 * Where a new folder or document goes: its parent's owner, or the library / the viewer's gym.
 * Inside a write, pass its `tx`.
 */
export async function ownerFor(
  deps: Deps,
  viewer: Viewer,
  parentId: number | null,
  library: boolean | undefined,
  notFound: string,
  tx?: Tx,
) {
  if (parentId !== null) {
    const parent = await visibleFolder(deps, parentId, viewer, tx, notFound);
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
    const gymId = await ownerFor(deps, viewer, input.parentId, input.library, m.parentNotFound, tx);
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
  return oneFolder(deps, id, viewer);
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
    const folder = await visibleFolder(deps, id, viewer, tx);
    assertWritable(folder.gymId, viewer);
    if (patch.parentId !== undefined && patch.parentId !== null) {
      const parent = await visibleFolder(deps, patch.parentId, viewer, tx, m.parentNotFound);
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
  return oneFolder(deps, id, viewer);
}

/** DELETE /api/repository/folders/:id: a folder with anything in it needs recursive=true. */
export async function deleteFolder(deps: Deps, viewer: Viewer, id: number, recursive: boolean) {
  const { db, files } = deps;
  const keys = await withTransaction(db, async (tx) => {
    const folder = await visibleFolder(deps, id, viewer, tx);
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
export async function removeFiles(tx: Tx, fileIds: (number | null)[]): Promise<string[]> {
  const ids = fileIds.filter((f): f is number => f !== null);
  if (!ids.length) return [];
  const rows = await tx.delete(documents).where(inArray(documents.id, ids)).returning({ key: documents.storageKey });
  return rows.map((r) => r.key);
}
