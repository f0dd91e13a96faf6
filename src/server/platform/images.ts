import { eq, type BuildColumns } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import crypto from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { articleMessages, imageUrl, type IMAGE_PREFIXES } from '../../shared/articles-content';
import type { imageColumns } from '../db/schema/columns';
import type { Deps } from './deps';
import { BadRequest, NotFound } from './errors';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Wide enough for a full-width cover on a large screen, small enough to load fast. */
export const MAX_IMAGE_WIDTH = 1600;

/** A table of uploaded images, made of `imageColumns` (db/schema/columns.ts), whichever feature owns it. */
export type ImageTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof imageColumns>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * Where a feature keeps its uploaded images: the prefix of their stored path (spec 001 §9) and its
 * table. The feature passes it in (articles' articleImageStore, learning's moduleImageStore), so the
 * platform knows no feature's tables.
 */
export interface ImageStore {
  prefix: (typeof IMAGE_PREFIXES)[number];
  table: ImageTable;
}

export interface StoredImage {
  /** The stored path, as kept in a coverImage column or an <img src>. */
  path: string;
  /** The public URL it is served at (spec 000 §2 mapping). */
  url: string;
  width: number;
  height: number;
}

/** An uploaded image made safe to keep: EXIF (GPS, camera), ICC and XMP gone, WebP, at most MAX_IMAGE_WIDTH wide. */
export interface ReencodedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Turns the image upright by its EXIF orientation, resizes it (never enlarges), and re-encodes it
 * as WebP without any metadata (sharp writes none unless asked). Every stored image goes through
 * here. Anything sharp cannot read is a 400 with `invalidMessage`.
 */
export async function reencodeImage(input: Buffer, invalidMessage: string): Promise<ReencodedImage> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new BadRequest(invalidMessage);
  }
  return { data: out.data, contentType: 'image/webp', width: out.info.width, height: out.info.height };
}

/** Re-encodes the image (reencodeImage) and stores the result. */
export async function storeImage(
  deps: Deps,
  input: Buffer,
  uploadedBy: number | null,
  store: ImageStore,
): Promise<StoredImage> {
  const out = await reencodeImage(input, articleMessages.imageType);
  const name = `${crypto.randomBytes(9).toString('base64url')}.webp`;
  await deps.db.insert(store.table).values({
    name,
    contentType: out.contentType,
    width: out.width,
    height: out.height,
    bytes: out.data.length,
    data: out.data,
    uploadedBy,
  });
  const path = `/${store.prefix}/${name}`;
  return { path, url: imageUrl(path)!, width: out.width, height: out.height };
}

/** A stored image by its file name (GET /api/public/{store}/:name). */
export async function findImage(
  deps: Deps,
  name: string,
  store: ImageStore,
): Promise<{ contentType: string; data: Buffer }> {
  const { table } = store;
  const [row] = await deps.db
    .select({ contentType: table.contentType, data: table.data })
    .from(table)
    .where(eq(table.name, name));
  if (!row) throw new NotFound(articleMessages.imageNotFound);
  return row;
}

/** Answers a stored image: immutable (its name is random and never reused), never sniffed. */
export function sendImage(reply: FastifyReply, image: { contentType: string; data: Buffer }) {
  return reply
    .type(image.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);
}
