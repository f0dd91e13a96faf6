import type { User } from '@shared/accounts';

/** The signed-in user as GET /api/user returns it (the shared type). */
export type { User };

/** The current-user query key (spec §7: GET /api/user). */
export const USER_QUERY_KEY = ['/api/user'] as const;
