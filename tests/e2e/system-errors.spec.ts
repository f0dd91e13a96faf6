import { signInAsAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Spec 001 §4–§5: the admin home lists recent server errors and resolves one
 * with notes of 1–1000 characters. The server side (recording 5xx, the list, the resolve call)
 * is covered by src/server/features/system-errors/system-errors.test.ts; a healthy server has no
 * 5xx to show, so this journey answers the two calls in the browser and checks the screen.
 */
test('an admin resolves a recent server error with notes', async ({ page }) => {
  await signInAsAdmin(page);
  const item = {
    id: 42,
    errorType: 'Error',
    errorCode: null,
    errorMessage: 'connect ECONNREFUSED 127.0.0.1:587',
    requestId: 'req-7f3a',
    requestMethod: 'POST',
    requestUrl: '/api/forgot-password',
    ipAddress: '203.0.113.9',
    userId: null,
    severity: 'error',
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    resolutionNotes: null,
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    stackTrace: null,
    occurrences: 3,
    lastSeenAt: new Date().toISOString(),
  };
  let resolvedWith: unknown = null;
  await page.route('**/api/admin/system-errors?*', (route) => {
    const status = new URL(route.request().url()).searchParams.get('status') ?? 'unresolved';
    const open = resolvedWith === null;
    const items =
      status === 'unresolved'
        ? open
          ? [item]
          : []
        : [{ ...item, resolved: !open, resolutionNotes: open ? null : 'SMTP host restarted' }];
    return route.fulfill({ json: { items, total: items.length, reach: { keptDays: 90, oldest: item.occurredAt } } });
  });
  await page.route('**/api/admin/system-errors/42/resolve', async (route) => {
    resolvedWith = route.request().postDataJSON();
    await route.fulfill({ json: { ...item, resolved: true, resolutionNotes: 'SMTP host restarted' } });
  });

  await page.goto('/admin');
  const panel = page
    .getByRole('heading', { name: 'Recent errors' })
    .locator('xpath=ancestor::*[contains(@class,"rounded-2xl")][1]');
  await expect(panel.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeVisible();
  await expect(panel.getByText('POST /api/forgot-password · request req-7f3a')).toBeVisible();
  await expect(panel.getByText(/^Seen 3 times · last .+ · first .+$/)).toBeVisible();
  await expect(panel.getByText(/^Resolved errors are kept for 90 days · the oldest is from .+\.$/)).toBeVisible();

  await panel.getByRole('button', { name: 'Resolve error 42' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve error' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(dialog.getByText('Resolution notes are required')).toBeVisible();
  await dialog.getByLabel('Resolution notes').fill('x'.repeat(1001));
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(dialog.getByText('Notes must not exceed 1000 characters')).toBeVisible();
  expect(resolvedWith).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Resolution notes').fill('SMTP host restarted');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error resolved' })).toContainText(
    'Error #42 is marked resolved.',
  );
  expect(resolvedWith).toEqual({ resolved: true, resolutionNotes: 'SMTP host restarted' });
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('No open errors. All clear.')).toBeVisible();

  await panel.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(panel.getByText('Resolved: SMTP host restarted')).toBeVisible();
});
