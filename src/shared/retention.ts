import { z } from 'zod';

/** How far back an admin log reaches (decision 0175): the days it is kept and its oldest entry. */
export const logReachSchema = z.object({
  keptDays: z.number(),
  oldest: z.string().nullable(),
});
export type LogReach = z.infer<typeof logReachSchema>;
