import type { Actor } from '../../../platform/caller';
import { eq } from 'drizzle-orm';
import { routeByPath } from '../../../../shared/site-routes';
import {
  builtTools,
  defaultToolImage,
  TOOL_GROUPS,
  toolEntries,
  type ToolEntry,
} from '../../../../shared/tools/catalog';
import {
  toolImageMessages as m,
  toolImageUrl,
  type AdminToolImage,
  type CropQuery,
  type StoredPicture,
  type ToolCard,
} from '../../../../shared/tools/images';
import { withTransaction } from '../../../db/client';
import { toolCardImages } from '../../../db/schema/index';
import { recordActivity } from '../../../platform/activity-log';
import { Conflict, NotFound } from '../../../platform/errors';
import { cachedRead } from '../../../platform/read-cache';
import { cardPicture } from './picture';
import type { Deps } from '../../../platform/deps';

/**
 * The card pictures of the tools (tool_card_images, decision 0126): one per tool slug at most;
 * without one a card shows its group's illustration (public/tool-images/<group>.svg).
 */

export type { Actor };

const pictureColumns = {
  toolSlug: toolCardImages.toolSlug,
  name: toolCardImages.name,
  contentType: toolCardImages.contentType,
  width: toolCardImages.width,
  height: toolCardImages.height,
  bytes: toolCardImages.bytes,
  uploadedBy: toolCardImages.uploadedBy,
  updatedAt: toolCardImages.updatedAt,
};
type PictureRow = Pick<typeof toolCardImages.$inferSelect, keyof typeof pictureColumns>;

const asPicture = (row: PictureRow): StoredPicture => ({
  name: row.name,
  url: toolImageUrl(row.name),
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  uploadedBy: row.uploadedBy,
  updatedAt: row.updatedAt,
});

/** What the audit keeps of a picture: never its bytes. */
const audited = (row: Pick<PictureRow, 'name' | 'contentType' | 'width' | 'height' | 'bytes'>) => ({
  name: row.name,
  contentType: row.contentType,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

/** Every uploaded picture's details by slug; read often (each hub visit), kept a few seconds. */
function uploadedPictures(deps: Deps): Promise<Map<string, PictureRow>> {
  return cachedRead(deps, 'tool-card-images', 10_000, async () => {
    const rows = await deps.db.select(pictureColumns).from(toolCardImages);
    return new Map(rows.map((row) => [row.toolSlug, row]));
  });
}

/** GET /api/tools: the built tools, in catalog order, each with its picture. */
export async function listToolCards(deps: Deps, canUse: (slug: string) => boolean): Promise<ToolCard[]> {
  const pictures = await uploadedPictures(deps);
  return builtTools().map((tool) => {
    const picture = pictures.get(tool.slug);
    return {
      slug: tool.slug,
      title: tool.title,
      path: tool.path,
      description: tool.description,
      group: tool.group,
      imageUrl: picture ? toolImageUrl(picture.name) : defaultToolImage(tool.group),
      canUse: canUse(tool.slug),
    };
  });
}

const titleOf = (entry: ToolEntry) => routeByPath(entry.path)?.title ?? entry.slug;
const groupTitle = (entry: ToolEntry) => TOOL_GROUPS.find((g) => g.key === entry.group)?.title ?? entry.group;

function findEntry(slug: string): ToolEntry {
  const entry = toolEntries.find((t) => t.slug === slug);
  if (!entry) throw new NotFound(m.toolNotFound);
  return entry;
}

function adminItem(entry: ToolEntry, row: PictureRow | undefined, onHub: boolean): AdminToolImage {
  const defaultImageUrl = defaultToolImage(entry.group);
  return {
    slug: entry.slug,
    title: titleOf(entry),
    path: entry.path,
    group: entry.group,
    description: entry.description,
    onHub,
    imageUrl: row ? toolImageUrl(row.name) : defaultImageUrl,
    defaultImageUrl,
    image: row ? asPicture(row) : null,
  };
}

/** GET /api/admin/tool-images: every tool of the catalog (built or not yet), matching `q` if given. */
export async function listAdminToolImages(deps: Deps, q: string | undefined): Promise<AdminToolImage[]> {
  const { db } = deps;
  const rows = await db.select(pictureColumns).from(toolCardImages);
  const bySlug = new Map(rows.map((row) => [row.toolSlug, row]));
  const onHub = new Set(builtTools().map((t) => t.slug));
  const needle = q?.trim().toLowerCase();
  return toolEntries
    .filter(
      (entry) =>
        !needle ||
        [titleOf(entry), entry.slug, entry.description, groupTitle(entry), entry.path].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    )
    .map((entry) => adminItem(entry, bySlug.get(entry.slug), onHub.has(entry.slug)));
}

/**
 * PUT /api/admin/tool-images/:slug: the upload cut and stored as the tool's picture; a previous
 * picture is replaced (its row keeps the slug and takes the new bytes and a new name, so the old
 * address stops answering).
 */
export async function saveToolImage(
  deps: Deps,
  actor: Actor,
  slug: string,
  upload: Buffer,
  crop: CropQuery,
): Promise<AdminToolImage> {
  const { db } = deps;
  const entry = findEntry(slug);
  const picture = await cardPicture(upload, crop);
  const values = { ...picture, uploadedBy: actor.userId, updatedAt: new Date() };
  const row = await withTransaction(db, async (tx) => {
    // The first picture of a tool is an insert; two at once meet at the slug's unique index, and
    // the second waits for the first, finds its row and replaces it under a row lock.
    const [inserted] = await tx
      .insert(toolCardImages)
      .values({ toolSlug: slug, ...values })
      .onConflictDoNothing({ target: toolCardImages.toolSlug })
      .returning(pictureColumns);
    const [before] = inserted
      ? []
      : await tx.select(pictureColumns).from(toolCardImages).where(eq(toolCardImages.toolSlug, slug)).for('update');
    if (!inserted && !before) throw new Conflict(m.changedMeanwhile);
    const [saved] = inserted
      ? [inserted]
      : await tx.update(toolCardImages).set(values).where(eq(toolCardImages.toolSlug, slug)).returning(pictureColumns);
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: before ? 'tool_card_image.replace' : 'tool_card_image.upload',
        resourceType: 'tool_card_image',
        resourceId: slug,
        oldValues: before ? audited(before) : null,
        newValues: audited(saved!),
      },
      actor.meta,
    );
    return saved!;
  });
  return adminItem(
    entry,
    row,
    builtTools().some((t) => t.slug === slug),
  );
}

/** DELETE /api/admin/tool-images/:slug: back to the group's illustration (nothing to do without a picture). */
export async function deleteToolImage(deps: Deps, actor: Actor, slug: string): Promise<void> {
  const { db } = deps;
  findEntry(slug);
  await withTransaction(db, async (tx) => {
    const [before] = await tx.delete(toolCardImages).where(eq(toolCardImages.toolSlug, slug)).returning(pictureColumns);
    if (!before) return;
    await recordActivity(
      tx,
      {
        userId: actor.userId,
        action: 'tool_card_image.delete',
        resourceType: 'tool_card_image',
        resourceId: slug,
        oldValues: audited(before),
      },
      actor.meta,
    );
  });
}

/** GET /api/public/tool-images/:name */
export async function findToolImage(deps: Deps, name: string): Promise<{ contentType: string; data: Buffer }> {
  const { db } = deps;
  const [row] = await db
    .select({ contentType: toolCardImages.contentType, data: toolCardImages.data })
    .from(toolCardImages)
    .where(eq(toolCardImages.name, name));
  if (!row) throw new NotFound(m.imageNotFound);
  return row;
}
