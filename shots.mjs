import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3652';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const shots = JSON.parse(process.argv[2]);
for (const [width, height, name] of [[1280, 860, 'laptop'], [390, 844, 'phone']]) {
  const ctx = await browser.newContext({ viewport: { width, height }, timezoneId: 'America/Chicago' });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console error', m.text()));
  await page.goto(base + '/auth');
  await page.getByLabel('Username or email').fill('clubadmin');
  await page.getByLabel('Password', { exact: true }).fill('Admin-Pass-2026!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  for (const [path, label, action] of shots) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    if (action) await eval(action);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shot-${label}-${name}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
