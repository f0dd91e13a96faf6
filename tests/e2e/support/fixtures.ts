import { test as base, expect, type ConsoleMessage } from '@playwright/test';

interface ConsoleGuard {
  /** Lets console errors matching the pattern pass in this test (e.g. an aborted chunk). */
  allow(pattern: RegExp): void;
}

/**
 * A visitor's GET /api/user answers 401 (spec 000 §7: "the user, or null on 401"); the browser
 * logs every 401 response as a console error although the app handles it.
 */
const ALWAYS_ALLOWED: { text: RegExp; url: RegExp }[] = [
  { text: /status of 401/, url: /\/api\/user$/ },
];

function describe(message: ConsoleMessage) {
  const { url } = message.location();
  return `${message.text()}${url ? ` (${url})` : ''}`;
}

/** `test` that fails on any browser console error or uncaught page error. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (ALWAYS_ALLOWED.some((a) => a.text.test(message.text()) && a.url.test(url))) return;
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
