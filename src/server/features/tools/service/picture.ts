import crypto from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import {
  CARD_IMAGE,
  CARD_MIN_CROP,
  LOGO_MAX_SIDE,
  LOGO_MIN_SIDE,
  toolImageMessages as m,
  type CropQuery,
  type CropRect,
} from '../../../../shared/tools/images';
import { sniffImage } from '../../../platform/file-sniff';
import { BadRequest } from '../../../platform/errors';

/**
 * The pictures of the tools area, made from an upload (decision 0126): a card picture cut to 16:9
 * and stored at 800 × 450, a logo cut square (or fitted whole on a transparent square) and stored
 * at most 512 px a side. Both are re-encoded as WebP, which drops every byte of the original's
 * metadata (EXIF, GPS, comments) and anything hidden after the image data.
 */

export interface Picture {
  name: string;
  contentType: 'image/webp';
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
}

/** Large enough for a 50-megapixel camera, small enough that a decompression bomb is refused. */
const PIXEL_LIMIT = 50_000_000;
/** Browsers round a crop computed from a scaled display; a pixel or two past the edge is forgiven. */
const EDGE_SLACK = 2;

const open = (input: Buffer) => sharp(input, { autoOrient: true, limitInputPixels: PIXEL_LIMIT });

/** The upload's size as a browser shows it (turned upright by its EXIF orientation). */
async function uprightSize(input: Buffer): Promise<{ width: number; height: number }> {
  if (!sniffImage(input)) throw new BadRequest(m.notAnImage);
  try {
    const meta = await open(input).metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!size.width || !size.height) throw new Error('no size');
    return size;
  } catch {
    throw new BadRequest(m.unreadable);
  }
}

/** The crop asked for, inside the picture (a pixel or two of rounding is trimmed), or refused. */
export function cropWithin(crop: CropRect, size: { width: number; height: number }): CropRect {
  const right = crop.x + crop.width;
  const bottom = crop.y + crop.height;
  if (crop.width < 1 || crop.height < 1 || right > size.width + EDGE_SLACK || bottom > size.height + EDGE_SLACK) {
    throw new BadRequest(m.cropOutside);
  }
  const x = Math.min(crop.x, size.width - 1);
  const y = Math.min(crop.y, size.height - 1);
  return { x, y, width: Math.min(right, size.width) - x, height: Math.min(bottom, size.height) - y };
}

/** The largest rectangle of the given shape centred in the picture. */
export function centredCrop(size: { width: number; height: number }, aspect: number): CropRect {
  const width = Math.min(size.width, Math.round(size.height * aspect));
  const height = Math.min(size.height, Math.round(width / aspect));
  return {
    x: Math.floor((size.width - width) / 2),
    y: Math.floor((size.height - height) / 2),
    width,
    height,
  };
}

const asRect = (q: CropQuery): CropRect | null =>
  q.x === undefined || q.y === undefined || q.width === undefined || q.height === undefined
    ? null
    : { x: q.x, y: q.y, width: q.width, height: q.height };

async function encode(pipeline: Sharp): Promise<Picture> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await pipeline.webp({ quality: 84, alphaQuality: 100 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw new BadRequest(m.unreadable);
  }
  return {
    name: `${crypto.randomBytes(12).toString('base64url')}.webp`,
    contentType: 'image/webp',
    width: out.info.width,
    height: out.info.height,
    bytes: out.data.length,
    data: out.data,
  };
}

/**
 * A card picture: the crop (or the largest centred 16:9 area) resized to exactly 800 × 450. A
 * crop a little off 16:9 is trimmed to it from its centre rather than stretched.
 */
export async function cardPicture(input: Buffer, query: CropQuery): Promise<Picture> {
  const size = await uprightSize(input);
  const asked = asRect(query);
  const crop = asked ? cropWithin(asked, size) : centredCrop(size, CARD_IMAGE.width / CARD_IMAGE.height);
  if (crop.width < CARD_MIN_CROP.width || crop.height < CARD_MIN_CROP.height) {
    throw new BadRequest(m.cardTooSmall);
  }
  return encode(
    open(input)
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(CARD_IMAGE.width, CARD_IMAGE.height, { fit: 'cover', position: 'centre' }),
  );
}

const clear = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The logo, square: the crop asked for (trimmed to a square from its centre), or without a crop the
 * whole picture fitted on a transparent square. At most 512 px a side, never enlarged; a
 * transparent background stays transparent.
 */
export async function logoPicture(input: Buffer, query: CropQuery): Promise<Picture> {
  const size = await uprightSize(input);
  const asked = asRect(query);
  if (asked) {
    const crop = cropWithin(asked, size);
    const side = Math.min(crop.width, crop.height);
    if (side < LOGO_MIN_SIDE) throw new BadRequest(m.logoTooSmall);
    const out = Math.min(side, LOGO_MAX_SIDE);
    return encode(
      open(input)
        .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
        .resize(out, out, { fit: 'cover', position: 'centre' }),
    );
  }
  const longest = Math.max(size.width, size.height);
  if (longest < LOGO_MIN_SIDE) throw new BadRequest(m.logoTooSmall);
  const out = Math.min(longest, LOGO_MAX_SIDE);
  return encode(open(input).resize(out, out, { fit: 'contain', background: clear }));
}
