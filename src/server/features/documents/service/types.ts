import { asc, eq, ne, sql } from 'drizzle-orm';
import { documentMessages as m, type DocumentTypeInfo } from '../../../../shared/documents';
import { withTransaction } from '../../../db/client';
import { documentTypes, repositoryDocuments } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import { BadRequest, NotFound } from '../../../platform/errors';
import type { Deps } from '../../../platform/deps';

/** GET /api/document-types: the five types in their order, with colour, description and the default. */
export async function listDocumentTypes(deps: Deps): Promise<DocumentTypeInfo[]> {
  const { db } = deps;
  const rows = await db
    .select({
      id: documentTypes.id,
      name: documentTypes.name,
      colour: documentTypes.colour,
      description: documentTypes.description,
      isDefault: documentTypes.isDefault,
      documentCount: sql<number>`(select count(*)::int from ${repositoryDocuments} counted where counted.type = ${documentTypes}.name)`,
    })
    .from(documentTypes)
    .orderBy(asc(documentTypes.displayOrder), asc(documentTypes.id));
  return rows.map((r) => ({ ...r, documentCount: Number(r.documentCount) }));
}

/**
 * PATCH /api/admin/document-types/:id: colour and description; isDefault true makes it the one
 * default (the others lose it in the same transaction). A default cannot be switched off directly.
 */
export async function updateDocumentType(
  deps: Deps,
  id: number,
  patch: { colour?: string | undefined; description?: string | null | undefined; isDefault?: true | undefined },
  actor: { userId: number; meta: ActivityMeta },
): Promise<DocumentTypeInfo> {
  const { db } = deps;
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(documentTypes).where(eq(documentTypes.id, id));
    if (!before) throw new NotFound(m.documentTypeNotFound);
    if ((patch as { isDefault?: unknown }).isDefault === false) throw new BadRequest(m.oneDefault);
    if (patch.isDefault) await tx.update(documentTypes).set({ isDefault: false }).where(ne(documentTypes.id, id));
    const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    await tx
      .update(documentTypes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(documentTypes.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'document_type.update',
        resourceType: 'document_type',
        resourceId: id,
        oldValues: Object.fromEntries(Object.keys(values).map((k) => [k, (before as Record<string, unknown>)[k]])),
        newValues: values,
      },
      actor.meta,
    );
  });
  return (await listDocumentTypes(deps)).find((t) => t.id === id)!;
}
