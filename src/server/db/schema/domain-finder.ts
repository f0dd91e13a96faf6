import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * The domain finder's candidates (decision 0171): one row per gym and domain its name suggests,
 * with the last check's answer (DNS, HTTP status, the address that answered, the page's title)
 * and whether the admin accepted or dismissed it. A new check updates the row and keeps its status.
 */
export const gymDomainCandidates = pgTable(
  'gym_domain_candidates',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    domain: varchar({ length: 253 }).notNull(),
    dnsResolves: boolean().notNull().default(false),
    httpStatus: integer(),
    finalUrl: text(),
    title: varchar({ length: 255 }),
    status: varchar({ length: 20 }).notNull().default('open'),
    checkedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gym_domain_candidates_gym_domain_idx').on(t.gymId, t.domain),
    index('gym_domain_candidates_status_idx').on(t.status),
  ],
);
