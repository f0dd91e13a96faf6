import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** Links per US state and Canadian province, shown on the network page for the chosen state. */
export const stateLinks = pgTable(
  'state_links',
  {
    id: serial().primaryKey(),
    /** The region's two-letter code, upper case (IL, ON). */
    state: varchar({ length: 3 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    url: text().notNull(),
    /** association | licensing | insurance | resources */
    category: varchar({ length: 20 }).notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('state_links_state_idx').on(t.state, t.category, t.title)],
);
