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
  /**
   * `page.goto` returns once the app has taken the page over (html[data-ready], set by App.tsx
   * after its first render or hydration): a server-rendered page shows before its script runs,
   * and a journey acts as a reader does once it answers.
   */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 15_000 });
      return response;
    };
    await use(page);
  },
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
