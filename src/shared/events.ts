import { permissionRequired } from './permission-texts';
import { z } from 'zod';
import { timestamp } from './answers';
import { optionalText, requiredText, tooLong } from './text-fields';
import { isTimeZone } from './time-zones';

/** Spec 001 §5 "Events and RSVPs": the attendance modes. */
export const RSVP_MODES = ['in-person', 'zoom'] as const;
export type RsvpMode = (typeof RSVP_MODES)[number];

/** Spec 001 §3 rsvps.status: a cancelled RSVP keeps its row (docs/decisions/0080-events-rsvps.md). */
export const RSVP_STATUSES = ['going', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** Spec 001 §3 event_documents.type. */
export const EVENT_DOCUMENT_TYPES = ['video', 'presentation'] as const;
export type EventDocumentType = (typeof EVENT_DOCUMENT_TYPES)[number];

/** Every message of the events area, written once (spec 001 §5 quotes the first seven). */
export const eventMessages = {
  gymRequired: 'Please select a gym',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  locationRequired: 'Location is required',
  dateInvalid: 'Please enter a valid date and time',
  capacityInvalid: 'Capacity must be greater than 0',
  zoomLinkInvalid: 'Please enter a valid URL or domain',
  timeZoneInvalid: 'Choose the time zone of the venue',
  full: 'This event is full',
  modeInvalid: 'Choose in person or Zoom',
  zoomUnavailable: 'This event has no Zoom option',
  notFound: 'Event not found',
  past: 'This event has already taken place',
  noRsvp: 'You have not RSVPed to this event',
  rsvpPermission: permissionRequired('events.rsvp'),
  createPermission: permissionRequired('events.create'),
  rsvpTooOften: 'You have changed your RSVPs too often. Please wait a little while and try again.',
  documentTypeInvalid: 'Choose video or presentation',
  documentTitleRequired: 'Document title is required',
  documentTitleTooLong: 'Document title must not exceed 100 characters',
  documentUrlInvalid: 'Please enter a valid URL',
  documentUrlTooLong: 'URL must not exceed 500 characters',
  documentNotFound: 'Document not found',
  tooLong,
} as const;
const m = eventMessages;

// ---------------------------------------------------------------------------------------
// Pure rules
// ---------------------------------------------------------------------------------------

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Spec 001 §5: an event date is an ISO timestamp or `YYYY-MM-DD HH:MM:SS`. A value without an
 * offset is read as UTC (docs/decisions/0080-events-rsvps.md); the form always sends an offset.
 * Returns the instant as an ISO 8601 string, or null when the text is no real date and time.
 */
export function parseEventDate(text: string): string | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '00', frac = '', zone] = match;
  const offset = !zone || zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${frac}${offset}`);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates JavaScript would roll over (2026-02-31 → March 3rd).
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCHours() !== Number(h) ||
    check.getUTCMinutes() !== Number(mi)
  ) {
    return null;
  }
  return date.toISOString();
}

const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * Spec 001 §5: a zoom link is a URL or a bare domain; a bare domain gets https:// in front
 * (`zoom.us/j/123` → `https://zoom.us/j/123`). Returns null when it is neither.
 */
export function normalizeZoomLink(text: string): string | null {
  const value = text.trim();
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return DOMAIN.test(url.host) || url.hostname === 'localhost' ? url.toString() : null;
    } catch {
      return null;
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:]+:\d/.test(value)) return null;
  return DOMAIN.test(value) ? normalizeZoomLink(`https://${value}`) : null;
}

/** In-person seats still free: never below zero (an admin may lower the capacity). */
export function spotsLeft(capacity: number, inPersonGoing: number): number {
  return Math.max(0, capacity - inPersonGoing);
}

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

const optionalId = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'Please select a chapter' });
      return z.NEVER;
    }
    return n;
  });

const eventDate = z.string({ error: m.dateInvalid }).transform((v, ctx) => {
  const iso = parseEventDate(v);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: m.dateInvalid });
    return z.NEVER;
  }
  return iso;
});

const zoomLink = z
  .string({ error: m.zoomLinkInvalid })
  .max(500, tooLong(500))
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === '') return null;
    const url = normalizeZoomLink(v);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: m.zoomLinkInvalid });
      return z.NEVER;
    }
    return url;
  });

/** The event's fields a client may write (spec 001 §3 Event, §5 Event). */
const eventFields = {
  title: requiredText(m.titleRequired, 255),
  description: requiredText(m.descriptionRequired, 10_000),
  location: requiredText(m.locationRequired, 255),
  date: eventDate,
  capacity: z.coerce
    .number({ error: m.capacityInvalid })
    .int(m.capacityInvalid)
    .positive(m.capacityInvalid)
    .max(100_000, m.capacityInvalid),
  zoomLink,
  zoomPassword: optionalText(100),
  /** The venue's IANA zone; without it the gym's state or province decides (time-zones.ts). */
  timeZone: z
    .string({ error: m.timeZoneInvalid })
    .trim()
    .max(64, m.timeZoneInvalid)
    .refine(isTimeZone, m.timeZoneInvalid)
    .nullish()
    .transform((v) => v || null),
};

