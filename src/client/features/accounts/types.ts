/**
 * The signed-in user as GET /api/user returns it. When src/shared/accounts.ts lands,
 * replace this with the shared type.
 */
export interface User {
  id: number | string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  isAdmin: boolean;
  gymId: number | string | null;
  gym: { name: string; slogan: string | null } | null;
  mustChangePassword: boolean;
}

/** The current-user query key (spec §7: GET /api/user). */
export const USER_QUERY_KEY = ['/api/user'] as const;
