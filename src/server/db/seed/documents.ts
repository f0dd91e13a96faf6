import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { diskFileStore, type FileStore } from '../../platform/files';
import type { Tx } from '../client';
import { documentFolders, documents, gyms, repositoryDocuments, users } from '../schema/index';
import { setTags } from '../../features/documents/index';
import { simplePdf } from './simple-pdf';

import {
  DIRECTOR_GYM_DOCS,
  GYM_DOCS,
  GYM_FOLDERS,
  LIBRARY_DOCS,
  LIBRARY_FOLDERS,
  type DemoDoc,
  type DemoFolder,
} from './documents-content';

export interface DocumentSeedOptions {
  files?: FileStore;
}

async function makeFolders(
  tx: Tx,
  list: DemoFolder[],
  gymId: number | null,
  userId: number | null,
  parentId: number | null,
  prefix: string,
  out: Map<string, number>,
) {
  for (const f of list) {
    const [row] = await tx
      .insert(documentFolders)
      .values({ name: f.name, description: f.description ?? null, parentId, gymId, userId })
      .returning({ id: documentFolders.id });
    const key = prefix ? `${prefix}/${f.name}` : f.name;
    out.set(key, row!.id);
    if (f.children) await makeFolders(tx, f.children, gymId, userId, row!.id, key, out);
  }
}

async function makeDocs(
  tx: Tx,
  store: FileStore,
  list: DemoDoc[],
  gymId: number | null,
  userId: number | null,
  folders: Map<string, number>,
) {
  for (const [i, d] of list.entries()) {
    let fileId: number | null = null;
    let contentType: string | null = null;
    if (d.pdf) {
      const data = simplePdf(d.title, d.pdf);
      const key = await store.put(data);
      contentType = 'application/pdf';
      const [file] = await tx
        .insert(documents)
        .values({
          storageKey: key,
          originalName: `${d.title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}.pdf`,
          contentType,
          bytes: data.length,
          sha256: crypto.createHash('sha256').update(data).digest('hex'),
          gymId,
          uploadedBy: userId,
        })
        .returning({ id: documents.id });
      fileId = file!.id;
    }
    // Spread over the last weeks, so "newest first" reads like a real library.
    const when = sql`now() - make_interval(days => ${(list.length - i) * 3})`;
    const [row] = await tx
      .insert(repositoryDocuments)
      .values({
        title: d.title,
        description: d.description,
        type: d.type,
        folderId: d.folder ? (folders.get(d.folder) ?? null) : null,
        googleDocUrl: d.link ?? null,
        fileId,
        fileType: contentType,
        gymId,
        createdBy: userId,
        updatedBy: userId,
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: repositoryDocuments.id });
    if (fileId) {
      await tx
        .update(repositoryDocuments)
        .set({ fileUrl: `/api/repository/documents/${row!.id}/file` })
        .where(eq(repositoryDocuments.id, row!.id));
    }
    await setTags(tx, row!.id, d.tags);
  }
}

/**
 * Demo documents: the club library (folders and templates, most of them real one-page PDFs) and
 * the demo owner's and director's gyms' own folders, so isolation shows at a glance.
 */
export async function seedDemoDocuments(tx: Tx, options: DocumentSeedOptions = {}): Promise<void> {
  const store = options.files ?? diskFileStore(path.join(os.tmpdir(), 'gym-club-seed-documents'));
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  const library = new Map<string, number>();
  await makeFolders(tx, LIBRARY_FOLDERS, null, admin?.id ?? null, null, '', library);
  await makeDocs(tx, store, LIBRARY_DOCS, null, admin?.id ?? null, library);

  const owners = await tx
    .select({ id: users.id, gymId: users.gymId, username: users.username })
    .from(users)
    .where(inArray(users.username, ['demo_owner', 'demo_director']));
  const owner = owners.find((u) => u.username === 'demo_owner');
  const director = owners.find((u) => u.username === 'demo_director');
  const gymOf = async (clubNumber: string, user?: { gymId: number | null }) => {
    if (user?.gymId) return user.gymId;
    const [gym] = await tx.select({ id: gyms.id }).from(gyms).where(eq(gyms.clubNumber, clubNumber));
    return gym?.id ?? null;
  };
  const ownerGym = await gymOf('IL-1001', owner);
  if (ownerGym) {
    const folders = new Map<string, number>();
    await makeFolders(tx, GYM_FOLDERS, ownerGym, owner?.id ?? null, null, '', folders);
    await makeDocs(tx, store, GYM_DOCS, ownerGym, owner?.id ?? null, folders);
  }
  const directorGym = await gymOf('TX-2001', director);
  if (directorGym) await makeDocs(tx, store, DIRECTOR_GYM_DOCS, directorGym, director?.id ?? null, new Map());
}
