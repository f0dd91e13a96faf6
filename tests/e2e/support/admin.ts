import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './accounts-env';

/** Signs the page in as the e2e admin through the real login call. */
export async function signInAsAdmin(page: Page) {
  const res = await page.request.post('/api/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  if (!res.ok()) throw new Error(`admin login failed: ${res.status()} ${await res.text()}`);
}
