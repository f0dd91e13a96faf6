import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3652';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto(base + '/auth');
await page.getByLabel('Username or email').fill('clubadmin');
await page.getByLabel('Password', { exact: true }).fill('Admin-Pass-2026!');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
await page.goto(base + process.argv[2]);
await page.waitForLoadState('networkidle');
for (const [i, y] of JSON.parse(process.argv[3]).entries()) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/phone-${i}.png` });
}
await browser.close();
