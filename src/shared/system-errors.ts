import { z } from 'zod';

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

export interface SystemErrorItem {
  id: number;
  errorType: string;
  errorCode: string | null;
  errorMessage: string;
  requestId: string | null;
  requestMethod: string | null;
  requestUrl: string | null;
  ipAddress: string | null;
  userId: number | null;
  severity: string;
  resolved: boolean;
  resolvedBy: number | null;
  resolvedAt: string | null;
  resolutionNotes: string | null;
  occurredAt: string;
  stackTrace: string | null;
}
