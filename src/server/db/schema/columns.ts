import { customType, integer, serial, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every timestamp column is timestamptz: instants, whatever the server's time zone. */
export const ts = () => timestamp({ withTimezone: true });

/** The postal and contact columns a gym and a gym submission share, in this order. */
export const addressColumns = () => ({
  addressLine1: varchar({ length: 255 }),
  addressLine2: varchar({ length: 255 }),
  city: varchar({ length: 100 }),
  state: varchar({ length: 3 }).notNull(),
  province: varchar({ length: 100 }),
  zip: varchar({ length: 20 }),
  country: varchar({ length: 100 }).notNull().default('United States'),
  phone: varchar({ length: 30 }),
});

/** A required reference to the row that owns this one: deleting the owner deletes it too. */
export const ownedBy = (target: () => AnyPgColumn) => integer().notNull().references(target, { onDelete: 'cascade' });

/** Binary data (uploaded images): a Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The columns of a table of uploaded images (article images, learning module images), in this order:
 * platform/images.ts stores and finds images in any table made of them. `uploader` is the users' id.
 */
export const imageColumns = (uploader: () => AnyPgColumn) => ({
  id: serial().primaryKey(),
  name: varchar({ length: 120 }).notNull().unique(),
  contentType: varchar({ length: 60 }).notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  bytes: integer().notNull(),
  data: bytea().notNull(),
  uploadedBy: integer().references(uploader, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});
