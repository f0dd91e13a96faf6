import { z } from 'zod';
import { timestamp } from './answers';
import { pageQuery, pageSchema } from './paging';

/**
 * Customer connect (spec 001 §3 "Messaging": messages, voice_recordings; §4 message status; §5
 * "Message creation" and "Voice recording"): the texts and voicemails a gym's front desk sends to
 * its families, the replies and STOPs that come back, and who opted out. Decision 0164 explains
 * the choices the spec left open.
 */

export const MESSAGE_TYPES = ['sms', 'voicemail'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Sent by the gym, or a family's reply (STOP and START included) received by the webhook. */
export const MESSAGE_DIRECTIONS = ['outbound', 'inbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** The tags offered as chips; any other short word may be added. */
export const SUGGESTED_TAGS = ['billing', 'schedule', 'meet'] as const;

export const MAX_CONTENT = 1600;
export const MAX_TAGS = 10;
export const MAX_TAG = 30;

export const messageMessages = {
  // Spec 001 §5 "Message creation", to the letter.
  typeRequired: 'Message type is required',
  phoneTooShort: 'Phone number must be at least 10 digits',
  phoneTooLong: 'Phone number must not exceed 15 digits',
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email',
  contentRequired: 'Message content is required',
  // Spec 001 §5 "Voice recording".
  messageIdRequired: 'Message ID is required',
  // The spec gives none for these.
  contentTooLong: `Messages must not exceed ${MAX_CONTENT} characters`,
  nameTooLong: 'Name must not exceed 100 characters',
  tag: `Tags are words of at most ${MAX_TAG} characters`,
  tooManyTags: `A message carries at most ${MAX_TAGS} tags`,
  recordingUrl: 'Recording URL must be a web address starting with https://',
  recordingDuration: 'Recording length must be a whole number of seconds',
  textToSpeech: 'Text-to-speech must be true or false',
  sendEmail: 'Send email must be true or false',
  optedOut: 'This number has opted out of text messages',
  notFound: 'Message not found',
  noGym: 'Join a gym to send messages to its families',
  sendFailed: 'The message could not be sent. Please try again in a minute.',
} as const;
const m = messageMessages;

/**
 * The number a phone is known by, whatever way it was written: its digits, without the US/Canada
 * country code 1 of an 11-digit number ("+1 (555) 201-4410" and "555-201-4410" are one family).
 */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The carrier keywords (any case, trimmed) that opt a number out of, or back into, text messages. */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP'] as const;

/** What an inbound text asks: to opt out, to opt back in, or nothing (a reply). */
export function keywordOf(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  return null;
}

/** Spec 001 §5: 10 to 15 characters, an optional plus then digits, spaces or dashes. */
export const customerPhoneField = z
  .string({ error: m.phoneTooShort })
  .trim()
  .min(10, m.phoneTooShort)
  .max(15, m.phoneTooLong)
  .regex(/^\+?[0-9 -]+$/, m.phoneInvalid);

/** A tag: one short word or phrase, kept in lower case. */
const tagField = z
  .string({ error: m.tag })
  .trim()
  .toLowerCase()
  .min(1, m.tag)
  .max(MAX_TAG, m.tag)
  .regex(/^[\p{L}\p{N} _-]+$/u, m.tag);

/** POST /api/messages (spec 001 §5 "Message creation"). */
export const messageInputSchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: m.typeRequired }),
  customerName: z
    .string({ error: m.nameTooLong })
    .trim()
    .max(100, m.nameTooLong)
    .nullish()
    .transform((v) => v || null),
  customerPhone: customerPhoneField,
  customerEmail: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(255, m.emailInvalid)
    .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
    .nullish()
    .transform((v) => v || null),
  content: z.string({ error: m.contentRequired }).trim().min(1, m.contentRequired).max(MAX_CONTENT, m.contentTooLong),
  sendEmail: z.boolean({ error: m.sendEmail }).default(false),
  tags: z
    .array(tagField, { error: m.tag })
    .max(MAX_TAGS, m.tooManyTags)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  /** A voicemail's recording to play; without it the content is read out by text-to-speech. */
  recordingUrl: z
    .string({ error: m.recordingUrl })
    .trim()
    .max(2000, m.recordingUrl)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), m.recordingUrl)
    .nullish()
    .transform((v) => v || null),
});
export type MessageInput = z.input<typeof messageInputSchema>;
export type MessageValues = z.output<typeof messageInputSchema>;

