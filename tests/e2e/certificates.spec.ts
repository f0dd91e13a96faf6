import { loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('an owner prints certificates for two students and anyone checks one by its code', async ({
  page,
  request,
  browser,
}) => {
  const owner = await registerViaApi(request);
  await loginInBrowser(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/auth/);

  await page.goto('/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.getByRole('radio').first().check();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Recipients *').fill('Maya Chen\nАнна Петрова');
  await page.getByLabel('Level', { exact: true }).fill('Level 3');
  await page.getByLabel('Coach', { exact: true }).fill('Coach Rivera');
  await page.getByRole('button', { name: 'Create 2 certificates' }).click();

  const printing = page.getByRole('listitem').filter({ hasText: '2 certificates' }).first();
  await expect(printing).toBeVisible();
  await printing.getByText('Recipients and codes').click();
  const code = (await printing.locator('details').getByRole('link').first().textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(22);
  const pdf = await page.request.get(
    (await printing.getByRole('link', { name: /^Download all/ }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // Anyone, signed out, checks the code printed on the certificate.
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto('/certificates/verify');
  await check.getByLabel('Certificate code').fill(code);
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('heading', { name: 'A genuine certificate' })).toBeVisible();
  await expect(check.getByText('Maya Chen')).toBeVisible();
  await check.getByLabel('Certificate code').fill(`${code}x`);
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByRole('alert')).toBeVisible();
  await visitor.close();
});
