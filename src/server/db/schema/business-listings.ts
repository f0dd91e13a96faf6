import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ListingMetrics } from '../../../shared/business-listings';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { jobs } from './jobs';

const money = () => numeric({ precision: 14, scale: 2, mode: 'number' });

/**
 * Spec 001 §3 business_listings: title, type (swim, gymnastics or ninja), description, price,
 * location, listingUrl, bizbuysellId, revenue, cashFlow, established, employees.
 */
export const businessListings = pgTable(
  'business_listings',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 200 }).notNull(),
    type: varchar({ length: 20 }).notNull(),
    description: text().notNull(),
    price: money().notNull(),
    location: varchar({ length: 200 }).notNull(),
    listingUrl: varchar({ length: 2000 }).notNull(),
    bizbuysellId: varchar({ length: 50 }),
    revenue: money(),
    cashFlow: money().notNull(),
    established: smallint(),
    employees: integer(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('business_listings_type_created_idx').on(t.type, t.createdAt),
    index('business_listings_created_idx').on(t.createdAt),
    index('business_listings_url_idx').on(t.listingUrl),
    index('business_listings_bizbuysell_idx').on(t.bizbuysellId),
  ],
);

/**
 * Spec 001 §3 analyses: one per listing, written with the listing (the rules) or by the analyser
 * job (the rules, or the model's text when one is configured). The comparables are not stored:
 * they change with every other listing and are computed when asked.
 */
export const listingAnalyses = pgTable('analyses', {
  listingId: ownedBy(() => businessListings.id).primaryKey(),
  metrics: jsonb().$type<ListingMetrics>().notNull(),
  typicalLow: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  typicalHigh: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  position: varchar({ length: 10 }),
  features: jsonb().$type<string[]>().notNull().default([]),
  location: text().notNull(),
  businessModel: text().notNull(),
  opportunities: jsonb().$type<string[]>().notNull().default([]),
  risks: jsonb().$type<string[]>().notNull().default([]),
  competitiveAdvantages: jsonb().$type<string[]>().notNull().default([]),
  growthPotential: text().notNull(),
  growthLevel: varchar({ length: 10 }).notNull(),
  keywords: jsonb().$type<string[]>().notNull().default([]),
  writtenBy: varchar({ length: 10 }).notNull().default('rules'),
  analyzedAt: ts().notNull().defaultNow(),
});

/** Spec 001 §3 bizbuysell_urls: url, state, businessType, isAnalyzed, lastAnalyzed; with the last run. */
export const bizbuysellUrls = pgTable(
  'bizbuysell_urls',
  {
    id: serial().primaryKey(),
    url: varchar({ length: 2000 }).notNull(),
    state: varchar({ length: 2 }).notNull(),
    businessType: varchar({ length: 20 }).notNull(),
    isAnalyzed: boolean().notNull().default(false),
    lastAnalyzed: ts(),
    listingId: integer().references(() => businessListings.id, { onDelete: 'set null' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    lastError: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bizbuysell_urls_url_key').on(t.url),
    index('bizbuysell_urls_waiting_idx').on(t.isAnalyzed, t.createdAt),
  ],
);

export type ListingRow = typeof businessListings.$inferSelect;
export type ListingAnalysisRow = typeof listingAnalyses.$inferSelect;