/** POST/PUT /api/admin/events: the whole event. */
export const eventInputSchema = z.object({
  gymId: positiveId(m.gymRequired),
  chapterId: optionalId,
  ...eventFields,
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

/**
 * POST /api/my-chapter/events: a president's event, bound to their chapter. The gym defaults to
 * the president's own gym.
 */
export const chapterEventInputSchema = z.object({
  gymId: positiveId(m.gymRequired).optional(),
  ...eventFields,
});
export type ChapterEventInput = z.input<typeof chapterEventInputSchema>;
export type ChapterEventValues = z.output<typeof chapterEventInputSchema>;

/** POST /api/events/:id/rsvp. */
export const rsvpInputSchema = z.object({
  mode: z.enum(RSVP_MODES, m.modeInvalid),
});
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

/** POST /api/admin/events/:id/documents (spec 001 §5 Documents: title up to 100, URL up to 500). */
export const eventDocumentInputSchema = z.object({
  type: z.enum(EVENT_DOCUMENT_TYPES, m.documentTypeInvalid),
  title: requiredText(m.documentTitleRequired, 100, m.documentTitleTooLong),
  url: z
    .string({ error: m.documentUrlInvalid })
    .trim()
    .max(500, m.documentUrlTooLong)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), m.documentUrlInvalid),
});
export type EventDocumentInput = z.infer<typeof eventDocumentInputSchema>;

/** GET /api/events. */
export const eventListQuery = z.object({
  past: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  chapterId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** GET /api/admin/events. */
export const adminEventListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** Which events the admin's list shows. */
export type AdminEventWhen = z.output<typeof adminEventListQuery>['when'];

// ---------------------------------------------------------------------------------------
// Answers (z.input is the wire shape)
// ---------------------------------------------------------------------------------------

/** One event of GET /api/events. Never carries zoomLink or zoomPassword. */
export const eventItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  /** ISO 8601 with offset. */
  date: z.iso.datetime({ offset: true }),
  /** The venue's IANA time zone ('America/Denver'): the event is told in it. */
  timeZone: z.string(),
  capacity: z.number().int(),
  gymId: z.number().int(),
  gymName: z.string().nullable(),
  chapterId: z.number().int().nullable(),
  chapterName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Going RSVPs, both modes. */
  rsvpCount: z.number().int(),
  /** In-person seats left. */
  spotsLeft: z.number().int(),
  /** Whether the event can be joined on Zoom (the link itself is not shown). */
  hasZoom: z.boolean(),
});
export type EventItem = z.input<typeof eventItemSchema>;

export const eventDocumentSchema = z.object({
  id: z.number().int(),
  type: z.enum(EVENT_DOCUMENT_TYPES),
  title: z.string(),
  url: z.string(),
});
export type EventDocument = z.input<typeof eventDocumentSchema>;

export const myRsvpSchema = z.object({
  id: z.number().int(),
  mode: z.enum(RSVP_MODES),
  status: z.enum(RSVP_STATUSES),
});

/**
 * GET /api/events/:id. zoomLink and zoomPassword are present only for a signed-in user holding a
 * going zoom RSVP, the event's chapter president, or an admin (or a holder of events.manage).
 */
export const eventDetailSchema = eventItemSchema.extend({
  documents: z.array(eventDocumentSchema),
  zoomLink: z.string().nullable().optional(),
  zoomPassword: z.string().nullable().optional(),
  /** The caller's own RSVP; null for visitors and for members without one. */
  myRsvp: myRsvpSchema.nullable(),
  /** The caller may edit the event (admin, events.manage, or its chapter's president). */
  canManage: z.boolean(),
});
export type EventDetail = z.input<typeof eventDetailSchema>;

/** POST /api/events/:id/rsvp. */
export const rsvpSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  userId: z.number().int(),
  mode: z.enum(RSVP_MODES),
  status: z.enum(RSVP_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Rsvp = z.input<typeof rsvpSchema>;

/**
 * GET /api/my-events takes how many upcoming and how many past RSVPs to list (decision 0187): the
 * page shows a first screenful and "Show more" asks for the next, the home page asks for the next
 * one only. A member of 1,200 RSVPs is never sent them all.
 */
export const MY_EVENTS_PAGE = { upcoming: 25, past: 10, max: 500 } as const;
export const myEventsQuery = z.object({
  upcoming: z.coerce.number().int().min(0).max(MY_EVENTS_PAGE.max).default(MY_EVENTS_PAGE.upcoming),
  past: z.coerce.number().int().min(0).max(MY_EVENTS_PAGE.max).default(MY_EVENTS_PAGE.past),
});

/** One row of GET /api/my-events: upcoming first (soonest first), then past (latest first). */
export const myEventSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  mode: z.enum(RSVP_MODES),
  status: z.enum(RSVP_STATUSES),
  createdAt: timestamp,
  event: eventItemSchema.extend({
    /** Present for zoom RSVPs only. */
    zoomLink: z.string().nullable().optional(),
    zoomPassword: z.string().nullable().optional(),
  }),
});
export type MyEvent = z.input<typeof myEventSchema>;

/** An event as the admin list shows it. */
export const adminEventSchema = eventItemSchema.extend({
  zoomLink: z.string().nullable(),
  zoomPassword: z.string().nullable(),
  inPersonCount: z.number().int(),
  zoomCount: z.number().int(),
  documentCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminEvent = z.input<typeof adminEventSchema>;

export const adminEventListSchema = z.object({ items: z.array(adminEventSchema), total: z.number().int() });

/** One attendee of GET /api/admin/events/:id/attendees (and its CSV). */
export const attendeeSchema = z.object({
  rsvpId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  gymName: z.string().nullable(),
  mode: z.enum(RSVP_MODES),
  createdAt: timestamp,
});
export type Attendee = z.input<typeof attendeeSchema>;

/** GET /api/admin/events/:id: the admin event with its documents. */
export const adminEventDetailSchema = adminEventSchema.extend({ documents: z.array(eventDocumentSchema) });
export type AdminEventDetail = z.input<typeof adminEventDetailSchema>;

/** PUT /api/admin/events/:id/image: where the stored image is served now. */
export const eventImageSchema = z.object({ imageUrl: z.string() });
