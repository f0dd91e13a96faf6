import { test as base, expect, type ConsoleMessage } from '@playwright/test';

interface ConsoleGuard {
  /** Lets console errors matching the pattern pass in this test (e.g. an aborted chunk). */
  allow(pattern: RegExp): void;
}

function describe(message: ConsoleMessage) {
  const { url } = message.location();
  return `${message.text()}${url ? ` (${url})` : ''}`;
}

/**
 * `test` that fails on any browser console error or uncaught page error. A visitor's page makes
 * no request that fails (it does not even ask GET /api/user without the signed-in hint), so
 * there is no standing exception.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowed.some((pattern) => pattern.test(describe(message)))) return;
        errors.push(describe(message));
      });
      page.on('pageerror', (error) => {
        if (allowed.some((pattern) => pattern.test(error.message))) return;
        errors.push(`Uncaught: ${error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors, `browser console errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
