import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addressColumns, ownedBy, ts } from './columns';

export const gyms = pgTable(
  'gyms',
  {
    id: serial().primaryKey(),
    clubNumber: varchar({ length: 50 }).notNull(),
    name: varchar({ length: 255 }).notNull(),
    slogan: varchar({ length: 255 }),
    abbreviation: varchar({ length: 20 }),
    ...addressColumns(),
    fax: varchar({ length: 30 }),
    website: varchar({ length: 255 }),
    email: varchar({ length: 255 }),
    type: varchar({ length: 50 }),
    status: varchar({ length: 20 }).notNull().default('active'),
    buildingSqFt: integer(),
    buildingVerified: boolean().notNull().default(false),
    logoUrl: text(),
    backgroundColor: varchar({ length: 20 }),
    placeId: varchar({ length: 255 }),
    mapRating: numeric({ precision: 3, scale: 1 }),
    mapPhotoUrl: text(),
    mapBusinessUrl: text(),
    mapLogoUrl: text(),
    mapLogoMask: text(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    foundedYear: integer(),
    foundedSource: varchar({ length: 100 }),
    /** The number the gym texts and calls its families from; null: the shared SMS_FROM. */
    smsFrom: varchar({ length: 30 }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    /**
     * Lower-cased copies kept by PostgreSQL (decision 0181). The searches and the by-name order
     * compare these, so a trigram recheck reads stored text instead of lower-casing every candidate
     * row again (most of a search's time with 10,000 gyms). Never written by the app.
     */
    nameLower: text().generatedAlwaysAs((): SQL => sql`lower(${gyms.name})`),
    cityLower: text().generatedAlwaysAs((): SQL => sql`lower(${gyms.city})`),
    clubNumberLower: text().generatedAlwaysAs((): SQL => sql`lower(${gyms.clubNumber})`),
  },
  (t) => [
    index('gyms_name_trgm_idx').using('gin', sql`${t.nameLower} gin_trgm_ops`),
    // The directory's search (name or city, any part), its order and its filters (GET /api/gyms).
    index('gyms_city_trgm_idx').using('gin', sql`${t.cityLower} gin_trgm_ops`),
    index('gyms_name_order_idx').on(t.nameLower, t.id),
    // The administrators' gym search also matches any part of the club number (GET /api/admin/gyms).
    // The benchmark cohorts read every gym's size and place by id: an index-only scan (decision 0179).
    index('gyms_cohort_idx').on(t.id, t.buildingSqFt, t.state, t.country),
    index('gyms_club_number_trgm_idx').using('gin', sql`${t.clubNumberLower} gin_trgm_ops`),
    index('gyms_state_idx').on(sql`upper(${t.state})`),
    // The nearby search's bounding box (GET /api/gyms/:id/nearby).
    index('gyms_latitude_idx').on(t.latitude),
    index('gyms_status_idx').on(t.status),
    uniqueIndex('gyms_club_number_idx').on(t.clubNumber),
  ],
);

export const affiliations = pgTable('affiliations', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull().unique(),
  description: text(),
});

export const gymAffiliations = pgTable(
  'gym_affiliations',
  {
    gymId: ownedBy(() => gyms.id),
    affiliationId: ownedBy(() => affiliations.id),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.affiliationId] }),
    index('gym_affiliations_affiliation_idx').on(t.affiliationId),
  ],
);
