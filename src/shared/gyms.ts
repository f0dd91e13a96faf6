import { z } from 'zod';
import { timestamp } from './answers';
import { NEARBY_DEFAULT_MILES, NEARBY_MAX_MILES } from './geo';
import { pageQueryOf, pageSchema } from './paging';
import { optionalText, requiredText, tooLong } from './text-fields';

export const GYM_STATUSES = ['active', 'inactive'] as const;
export type GymStatus = (typeof GYM_STATUSES)[number];

export const gymMessages = {
  clubNumberRequired: 'Club number is required',
  nameRequired: 'Gym name is required',
  stateRequired: 'State is required',
  stateTooLong: 'State must be at most 3 characters',
  countryRequired: 'Country is required',
  statusRequired: 'Status is required',
  buildingSqFt: 'Building size must be a positive whole number',
  emailInvalid: 'Please enter a valid email',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  foundedYear: 'Founded year must be between 1800 and 2100',
  affiliationIds: 'Affiliations must be a list of affiliation ids',
  smsFrom: 'The sending number must be a phone number of 10 to 15 characters',
  tooLong,
  affiliationNameRequired: 'Affiliation name is required',
} as const;
const m = gymMessages;

/** A number in [min, max], or a numeric string (forms send strings); blank means none. */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([z.number({ error: message }), z.string().trim()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

/**
 * Spec 001 §5 Gym: clubNumber, name, state, country, status required; building size a positive
 * integer; email valid.
 */
export const gymSchema = z.object({
  clubNumber: requiredText(m.clubNumberRequired, 50),
  name: requiredText(m.nameRequired, 255),
  slogan: optionalText(255),
  abbreviation: optionalText(20),
  addressLine1: optionalText(255),
  addressLine2: optionalText(255),
  city: optionalText(100),
  state: requiredText(m.stateRequired, 3, m.stateTooLong),
  province: optionalText(100),
  zip: optionalText(20),
  country: requiredText(m.countryRequired, 100),
  phone: optionalText(30),
  fax: optionalText(30),
  website: optionalText(255),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(255, m.tooLong(255))
    .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  type: optionalText(50),
  status: z.enum(GYM_STATUSES, m.statusRequired),
  buildingSqFt: z.number({ error: m.buildingSqFt }).int(m.buildingSqFt).positive(m.buildingSqFt).nullish(),
  buildingVerified: z.boolean({ error: 'Building verified must be true or false' }).optional(),
  logoUrl: optionalText(2000),
  backgroundColor: optionalText(20),
  latitude: coordinate(-90, 90, m.latitude),
  longitude: coordinate(-180, 180, m.longitude),
  foundedYear: z
    .number({ error: m.foundedYear })
    .int(m.foundedYear)
    .min(1800, m.foundedYear)
    .max(2100, m.foundedYear)
    .nullish(),
  foundedSource: optionalText(100),
  /** The number the gym texts its families from (customer connect); blank: the shared SMS_FROM. */
  smsFrom: z
    .string({ error: m.smsFrom })
    .trim()
    .refine((v) => v === '' || (v.length >= 10 && v.length <= 15 && /^\+?[0-9 -]+$/.test(v)), m.smsFrom)
    .nullish()
    .transform((v) => (v ? v : null)),
  affiliationIds: z
    .array(z.number({ error: m.affiliationIds }).int(m.affiliationIds).positive(m.affiliationIds), {
      error: m.affiliationIds,
    })
    .max(50)
    .optional(),
});
export type GymInput = z.input<typeof gymSchema>;
export type GymValues = z.output<typeof gymSchema>;

/** PATCH: any subset of the fields, same rules. */
export const gymPatchSchema = gymSchema.partial();
export type GymPatch = z.output<typeof gymPatchSchema>;

export const affiliationSchema = z.object({
  name: requiredText(m.affiliationNameRequired, 100),
  description: optionalText(1000),
});
export type AffiliationInput = z.input<typeof affiliationSchema>;

/** GET /api/admin/gyms query. */
export const gymListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...GYM_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/gyms item (spec 000 §3): id, name, address fields, city, state, zip. */
export const gymListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
});
export type GymListItem = z.infer<typeof gymListItemSchema>;

// ---- admin responses ----

/** Where a gym (or a proposed one) is and how to reach it, as the API answers it. */
export const placeAnswerFields = {
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  province: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
};

