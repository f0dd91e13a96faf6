import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ownedBy, ts } from './columns';
import { gyms } from './gyms';

/**
 * Customer connect (spec 001 §3 "Messaging"; decision 0164): the texts and voicemails a gym sends
 * its families and the replies they send back, each a row of its gym (gym-private).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    /** sms or voicemail. */
    type: varchar({ length: 20 }).notNull(),
    /** outbound (sent by the gym) or inbound (a family's reply, STOP and START included). */
    direction: varchar({ length: 10 }).notNull().default('outbound'),
    customerName: varchar({ length: 100 }),
    customerPhone: varchar({ length: 30 }).notNull(),
    /** The phone's digits without the country code 1 (phoneKey): one family however it was written. */
    phoneKey: varchar({ length: 20 }).notNull(),
    customerEmail: varchar({ length: 255 }),
    content: text().notNull(),
    /** The sender; null only for a family's reply (or once the sender's account is deleted). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    sentAt: ts().notNull().defaultNow(),
    status: varchar({ length: 20 }).notNull().default('sent'),
    twilioSid: varchar({ length: 64 }),
    twilioStatus: varchar({ length: 30 }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailSent: boolean().notNull().default(false),
    gymId: ownedBy(() => gyms.id),
  },
  (t) => [
    index('messages_gym_sent_idx').on(t.gymId, t.sentAt),
    index('messages_gym_phone_idx').on(t.gymId, t.phoneKey, t.sentAt),
    index('messages_twilio_sid_idx').on(t.twilioSid),
    index('messages_tags_idx').using('gin', t.tags),
  ],
);

export const voiceRecordings = pgTable(
  'voice_recordings',
  {
    id: serial().primaryKey(),
    messageId: ownedBy(() => messages.id),
    recordingUrl: text(),
    recordingDuration: integer(),
    isTextToSpeech: boolean().notNull().default(false),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('voice_recordings_message_idx').on(t.messageId)],
);

/**
 * Numbers that texted STOP to a sending number (a gym's own, or the shared SMS_FROM; '' stands for
 * the outbox's shared sender when SMS_FROM is unset). Opted out while optedInAt is null; START sets
 * optedInAt, a later STOP clears it again.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: serial().primaryKey(),
    /** phoneKey of the family's number. */
    phone: varchar({ length: 20 }).notNull(),
    /** phoneKey of the sending number it applies to ('' for the outbox's shared sender). */
    sendingNumber: varchar({ length: 20 }).notNull(),
    optedOutAt: ts().notNull().defaultNow(),
    optedInAt: ts(),
  },
  (t) => [uniqueIndex('sms_opt_outs_phone_sender_idx').on(t.phone, t.sendingNumber)],
);
