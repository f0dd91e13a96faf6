import { permissionRequired } from './permission-texts';
import { z } from 'zod';
import { timestamp } from './answers';
import { eventItemSchema } from './events';
import { optionalText, requiredText, tooLong } from './text-fields';

/** Spec 001 §4: a chapter starts pending; an approved application makes it active. */
export const CHAPTER_STATUSES = ['pending', 'active', 'inactive'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];

/** Spec 001 §4: applications and join requests start pending. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

export const CHAPTER_ROLES = ['president', 'board', 'member'] as const;
export type ChapterRole = (typeof CHAPTER_ROLES)[number];

/** Every message of the chapters area, written once (spec 001 §5 quotes the phone message). */
export const chapterMessages = {
  chapterNameRequired: 'Chapter name is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  whyTooLong: 'Please keep this under 2000 characters',
  reasonRequired: 'Please give a reason',
  notFound: 'Chapter not found',
  applicationNotFound: 'Application not found',
  applicationReviewed: 'This application has already been reviewed',
  applicationPending: 'You already have an application waiting for review',
  joinRequestNotFound: 'Join request not found',
  joinRequestPending: 'You have already asked to join this chapter',
  joinRequestReviewed: 'This join request has already been reviewed',
  alreadyMember: 'You already belong to a chapter',
  notPresident: 'Only the chapter president can do this',
  notInChapter: 'You are not in a chapter yet',
  chapterNotActive: 'This chapter is not accepting members',
  boardNameRequired: 'Board member name is required',
  boardTitleRequired: 'Board member title is required',
  presidentCannotLeave: 'A president cannot leave the chapter; ask an admin to hand it over',
  presidentNotFound: 'The chosen president does not exist',
  presidentElsewhere: 'The chosen president already belongs to another chapter',
  boardNotMember: 'A board seat can only be given to a member of this chapter',
  gymOutsideChapter: "Choose your own gym or the gym of one of your chapter's members",
  leadPermission: permissionRequired('chapters.lead'),
  joinPermission: permissionRequired('chapters.join'),
  tooLong,
} as const;
const m = chapterMessages;

const email = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(255, tooLong(255))
  .refine((v) => z.email().safeParse(v).success, m.emailInvalid);