/** A gym as the admin screens see it (GET/POST/PATCH /api/admin/gyms). */
export const adminGymSchema = z.object({
  id: z.number(),
  clubNumber: z.string(),
  name: z.string(),
  slogan: z.string().nullable(),
  abbreviation: z.string().nullable(),
  ...placeAnswerFields,
  fax: z.string().nullable(),
  type: z.string().nullable(),
  status: z.string(),
  buildingSqFt: z.number().nullable(),
  buildingVerified: z.boolean(),
  logoUrl: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  placeId: z.string().nullable(),
  mapRating: z.number().nullable(),
  mapPhotoUrl: z.string().nullable(),
  mapBusinessUrl: z.string().nullable(),
  mapLogoUrl: z.string().nullable(),
  mapLogoMask: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  foundedYear: z.number().nullable(),
  foundedSource: z.string().nullable(),
  smsFrom: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The gym's affiliations; present on single-gym answers. */
  affiliationIds: z.array(z.number()).optional(),
});
export type AdminGym = z.input<typeof adminGymSchema>;

/** GET /api/admin/gyms */
export const adminGymListSchema = z.object({
  items: z.array(adminGymSchema.extend({ memberCount: z.number() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminGymList = z.input<typeof adminGymListSchema>;

/** GET/POST /api/admin/affiliations */
export const affiliationItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
});
export type AffiliationItem = z.infer<typeof affiliationItemSchema>;

// ---- the public directory (GET /api/gyms with parameters, /gym-network) ----

/** The picker and the network page read this many gyms at a time unless they ask. */
export const DIRECTORY_PAGE_SIZE = 50;

export const directoryMessages = {
  searchTooLong: 'Search must not exceed 100 characters',
  affiliationId: 'Affiliation must be an affiliation id',
  radiusMiles: 'Radius must be a number of miles, 0 or more',
  gymNotFound: 'Gym not found',
} as const;

/**
 * The parameters of GET /api/gyms. With any of them the answer is a page of directory cards;
 * without any it is the plain list of spec 000 §3.
 */
export const GYM_DIRECTORY_PARAMS = [
  'search',
  'state',
  'country',
  'type',
  'affiliationId',
  'page',
  'pageSize',
] as const;

const filterText = (max: number) => z.string().trim().max(max, tooLong(max)).optional();

export const gymDirectoryQuerySchema = z.object({
  /** Part of the gym's name or city. */
  search: z.string().trim().max(100, directoryMessages.searchTooLong).optional(),
  /** A state or province code (IL, ON), any case. */
  state: filterText(3),
  country: filterText(100),
  type: filterText(50),
  affiliationId: z.coerce
    .number({ error: directoryMessages.affiliationId })
    .int(directoryMessages.affiliationId)
    .positive(directoryMessages.affiliationId)
    .max(2_147_483_647, directoryMessages.affiliationId)
    .optional(),
  ...pageQueryOf(DIRECTORY_PAGE_SIZE).shape,
});
export type GymDirectoryQuery = z.output<typeof gymDirectoryQuerySchema>;

/** A directory card: the list item of spec 000 §3 with what the network page shows of a gym. */
export const gymDirectoryItemSchema = gymListItemSchema.extend({
  country: z.string(),
  type: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  affiliations: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type GymDirectoryItem = z.infer<typeof gymDirectoryItemSchema>;

export const gymDirectoryPageSchema = pageSchema(gymDirectoryItemSchema);
export type GymDirectoryPage = z.infer<typeof gymDirectoryPageSchema>;

/** GET /api/gyms: the plain list without parameters, a page of cards with any. */
export const gymsAnswerSchema = z.union([gymListItemSchema.array(), gymDirectoryPageSchema]);

/** GET /api/gyms/:id/nearby?radiusMiles=5: 5 unless asked; a radius over 100 searches 100. */
export const nearbyQuerySchema = z.object({
  radiusMiles: z
    .string({ error: directoryMessages.radiusMiles })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return NEARBY_DEFAULT_MILES;
      const miles = v.trim() === '' ? Number.NaN : Number(v);
      if (!Number.isFinite(miles) || miles < 0) {
        ctx.addIssue({ code: 'custom', message: directoryMessages.radiusMiles });
        return z.NEVER;
      }
      return Math.min(miles, NEARBY_MAX_MILES);
    }),
});

/** A neighbour: its card and how far it is, in miles to two decimals. */
export const nearbyGymSchema = gymDirectoryItemSchema.extend({ distanceMiles: z.number() });
export type NearbyGym = z.infer<typeof nearbyGymSchema>;

/** GET /api/gyms/filters: the values the network page's filters offer, from the active gyms. */
export const gymFiltersSchema = z.object({
  states: z.array(z.string()),
  countries: z.array(z.string()),
  types: z.array(z.string()),
  affiliations: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type GymFilters = z.infer<typeof gymFiltersSchema>;
