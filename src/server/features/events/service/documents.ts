import { and, asc, eq } from 'drizzle-orm';
import { eventMessages as m, type EventDocumentInput } from '../../../../shared/events';
import { withTransaction } from '../../../db/client';
import { eventDocuments, events } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { NotFound } from '../../../platform/errors';
import type { EventDocumentType } from '../../../../shared/events';

/** An event's documents (videos and presentations), oldest first. */
export async function listDocuments(deps: Deps, eventId: number) {
  const rows = await deps.db
    .select({ id: eventDocuments.id, type: eventDocuments.type, title: eventDocuments.title, url: eventDocuments.url })
    .from(eventDocuments)
    .where(eq(eventDocuments.eventId, eventId))
    .orderBy(asc(eventDocuments.id));
  return rows.map((r) => ({ ...r, type: r.type as EventDocumentType }));
}

/** POST /api/admin/events/:id/documents. */
export async function addDocument(
  deps: Deps,
  eventId: number,
  input: EventDocumentInput,
  actor: { id: number },
  meta: ActivityMeta,
) {
  return withTransaction(deps.db, async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId));
    if (!event) throw new NotFound(m.notFound);
    const [doc] = await tx
      .insert(eventDocuments)
      .values({ eventId, ...input })
      .returning();
    const values = { eventId, type: input.type, title: input.title, url: input.url };
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.document.add',
        resourceType: 'event_document',
        resourceId: doc!.id,
        newValues: values,
      },
      meta,
    );
    return { id: doc!.id, type: input.type, title: doc!.title, url: doc!.url };
  });
}

/** DELETE /api/admin/events/:id/documents/:documentId: only a document of that event. */
export async function deleteDocument(
  deps: Deps,
  eventId: number,
  documentId: number,
  actor: { id: number },
  meta: ActivityMeta,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [doc] = await tx
      .delete(eventDocuments)
      .where(and(eq(eventDocuments.id, documentId), eq(eventDocuments.eventId, eventId)))
      .returning();
    if (!doc) throw new NotFound(m.documentNotFound);
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.document.delete',
        resourceType: 'event_document',
        resourceId: documentId,
        oldValues: { eventId, type: doc.type, title: doc.title, url: doc.url },
      },
      meta,
    );
  });
}
