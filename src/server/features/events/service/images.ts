import { eq } from 'drizzle-orm';
import { eventMessages as m } from '../../../../shared/events';
import { withTransaction, type Tx } from '../../../db/client';
import { events } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';
import { sniffImage } from '../../../platform/file-sniff';
import { reencodeImage } from '../../../platform/images';

export const MAX_EVENT_IMAGE_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  type: 'Please upload a JPEG, PNG, WebP or GIF image',
  notFound: 'This event has no image',
};

/** The event's row locked for the image write, with the image type it has now; 404 when there is no event. */
async function lockEventImage(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: events.id, imageType: events.imageType })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  if (!row) throw new NotFound(m.notFound);
  return row;
}

/**
 * PUT /api/admin/events/:id/image: the raw file; its first bytes must prove its declared type
 * (platform/file-sniff.ts). It is kept re-encoded like every other image (platform/images.ts):
 * WebP, at most 1600 px wide, without EXIF (a phone photo's GPS position), ICC or XMP.
 */
export async function setEventImage(
  deps: Deps,
  id: number,
  upload: Buffer,
  declaredType: string | undefined,
  actor: { id: number },
  meta: ActivityMeta,
): Promise<{ imageUrl: string }> {
  if (!sniffImage(upload, declaredType ?? '')) throw new BadRequest(imageMessages.type);
  const { data, contentType: type } = await reencodeImage(upload, imageMessages.type);
  return withTransaction(deps.db, async (tx) => {
    const before = await lockEventImage(tx, id);
    const [after] = await tx
      .update(events)
      .set({ imageData: data.toString('base64'), imageType: type, imageName: `event-${id}`, updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning({ updatedAt: events.updatedAt });
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.image.set',
        resourceType: 'event',
        resourceId: id,
        oldValues: { imageType: before.imageType },
        newValues: { imageType: type, bytes: data.length },
      },
      meta,
    );
    return { imageUrl: `/api/events/${id}/image?v=${after!.updatedAt.getTime()}` };
  });
}

/** DELETE /api/admin/events/:id/image. */
export async function removeEventImage(deps: Deps, id: number, actor: { id: number }, meta: ActivityMeta) {
  await withTransaction(deps.db, async (tx) => {
    const before = await lockEventImage(tx, id);
    if (!before.imageType) throw new NotFound(imageMessages.notFound);
    await tx
      .update(events)
      .set({ imageData: null, imageType: null, imageName: null, updatedAt: new Date() })
      .where(eq(events.id, id));
    await recordActivity(
      tx,
      {
        userId: actor.id,
        action: 'event.image.remove',
        resourceType: 'event',
        resourceId: id,
        oldValues: { imageType: before.imageType },
        newValues: { imageType: null },
      },
      meta,
    );
  });
}

/** GET /api/events/:id/image: the stored bytes and their type. */
export async function findEventImage(deps: Deps, id: number): Promise<{ contentType: string; data: Buffer }> {
  const [row] = await deps.db
    .select({ data: events.imageData, type: events.imageType })
    .from(events)
    .where(eq(events.id, id));
  if (!row) throw new NotFound(m.notFound);
  if (!row.data || !row.type) throw new NotFound(imageMessages.notFound);
  return { contentType: row.type, data: Buffer.from(row.data, 'base64') };
}
