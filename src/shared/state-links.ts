import { z } from 'zod';
import { timestamp } from './answers';
import { pageQueryOf, pageSchema } from './paging';
import { REGION_NAMES } from './regions';
import { httpUrl, requiredText } from './text-fields';

/**
 * Links per US state and Canadian province (spec 001 §3 state_links): the associations,
 * licensing offices, insurers and resources a gym owner of that region needs, shown on the
 * network page for the chosen state.
 */
export const STATE_LINK_CATEGORIES = ['association', 'licensing', 'insurance', 'resources'] as const;
export type StateLinkCategory = (typeof STATE_LINK_CATEGORIES)[number];

export const stateLinkCategoryLabels: Record<StateLinkCategory, string> = {
  association: 'Associations',
  licensing: 'Licensing',
  insurance: 'Insurance',
  resources: 'Resources',
};

export const stateLinkMessages = {
  stateInvalid: 'State must be a US state or Canadian province code',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must not exceed 255 characters',
  urlInvalid: 'Must be a valid URL',
  categoryInvalid: 'Category must be association, licensing, insurance or resources',
  notFound: 'State link not found',
} as const;
const m = stateLinkMessages;

/** A region code, any case on the way in, upper case once read. */
const stateCode = z
  .string({ error: m.stateInvalid })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v in REGION_NAMES, m.stateInvalid);

/** POST /api/admin/state-links and PUT /api/admin/state-links/:id (the whole link). */
export const stateLinkSchema = z.object({
  state: stateCode,
  title: requiredText(m.titleRequired, 255, m.titleTooLong),
  url: httpUrl(m.urlInvalid),
  category: z.enum(STATE_LINK_CATEGORIES, m.categoryInvalid),
});
export type StateLinkInput = z.input<typeof stateLinkSchema>;
export type StateLinkValues = z.output<typeof stateLinkSchema>;

/** GET /api/state-links?state=XX */
export const publicStateLinkQuerySchema = z.object({ state: stateCode });

/** GET /api/admin/state-links: by state, a search of title and address, paged. */
export const adminStateLinkQuerySchema = z.object({
  state: z
    .string({ error: m.stateInvalid })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || v in REGION_NAMES, m.stateInvalid)
    .optional(),
  search: z.string().trim().max(100, 'Search must not exceed 100 characters').optional(),
  ...pageQueryOf(50).shape,
});

/** A link as the public call answers it. */
export const stateLinkItemSchema = z.object({
  id: z.number(),
  state: z.string(),
  title: z.string(),
  url: z.string(),
  category: z.enum(STATE_LINK_CATEGORIES),
});
export type StateLinkItem = z.infer<typeof stateLinkItemSchema>;

/** A link as the admin screen sees it. */
export const adminStateLinkSchema = stateLinkItemSchema.extend({ createdAt: timestamp, updatedAt: timestamp });
export type AdminStateLink = z.input<typeof adminStateLinkSchema>;

export const adminStateLinkPageSchema = pageSchema(adminStateLinkSchema);
export type AdminStateLinkPage = z.input<typeof adminStateLinkPageSchema>;
