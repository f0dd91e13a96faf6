import { z } from 'zod';
import { timestamp } from './answers';

/**
 * Background jobs: long work runs on one queue in the database, never in a request.
 * A job starts queued (spec 001 §4), is processing while a worker holds it, and ends completed
 * or failed with its error kept; a failed attempt is retried with backoff. Decision 0102.
 */
export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_KINDS = [
  'task-enhancement',
  'theme-analysis',
  'listing-analysis',
  'market-analysis',
  'market-census',
  'import',
  'domain-check',
  'gym-geocode',
  'retention',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const jobKindLabels: Record<JobKind, string> = {
  'task-enhancement': 'Task enhancement',
  'theme-analysis': 'Theme analysis',
  'listing-analysis': 'Listing analysis',
  'market-analysis': 'Market analysis',
  'market-census': 'Census market data',
  import: 'Import',
  'domain-check': 'Domain check',
  'gym-geocode': 'Gym geocoding',
  retention: 'Log retention',
};

export const jobStatusLabels: Record<JobStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

export const isFinished = (status: JobStatus) => status === 'completed' || status === 'failed';

/** GET /api/admin/jobs/:id and the lists of jobs. */
export const jobSchema = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** 0–100 */
  progress: z.number(),
  attempts: z.number(),
  maxAttempts: z.number(),
  error: z.string().nullable().optional(),
  result: z.unknown().optional(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  finishedAt: timestamp.nullable(),
});
export type Job = z.input<typeof jobSchema>;
export type JobRecord = z.output<typeof jobSchema>;

export const jobAcceptedSchema = z.object({ jobId: z.number(), status: z.enum(JOB_STATUSES) });
