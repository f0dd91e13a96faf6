import { z } from 'zod';
import { logReachSchema } from './retention';

/** Spec 001 §5 "Resolve error". */
export const resolveErrorSchema = z.object({
  resolved: z.boolean(),
  resolutionNotes: z
    .string({ error: 'Resolution notes are required' })
    .trim()
    .min(1, 'Resolution notes are required')
    .max(1000, 'Notes must not exceed 1000 characters'),
});
export type ResolveErrorInput = z.infer<typeof resolveErrorSchema>;

export const systemErrorListQuery = z.object({
  status: z.enum(['unresolved', 'resolved', 'all']).default('unresolved'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** The error log's filter: open, resolved or every entry. */
export type ErrorStatus = z.infer<typeof systemErrorListQuery>['status'];

/** An entry of SystemErrorLog as the admin sees it. */
export const systemErrorItemSchema = z.object({
  id: z.number(),
  errorType: z.string(),
  errorCode: z.string().nullable(),
  errorMessage: z.string(),
  requestId: z.string().nullable(),
  requestMethod: z.string().nullable(),
  requestUrl: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userId: z.number().nullable(),
  severity: z.string(),
  resolved: z.boolean(),
  resolvedBy: z.number().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNotes: z.string().nullable(),
  /** When it first happened (spec 001 occurredAt). */
  occurredAt: z.string(),
  stackTrace: z.string().nullable(),
  /** Identical errors are grouped while open: how many times, and the latest (decision 0075). */
  occurrences: z.number(),
  lastSeenAt: z.string(),
});
export type SystemErrorItem = z.infer<typeof systemErrorItemSchema>;

/** Reopening an entry while the same error has a newer open entry. */
export const reopenConflictMessage = 'The same error is already open in a newer entry: resolve or use that one';

/** GET /api/admin/system-errors */
export const systemErrorListSchema = z.object({
  items: z.array(systemErrorItemSchema),
  total: z.number(),
  /** How far back the log reaches: resolved entries are kept this many days (decision 0175). */
  reach: logReachSchema,
});
export type SystemErrorList = z.infer<typeof systemErrorListSchema>;

/** What a request gets while the database cannot be reached (503, with Retry-After). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again during an outage. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;
