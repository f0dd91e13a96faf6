import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Equipment maintenance (decision 0165; spec 001 has no equipment table). A gym's apparatus, each
 * with its QR label's code (128 random bits, base64url), its inspection interval and when the next
 * inspection is due; and the inspections recorded by scanning the label. Both are gym-private.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: serial().primaryKey(),
    gymId: ownedBy(() => gyms.id),
    name: varchar({ length: 120 }).notNull(),
    /** bar | beam | vault | floor | pit | trampoline | rings | other */
    type: varchar({ length: 20 }).notNull(),
    location: varchar({ length: 120 }),
    manufacturer: varchar({ length: 120 }),
    serialNumber: varchar({ length: 80 }),
    purchaseDate: date({ mode: 'string' }),
    notes: text(),
    inspectionIntervalDays: smallint().notNull(),
    /** The label's code: unguessable, printed as the QR code's address. */
    qrCode: varchar({ length: 64 }).notNull().unique(),
    /** The last inspection (or the day the item was listed) plus the interval. */
    nextDueAt: ts().notNull(),
    /** in_service | needs_attention | out_of_service */
    status: varchar({ length: 20 }).notNull().default('in_service'),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    index('equipment_gym_due_idx').on(t.gymId, t.nextDueAt),
    check('equipment_interval_check', sql`${t.inspectionIntervalDays} between 1 and 365`),
  ],
);

export const equipmentInspections = pgTable(
  'equipment_inspections',
  {
    id: serial().primaryKey(),
    equipmentId: ownedBy(() => equipment.id),
    inspectedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** pass | needs_attention | out_of_service */
    result: varchar({ length: 20 }).notNull(),
    notes: text(),
    inspectedAt: ts().notNull().defaultNow(),
  },
  (t) => [index('equipment_inspections_item_idx').on(t.equipmentId, t.inspectedAt)],
);
