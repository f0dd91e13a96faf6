import { z } from 'zod';
import { timestamp } from '../answers';
import { TOOL_GROUPS, type ToolGroup } from './catalog';

/**
 * The pictures of the business tools (decision 0126): the cards of the /tools hub (GET
 * /api/tools), the card images an admin uploads and crops (/api/admin/tool-images) and the site
 * logo (/api/admin/site-logo). Sizes, messages and answers, used by the server and the screens.
 */

/** A card picture is stored at exactly this size (16:9), whatever was uploaded. */
export const CARD_IMAGE = { width: 800, height: 450 } as const;
export const CARD_ASPECT = CARD_IMAGE.width / CARD_IMAGE.height;
/** The smallest area of the original a card picture may be cut from (at most a 2.5× enlargement). */
export const CARD_MIN_CROP = { width: 320, height: 180 } as const;

/** The logo is stored square, at most this many pixels a side (a 40 px mark on a 3× screen is 120). */
export const LOGO_MAX_SIDE = 512;
export const LOGO_MIN_SIDE = 64;

/** What an upload may be: read from its first bytes on the server, from the file's type in the browser. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Where the stored pictures are served (immutable: each upload gets a new random name). */
export const TOOL_IMAGE_BASE = '/api/public/tool-images';
export const SITE_LOGO_BASE = '/api/public/site-logo';
export const toolImageUrl = (name: string) => `${TOOL_IMAGE_BASE}/${name}`;
export const siteLogoUrl = (name: string) => `${SITE_LOGO_BASE}/${name}`;

export const toolImageMessages = {
  toolNotFound: 'No tool has that name',
  imageNotFound: 'Image not found',
  notAnImage: 'The file must be a JPEG, PNG, WebP or GIF image',
  unreadable: 'The image could not be read; it may be damaged. Try saving it again as JPEG or PNG',
  tooLarge: 'The image must be 10 MB or smaller',
  cardTooSmall: `The picture is too small: a card needs at least ${CARD_MIN_CROP.width} × ${CARD_MIN_CROP.height} pixels`,
  logoTooSmall: `The logo is too small: it needs at least ${LOGO_MIN_SIDE} × ${LOGO_MIN_SIDE} pixels`,
  cropNumbers: 'The crop must be whole numbers of pixels',
  cropIncomplete: 'Give all four crop values (x, y, width and height) or none',
  cropOutside: 'The crop area must lie inside the picture',
  searchTooLong: 'Search must be at most 100 characters',
  changedMeanwhile: 'The picture was changed at the same moment; please try again',
} as const;
const m = toolImageMessages;

const pixel = z.coerce
  .number({ error: m.cropNumbers })
  .int({ error: m.cropNumbers })
  .min(0, { error: m.cropNumbers })
  .max(100_000, { error: m.cropOutside });

/**
 * The crop rectangle of an upload, in pixels of the original as it is displayed (turned upright by
 * its EXIF orientation, as browsers show it). All four values or none: none centres the crop.
 */
export const cropQuerySchema = z
  .object({ x: pixel.optional(), y: pixel.optional(), width: pixel.optional(), height: pixel.optional() })
  .refine(
    (q) => {
      const given = [q.x, q.y, q.width, q.height].filter((v) => v !== undefined).length;
      return given === 0 || given === 4;
    },
    { error: m.cropIncomplete },
  );
export type CropQuery = z.output<typeof cropQuerySchema>;
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const toolGroupSchema = z.enum(TOOL_GROUPS.map((g) => g.key) as [ToolGroup, ...ToolGroup[]]);

/** GET /api/tools: a card of the hub. */
export const toolCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  description: z.string(),
  group: toolGroupSchema,
  /** The uploaded card picture, or the group's default illustration. */
  imageUrl: z.string(),
  /** Whether the caller's permissions open the tool (the tools policy; financial tools need tools.financial). */
  canUse: z.boolean(),
});
export type ToolCard = z.output<typeof toolCardSchema>;

export const toolSlugParams = z.object({ slug: z.string().max(60) });
export const imageNameParams = z.object({ name: z.string().max(120) });
export const toolImageSearchSchema = z.object({
  q: z.string().trim().max(100, { error: m.searchTooLong }).optional(),
});

/** An uploaded picture as the admin screens show it (never its bytes). */
export const storedPictureSchema = z.object({
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  uploadedBy: z.number().nullable(),
  updatedAt: timestamp,
});
/** On the server (a Date); the `…Json` types are the same on the wire, as the screens read them. */
export type StoredPicture = z.output<typeof storedPictureSchema>;

/** GET /api/admin/tool-images: every tool of the catalog, built or not yet, with its picture. */
export const adminToolImageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  group: toolGroupSchema,
  description: z.string(),
  /** Shown on the /tools hub today (its screen is built). */
  onHub: z.boolean(),
  imageUrl: z.string(),
  defaultImageUrl: z.string(),
  /** The uploaded picture; null while the card shows its group's illustration. */
  image: storedPictureSchema.nullable(),
});
export type AdminToolImage = z.output<typeof adminToolImageSchema>;
export type AdminToolImageJson = z.input<typeof adminToolImageSchema>;

/** GET /api/admin/site-logo: the uploaded logo, or null while the drawn mark shows. */
export const siteLogoSchema = z.object({ logo: storedPictureSchema.nullable() });
export type SiteLogo = z.output<typeof siteLogoSchema>;
export type SiteLogoJson = z.input<typeof siteLogoSchema>;