/** Spec 001 §5 Chapter application: email valid; phone at least 10 ('Please enter a valid phone number'). */
export const chapterApplicationSchema = z.object({
  chapterName: requiredText(m.chapterNameRequired, 255),
  city: requiredText(m.cityRequired, 100),
  state: requiredText(m.stateRequired, 50),
  email,
  phone: z
    .string({ error: m.phoneInvalid })
    .trim()
    .min(10, m.phoneInvalid)
    .max(30, m.phoneInvalid)
    .regex(/^\+?[0-9 ().-]+$/, m.phoneInvalid),
  why: z
    .string()
    .trim()
    .max(2000, m.whyTooLong)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ChapterApplicationInput = z.input<typeof chapterApplicationSchema>;

/** POST /api/admin/chapter-applications/:id/reject. */
export const rejectApplicationSchema = z.object({
  reason: requiredText(m.reasonRequired, 1000),
});

/** POST /api/chapters/:id/join-requests: an optional note to the president. */
export const joinRequestInputSchema = z
  .object({ message: optionalText(500) })
  .nullish()
  .transform((v) => v ?? { message: null });

export const boardMemberSchema = z.object({
  name: requiredText(m.boardNameRequired, 100),
  title: requiredText(m.boardTitleRequired, 100),
  userId: z.number().int().positive().nullish(),
});

/** PUT /api/admin/chapters/:id: what an admin edits on a chapter. */
export const chapterUpdateSchema = z.object({
  name: requiredText(m.chapterNameRequired, 255),
  city: requiredText(m.cityRequired, 100),
  state: requiredText(m.stateRequired, 50),
  description: optionalText(2000),
  status: z.enum(CHAPTER_STATUSES),
  presidentId: z.number().int().positive().nullable(),
  boardMembers: z.array(boardMemberSchema).max(12),
  meetingFrequency: optionalText(50),
  meetingDay: optionalText(20),
  meetingTime: optionalText(20),
  meetingLocation: optionalText(255),
});
export type ChapterUpdateInput = z.input<typeof chapterUpdateSchema>;

export const applicationListQuery = z.object({
  status: z.enum([...APPLICATION_STATUSES, 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminChapterListQuery = z.object({
  status: z.enum([...CHAPTER_STATUSES, 'all']).default('all'),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const joinRequestListQuery = z.object({
  status: z.enum([...JOIN_REQUEST_STATUSES, 'all']).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// ---------------------------------------------------------------------------------------
// Answers (z.input is the wire shape)
// ---------------------------------------------------------------------------------------

export const chapterApplicationAnswer = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  applicantName: z.string().nullable(),
  chapterName: z.string(),
  city: z.string(),
  state: z.string(),
  email: z.string(),
  phone: z.string(),
  why: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  chapterId: z.number().int().nullable(),
  createdAt: timestamp,
  reviewedAt: timestamp.nullable(),
});
export type ChapterApplication = z.input<typeof chapterApplicationAnswer>;

export const applicationListSchema = z.object({ items: z.array(chapterApplicationAnswer), total: z.number().int() });

/** One chapter of GET /api/chapters (active chapters only). */
export const chapterItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  presidentName: z.string().nullable(),
  meetingFrequency: z.string().nullable(),
  meetingDay: z.string().nullable(),
  meetingTime: z.string().nullable(),
  meetingLocation: z.string().nullable(),
  /** The date of the chapter's next event, ISO 8601, or null. */
  nextMeeting: z.iso.datetime({ offset: true }).nullable(),
  /** The IANA zone of the next event's venue, which its time is told in; null without one. */
  nextMeetingTimeZone: z.string().nullable(),
});
export type ChapterItem = z.input<typeof chapterItemSchema>;

export const boardSeatSchema = z.object({ name: z.string(), title: z.string() });

/** GET /api/chapters/:id. */
export const chapterDetailSchema = chapterItemSchema.extend({
  status: z.enum(CHAPTER_STATUSES),
  president: z.object({ id: z.number().int(), name: z.string(), gymName: z.string().nullable() }).nullable(),
  board: z.array(boardSeatSchema),
  upcomingEvents: z.array(eventItemSchema),
  /** The caller's standing: null for visitors. */
  membership: z
    .object({
      /** 'member' / 'board' / 'president' of this chapter, 'elsewhere' when in another, or 'none'. */
      role: z.enum([...CHAPTER_ROLES, 'elsewhere', 'none']),
      pendingRequest: z.boolean(),
    })
    .nullable(),
});
export type ChapterDetail = z.input<typeof chapterDetailSchema>;

export const joinRequestSchema = z.object({
  id: z.number().int(),
  chapterId: z.number().int(),
  userId: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  createdAt: timestamp,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** A join request as the president (or an admin) reviews it. */
export const joinRequestReviewSchema = joinRequestSchema.extend({
  name: z.string(),
  email: z.string(),
  gymName: z.string().nullable(),
  chapterName: z.string(),
});
export type JoinRequestReview = z.input<typeof joinRequestReviewSchema>;

export const joinRequestListSchema = z.object({ items: z.array(joinRequestReviewSchema), total: z.number().int() });

export const chapterMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  gymName: z.string().nullable(),
  role: z.enum(CHAPTER_ROLES),
  joinedAt: timestamp,
});
export type ChapterMember = z.input<typeof chapterMemberSchema>;

/**
 * GET /api/my-chapter: the caller's chapter with its members and events; `joinRequests` holds the
 * pending requests for its president (empty for everyone else). A user in no chapter gets
 * `chapter: null` with their pending join requests and application, if any.
 */
export const myChapterSchema = z.object({
  chapter: chapterDetailSchema.omit({ membership: true }).nullable(),
  role: z.enum(CHAPTER_ROLES).nullable(),
  members: z.array(chapterMemberSchema),
  joinRequests: z.array(joinRequestReviewSchema),
  events: z.array(eventItemSchema),
  pendingJoinRequests: z.array(joinRequestSchema.extend({ chapterName: z.string() })),
  pendingApplication: chapterApplicationAnswer.nullable(),
});
export type MyChapter = z.input<typeof myChapterSchema>;

/** A chapter as the admin list shows it. */
export const adminChapterSchema = chapterItemSchema.extend({
  status: z.enum(CHAPTER_STATUSES),
  presidentId: z.number().int().nullable(),
  presidentEmail: z.string().nullable(),
  presidentPhone: z.string().nullable(),
  boardMembers: z.array(boardMemberSchema.extend({ userId: z.number().int().nullable().optional() })),
  pendingJoinRequests: z.number().int(),
  createdAt: timestamp,
});
export type AdminChapter = z.input<typeof adminChapterSchema>;

/** GET /api/admin/chapters/:id: the chapter with its active members (president first, then board, then by name). */
export const adminChapterDetailSchema = adminChapterSchema.extend({ members: z.array(chapterMemberSchema) });
export type AdminChapterDetail = z.input<typeof adminChapterDetailSchema>;

export const adminChapterListSchema = z.object({ items: z.array(adminChapterSchema), total: z.number().int() });

export const approveApplicationAnswer = z.object({ chapterId: z.number().int() });
