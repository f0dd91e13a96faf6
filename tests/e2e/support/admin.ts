import type { Page } from '@playwright/test';

/** The admin account the e2e server creates at start-up (playwright.config.ts webServer env). */
export const E2E_ADMIN = {
  username: 'e2e_admin',
  password: 'E2e-Admin-Passw0rd!',
  email: 'e2e-admin@example.com',
} as const;

/** Signs the page in as the e2e admin through the real login call. */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/login', { data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password } });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}