/** Path `/api/messages/:id/recordings`: a positive integer (spec 001 §5 "Voice recording"). */
export const messageIdParams = z.object({
  id: z.coerce
    .number({ error: m.messageIdRequired })
    .int(m.messageIdRequired)
    .positive(m.messageIdRequired)
    .max(2_147_483_647, m.messageIdRequired),
});

/** POST /api/messages/:id/recordings (spec 001 §5 "Voice recording"). */
export const recordingInputSchema = z.object({
  recordingUrl: z
    .string({ error: m.recordingUrl })
    .trim()
    .max(2000, m.recordingUrl)
    .regex(/^https:\/\/[^\s]+$/, m.recordingUrl)
    .nullish(),
  recordingDuration: z
    .number({ error: m.recordingDuration })
    .int(m.recordingDuration)
    .min(0, m.recordingDuration)
    .max(86_400, m.recordingDuration)
    .nullish(),
  isTextToSpeech: z.boolean({ error: m.textToSpeech }).default(false),
});
export type RecordingInput = z.input<typeof recordingInputSchema>;

/** GET /api/messages: the gym's messages, newest first, searched, by tag or by family (phone). */
export const messageListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  tag: z.string().trim().toLowerCase().max(MAX_TAG).optional(),
  phone: z.string().trim().max(30).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuery>;

/** GET /api/messages/opt-out?phone=: whether the gym may text the number. */
export const optOutQuery = z.object({ phone: customerPhoneField });
export const optOutSchema = z.object({
  phone: z.string(),
  optedOut: z.boolean(),
  optedOutAt: timestamp.nullable(),
});
export type OptOutStatus = z.input<typeof optOutSchema>;

export const recordingSchema = z.object({
  id: z.number(),
  messageId: z.number(),
  recordingUrl: z.string().nullable(),
  recordingDuration: z.number().nullable(),
  isTextToSpeech: z.boolean(),
  createdAt: timestamp,
});
export type VoiceRecording = z.input<typeof recordingSchema>;

export const messageSchema = z.object({
  id: z.number(),
  type: z.enum(MESSAGE_TYPES),
  direction: z.enum(MESSAGE_DIRECTIONS),
  customerName: z.string().nullable(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  content: z.string(),
  userId: z.number().nullable(),
  /** Who sent it (first and last name); null for a family's reply. */
  sentBy: z.string().nullable(),
  sentAt: timestamp,
  status: z.string(),
  twilioSid: z.string().nullable(),
  twilioStatus: z.string().nullable(),
  tags: z.array(z.string()),
  emailSent: z.boolean(),
  gymId: z.number(),
  recordings: z.array(recordingSchema),
});
export type Message = z.input<typeof messageSchema>;

export const messagePageSchema = pageSchema(messageSchema);
export type MessagePage = z.input<typeof messagePageSchema>;

/**
 * The inbound webhooks' form fields (the provider's names). Every field the provider sends is
 * signed, so the body is read whole; these are the ones the platform uses.
 */
export const inboundSmsSchema = z.looseObject({
  From: z.string().trim().min(1).max(30),
  To: z.string().trim().min(1).max(30),
  Body: z.string().max(MAX_CONTENT).default(''),
  MessageSid: z.string().max(64).optional(),
});
export const statusCallbackSchema = z.looseObject({
  MessageSid: z.string().max(64).optional(),
  CallSid: z.string().max(64).optional(),
  MessageStatus: z.string().max(30).optional(),
  CallStatus: z.string().max(30).optional(),
});

/**
 * The provider's delivery status as the message's status (spec 001 §4 gives only the starting
 * `sent`): delivered and failed are final; anything else (queued, sending, ringing…) keeps `sent`.
 */
export function statusOf(providerStatus: string): 'sent' | 'delivered' | 'failed' {
  const s = providerStatus.trim().toLowerCase();
  if (s === 'delivered' || s === 'completed' || s === 'read') return 'delivered';
  if (['failed', 'undelivered', 'busy', 'no-answer', 'canceled'].includes(s)) return 'failed';
  return 'sent';
}
