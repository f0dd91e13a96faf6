import { z } from 'zod';

/**
 * GET /api/admin/dashboard: the counts of the admin home, the latest activity (UserActivityLog) and
 * the latest errors (SystemErrorLog). users and gyms count every row, whatever their status;
 * loginsLast7Days counts successful logins of the login log, failedLoginsLast7Days the refused ones.
 */
export const adminDashboardCountsSchema = z.object({
  users: z.number().int(),
  gyms: z.number().int(),
  pendingGymSubmissions: z.number().int(),
  upcomingEvents: z.number().int(),
  unresolvedErrors: z.number().int(),
  loginsLast7Days: z.number().int(),
  failedLoginsLast7Days: z.number().int(),
});

export const dashboardActivitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  /** "First Last" of the user who acted, or null (a visitor, or a deleted account). */
  userName: z.string().nullable(),
  action: z.string(),
  resourceType: z.string().nullable(),
  resourceId: z.string().nullable(),
  occurredAt: z.string(),
});

export const dashboardErrorSchema = z.object({
  id: z.number().int(),
  errorType: z.string(),
  errorMessage: z.string(),
  severity: z.string(),
  requestMethod: z.string().nullable(),
  requestUrl: z.string().nullable(),
  resolved: z.boolean(),
  occurredAt: z.string(),
});

export const adminDashboardSchema = z.object({
  counts: adminDashboardCountsSchema,
  recentActivity: z.array(dashboardActivitySchema),
  recentErrors: z.array(dashboardErrorSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
export type AdminDashboardCounts = z.infer<typeof adminDashboardCountsSchema>;

/** How many rows of each list the dashboard shows. */
export const DASHBOARD_RECENT_ROWS = 10;

/** GET /api/admin/gym-analysis: the gym network in figures. */
export const regionFigureSchema = z.object({
  country: z.string(),
  /** The state or province code (or name) of the gyms. */
  region: z.string(),
  gyms: z.number().int(),
  members: z.number().int(),
});

export const monthFigureSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  gyms: z.number().int(),
  members: z.number().int(),
});

export const gapGymSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
});

export const dataGapSchema = z.object({
  key: z.enum(['coordinates', 'website', 'squareFootage']),
  count: z.number().int(),
  /** The first gyms missing it, by name (at most GAP_SAMPLE_SIZE). */
  gyms: z.array(gapGymSchema),
});

export const gymAnalysisSchema = z.object({
  totals: z.object({ gyms: z.number().int(), members: z.number().int() }),
  regions: z.array(regionFigureSchema),
  growth: z.array(monthFigureSchema),
  gaps: z.array(dataGapSchema),
});
export type GymAnalysis = z.infer<typeof gymAnalysisSchema>;
export type DataGapKey = z.infer<typeof dataGapSchema>['key'];

/** How many months the growth covers, this month included. */
export const GROWTH_MONTHS = 24;
/** How many gyms each data-quality gap lists. */
export const GAP_SAMPLE_SIZE = 25;

export const DATA_GAP_TITLES: Record<DataGapKey, string> = {
  coordinates: 'No coordinates',
  website: 'No website',
  squareFootage: 'No square footage',
};
