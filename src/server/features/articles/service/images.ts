import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { articleMessages, imageUrl } from '../../../../shared/articles';
import type { Deps } from '../../../platform/deps';
import { articleImages } from '../../../db/schema/index';
import { BadRequest, NotFound } from '../../../platform/errors';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Wide enough for a full-width cover on a large screen, small enough to load fast. */
export const MAX_IMAGE_WIDTH = 1600;

export interface StoredImage {
  /** The stored path, as kept in articles.coverImage or an <img src>. */
  path: string;
  /** The public URL it is served at (spec 000 §2 mapping). */
  url: string;
  width: number;
  height: number;
}

/** Resizes (never enlarges), strips metadata, re-encodes as WebP and stores the result. */
export async function storeImage(deps: Deps, input: Buffer, uploadedBy: number | null): Promise<StoredImage> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BadRequest(articleMessages.imageType);
  }
  const name = `${crypto.randomBytes(9).toString('base64url')}.webp`;
  await deps.db.insert(articleImages).values({
    name,
    contentType: 'image/webp',
    width: out.info.width,
    height: out.info.height,
    bytes: out.data.length,
    data: out.data,
    uploadedBy,
  });
  const path = `/article-images/${name}`;
  return { path, url: imageUrl(path)!, width: out.info.width, height: out.info.height };
}

/** A stored image by its file name (GET /api/public/article-images/:name). */
export async function findImage(deps: Deps, name: string): Promise<{ contentType: string; data: Buffer }> {
  const [row] = await deps.db
    .select({ contentType: articleImages.contentType, data: articleImages.data })
    .from(articleImages)
    .where(eq(articleImages.name, name));
  if (!row) throw new NotFound(articleMessages.imageNotFound);
  return row;
}
