import { eq } from 'drizzle-orm';
import { eventMessages as m } from '../../../../shared/events';
import { withTransaction } from '../../../db/client';
import { events } from '../../../db/schema/index';
import { recordActivity, type ActivityMeta } from '../../../platform/activity-log';
import type { Deps } from '../../../platform/deps';
import { BadRequest, NotFound } from '../../../platform/errors';

export const EVENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_EVENT_IMAGE_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  type: 'Please upload a JPEG, PNG, WebP or GIF image',
  notFound: 'This event has no image',
};

/** The content type the first bytes prove, or null (the declared type is never trusted alone). */
export function sniffImageType(data: Buffer): (typeof EVENT_IMAGE_TYPES)[number] | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** PUT /api/admin/events/:id/image: the raw file; its bytes must match its declared type. */
export async function setEventImage(
  deps: Deps,
  id: number,
  data: Buffer,
  declaredType: string | undefined,
  actor: { id: number },
  meta: ActivityMeta,
): Promise<{ imageUrl: string }> {
  const type = sniffImageType(data);
  if (!type || (declaredType ?? '').split(';')[0]!.trim().toLowerCase() !== type)
    throw new BadRequest(imageMessages.type);
  return withTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({ id: events.id, imageType: events.imageType })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!before) throw new NotFound(m.notFound);
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
    const [before] = await tx
      .select({ id: events.id, imageType: events.imageType })
      .from(events)
      .where(eq(events.id, id))
      .for('update');
    if (!before) throw new NotFound(m.notFound);
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
