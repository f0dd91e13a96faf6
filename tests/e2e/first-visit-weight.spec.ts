import zlib from 'node:zlib';
import { expect, test } from './support/fixtures';

/**
 * A first visit downloads at most 120,000 bytes of JavaScript (each file gzipped at level 6,
 * summed), and a page's own chunk loads only when that page is visited.
 * scripts/first-load-js.mjs prints the same figures.
 */
const BUDGET_BYTES = 120_000;
const GZIP_LEVEL = 6;

test.describe('first visit weight', () => {
  test.skip(({ isMobile }) => isMobile, 'the weight does not depend on the screen');

  for (const pagePath of ['/', '/blog', '/blog/pricing-your-recreational-classes']) {
    test(`${pagePath} loads at most 120,000 bytes of JavaScript, gzip -6`, async ({ page }) => {
      const scripts = new Map<string, number>();
      page.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        const body = await res.body().catch(() => null);
        if (body) scripts.set(new URL(res.url()).pathname, zlib.gzipSync(body, { level: GZIP_LEVEL }).length);
      });
      await page.goto(pagePath, { waitUntil: 'networkidle' });
      const total = [...scripts.values()].reduce((a, b) => a + b, 0);
      expect(scripts.size).toBeGreaterThan(0);
      expect(total, [...scripts].map(([name, size]) => `${name} ${size} bytes`).join('\n')).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
      // Other pages' chunks (the editor, the admin, the sign-in forms) are not among them.
      for (const name of scripts.keys()) expect(name).not.toMatch(/article-editor|admin|auth-page|submit-gym-form/);
    });
  }
});
