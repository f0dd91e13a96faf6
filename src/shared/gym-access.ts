import { z } from 'zod';
import { gymAccessMessages } from './gym-access-texts';

export { gymAccessMessages };

/**
 * Gym access: a person who registers with a gym reads the club's member content at once, and the
 * gym's private data (documents, facts, saved tool figures…) once the gym approved them
 * (docs/decisions/0130-gym-access-approval.md).
 */
export const GYM_ACCESS = ['approved', 'pending', 'none'] as const;
export type GymAccess = (typeof GYM_ACCESS)[number];

export const GYM_ACCESS_REQUEST_STATUSES = ['pending', 'approved', 'denied'] as const;
export type GymAccessRequestStatus = (typeof GYM_ACCESS_REQUEST_STATUSES)[number];

export const gymAccessRequestSchema = z.object({
  id: z.number(),
  userId: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  gymId: z.number(),
  gymName: z.string(),
  role: z.string(),
  status: z.enum(GYM_ACCESS_REQUEST_STATUSES),
  /** ISO timestamps. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The name of who decided, or null. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type GymAccessRequest = z.infer<typeof gymAccessRequestSchema>;

export const gymAccessRequestListSchema = z.object({
  items: z.array(gymAccessRequestSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type GymAccessRequestList = z.infer<typeof gymAccessRequestListSchema>;

export const gymAccessRequestQuerySchema = z.object({
  status: z.enum(GYM_ACCESS_REQUEST_STATUSES, { error: 'Status must be pending, approved or denied' }).optional(),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: z.coerce.number({ error: 'Page must be a whole number of 1 or more' }).int().min(1).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100' })
    .int('Page size must be a whole number from 1 to 100')
    .min(1, 'Page size must be a whole number from 1 to 100')
    .max(100, 'Page size must be a whole number from 1 to 100')
    .default(25),
});
export type GymAccessRequestQuery = z.infer<typeof gymAccessRequestQuerySchema>;

/** The body of a deny: the reason is told to the person. */
export const gymAccessDenySchema = z.object(
  {
    reason: z
      .string({ error: gymAccessMessages.reasonRequired })
      .trim()
      .min(1, gymAccessMessages.reasonRequired)
      .max(500, gymAccessMessages.reasonTooLong),
  },
  { error: gymAccessMessages.reasonRequired },
);
export type GymAccessDeny = z.infer<typeof gymAccessDenySchema>;

/** GET /api/user/gym-access: the caller's own standing with their gym, for the screens' notice. */
export const myGymAccessSchema = z.object({
  status: z.enum(GYM_ACCESS),
  gymId: z.number().nullable(),
  gymName: z.string().nullable(),
  /** When the pending request was made (ISO), or null. */
  requestedAt: z.string().nullable(),
  /** Who can approve it: names of the gym's approvers, or empty when the admins decide. */
  approvers: z.array(z.string()),
  /** The last denial's reason, when the last request was denied. */
  deniedReason: z.string().nullable(),
});
export type MyGymAccess = z.infer<typeof myGymAccessSchema>;
