/**
 * The administrator the journeys sign in as. playwright.config.ts passes these to the server
 * as ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL, which creates the account at start-up.
 * Only for the throwaway e2e database.
 */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  password: 'E2e-Admin-Passw0rd!',
  email: 'e2e-admin@example.com',
} as const;

/** Seeded by the server with SEED_DEMO=true (one per registration role). */
export const DEMO_PASSWORD = 'Breakfast2024';
export const DEMO_USERS = ['demo_owner', 'demo_director', 'demo_manager'] as const;
