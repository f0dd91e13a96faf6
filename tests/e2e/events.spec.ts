import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInAsAdmin } from './support/admin';
import { adminRequest, firstGym, loginInBrowser, registerViaApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An event made through the admin API, so each journey has its own. */
async function createEvent(request: APIRequestContext, fields: Record<string, unknown> = {}) {
  await adminRequest(request);
  const gym = await firstGym(request);
  const res = await request.post('/api/admin/events', {
    data: {
      gymId: gym.id,
      title: unique('Owners Breakfast'),
      description: 'Coffee, eggs and an honest talk about tuition.\n\nBring your numbers.',
      location: '1200 Main St, Austin, TX',
      date: inDays(9),
      capacity: 5,
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await request.post('/api/logout');
  return (await res.json()) as { id: number; title: string };
}

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test(
  'a visitor browses upcoming events, opens one and signs in to RSVP, landing back on it',
  { tag: '@phone' },
  async ({ page, request }) => {
    const event = await createEvent(request, { zoomLink: 'zoom.us/j/123456789' });
    const member = await registerViaApi(request);

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
    await expect(card(page, event.title)).toContainText('5 seats left');
    await expect(card(page, event.title)).toContainText(/\d{1,2}:\d{2} [AP]M \S+/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Past events' }).click();
    await expect(page).toHaveURL('/events?past=true');
    await expect(card(page, event.title)).toHaveCount(0);
    await page.getByRole('button', { name: 'Upcoming', exact: true }).click();

    await page.getByRole('link', { name: event.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /openstreetmap\.org\/search/);
    await expect(page.getByText('zoom.us/j/123456789')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Sign in to RSVP' }).click();
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(`/events/${event.id}`)}`);
    await page.getByLabel('Username or email', { exact: true }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/events/${event.id}`);
    await expect(page.getByRole('button', { name: "I'll be there" })).toBeVisible();
  },
);

test(
  'a member RSVPs in person, switches to Zoom, finds it on My Events and cancels',
  { tag: '@phone' },
  async ({ page, request }) => {
    const event = await createEvent(request, { zoomLink: 'zoom.us/j/987654321', zoomPassword: 'eggs' });
    const member = await registerViaApi(request);
    // Signed in through the API (the login form has its own journeys): the page shares the cookie.
    const login = await page.request.post('/api/login', {
      data: { username: member.username, password: member.password },
    });
    expect(login.ok(), await login.text()).toBe(true);

    await page.goto(`/events/${event.id}`);
    await expect(page.getByText('5 seats left').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /In person/ })).toBeChecked();
    await page.getByRole('button', { name: "I'll be there" }).click();
    await expect(page.getByText("You're going")).toBeVisible();
    await expect(page.getByText('4 seats left').first()).toBeVisible();

    await page.getByRole('button', { name: 'Switch to Zoom' }).click();
    await expect(page.getByText('You will join on Zoom.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://zoom.us/j/987654321' })).toBeVisible();
    await expect(page.getByText('5 seats left').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      `/api/events/${event.id}/calendar.ics`,
    );

    await page.goto('/my-events');
    const row = card(page, event.title);
    await expect(row).toContainText('On Zoom');
    await expect(row.getByRole('link', { name: 'https://zoom.us/j/987654321' })).toBeVisible();
    await expect(row).toContainText('eggs');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: /Cancel RSVP/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your RSVP?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel RSVP' }).click();
    await expect(page.getByRole('heading', { name: 'No events yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  },
);

test('an admin creates an event, is told what is missing first, and adds a presentation', async ({ page, request }) => {
  const gym = await firstGym(request);
  const title = unique('Pricing Workshop');
  await signInAsAdmin(page);
  await page.goto('/admin/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();

  await page.getByRole('button', { name: 'New event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('button', { name: 'Create event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a gym')).toBeVisible();

  await dialog.getByLabel('Title *').fill(title);
  await dialog.getByLabel('Date and time *').fill('2031-05-06T08:30');
  await dialog.getByLabel('Seats in the room *').fill('25');
  await dialog.getByLabel('Location *').fill('Rise Gymnastics, Austin, TX');
  await dialog.getByRole('combobox', { name: 'Host gym *' }).click();
  await page.getByRole('combobox', { name: 'Search gyms...' }).fill(gym.name);
  await page
    .getByRole('option', { name: new RegExp(gym.name) })
    .first()
    .click();
  await dialog.getByLabel('Description *').fill('How to raise tuition without losing families.');
  await dialog.getByLabel('Zoom link').fill('zoom.us/j/555');
  await dialog.getByRole('button', { name: 'Create event' }).click();

  const edit = page.getByRole('dialog', { name: `Edit event: ${title}` });
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('Zoom link')).toHaveValue('https://zoom.us/j/555');
  await edit.getByLabel('Type').selectOption('presentation');
  await edit.getByLabel('Document title').fill('Tuition benchmarks 2031');
  await edit.getByLabel('Document URL').fill('https://example.com/benchmarks.pdf');
  await edit.getByRole('button', { name: 'Add document' }).click();
  const doc = edit.getByRole('link', { name: 'Tuition benchmarks 2031' });
  await expect(doc).toHaveAttribute('target', '_blank');
  await expect(doc).toHaveAttribute('rel', /noopener/);
  await expectNoSeriousA11yViolations(page);
});

test('an admin reads who is coming to an event, with their mode, and the CSV link', async ({
  page,
  request,
  playwright,
}) => {
  const event = await createEvent(request, { zoomLink: 'zoom.us/j/777' });
  const member = await registerViaApi(request);
  const memberContext = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await memberContext.post('/api/login', { data: { username: member.username, password: member.password } });
  expect((await memberContext.post(`/api/events/${event.id}/rsvp`, { data: { mode: 'zoom' } })).status()).toBe(201);
  await memberContext.dispose();

  await signInAsAdmin(page);
  await page.goto(`/admin/events?search=${encodeURIComponent(event.title)}`);
  const row = card(page, event.title);
  await expect(row).toContainText('Zoom');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: /Attendees/ }).click();
  const attendees = page.getByRole('dialog', { name: `Attendees: ${event.title}` });
  await expect(attendees.getByRole('cell', { name: member.email })).toBeVisible();
  await expect(attendees.getByRole('cell', { name: 'On Zoom' })).toBeVisible();
  await expect(attendees.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/events/${event.id}/attendees.csv`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('a chapter president plans the chapter breakfast at /breakfast-club/create-event', async ({
  page,
  request,
  playwright,
}) => {
  const member = await registerViaApi(request);
  const chapterName = unique('Hill Country Breakfast Club');
  await loginInBrowser(page, member.username, member.password);
  await expect(page).toHaveURL('/');

  await page.goto('/breakfast-club/create-event');
  await expect(page.getByRole('heading', { name: 'Only a chapter president can plan a chapter event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a chapter' })).toHaveAttribute(
    'href',
    '/breakfast-club/start-chapter',
  );

  // The member applies and an admin approves: they become the chapter's president.
  const applied = await page.request.post('/api/chapter-applications', {
    data: {
      chapterName,
      city: 'Austin',
      state: 'TX',
      email: member.email,
      phone: '5125550199',
      why: 'Monthly breakfasts',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const admin = await adminRequest(await playwright.request.newContext({ baseURL: test.info().project.use.baseURL }));
  const { id } = (await applied.json()) as { id: number };
  expect((await admin.post(`/api/admin/chapter-applications/${id}/approve`)).status()).toBe(200);
  await admin.dispose();

  const title = unique('Hill Country Owners Breakfast');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Plan a ${chapterName} event` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Date and time *').fill('2031-03-03T07:30');
  await page.getByLabel('Seats in the room *').fill('12');
  await page.getByLabel('Location *').fill('Kerbey Lane Cafe, Austin, TX');
  await page.getByLabel('Description *').fill('Our first chapter breakfast.');
  await page.getByRole('button', { name: 'Create event' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: chapterName }).first()).toBeVisible();
  await expect(page.getByText('12 seats left').first()).toBeVisible();
});

test('a member who said yes to an event finds it at the top of their home page', async ({ page, request }) => {
  const event = await createEvent(request);
  const member = await registerViaApi(request);
  const login = await page.request.post('/api/login', {
    data: { username: member.username, password: member.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await page.request.post(`/api/events/${event.id}/rsvp`, { data: { mode: 'in-person' } })).status()).toBe(201);

  await page.goto('/');
  const day = page.getByRole('region', { name: `Welcome back, ${member.firstName}` });
  const next = day.getByRole('region', { name: 'Your next event' });
  await expect(next.getByRole('link', { name: event.title })).toHaveAttribute('href', `/events/${event.id}`);
  await expect(day.getByRole('link', { name: 'Open My Tasks' })).toHaveAttribute('href', '/my-tasks');
  // A member has a profile: the last call to action leads there, not to the sign-in page.
  await expect(page.getByRole('link', { name: 'View Your Profile' })).toHaveAttribute('href', '/profile');
  await expectNoSeriousA11yViolations(page);
});

test('an event that is not there says so and leads back to the events', async ({ page, consoleGuard }) => {
  // The browser logs the API's 404 for the missing event.
  consoleGuard.allow(/status of 404/);
  await page.goto('/events/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse upcoming events' }).click();
  await expect(page).toHaveURL('/events');
});

test('a Denver breakfast reads on the venue clock, with the reader’s own time beside it, in Tokyo', async ({
  browser,
  request,
}) => {
  // 14:00 UTC on a winter Thursday is 7:00 AM in Denver and 11:00 PM in Tokyo.
  const event = await createEvent(request, {
    date: '2027-01-14T14:00:00Z',
    timeZone: 'America/Denver',
    location: 'Rocky Mountain Flips, 4410 W Colfax Ave, Denver, CO',
  });
  const detail = (await (await request.get(`/api/events/${event.id}`)).json()) as { timeZone: string };
  expect(detail.timeZone).toBe('America/Denver');

  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(`/events/${event.id}`);
  const when = page.locator('header').filter({ has: page.getByRole('heading', { level: 1, name: event.title }) });
  await expect(when).toContainText('Thursday, January 14, 2027 at 7:00 AM MST');
  await expect(when).toContainText('11:00 PM GMT+9 your time');
  await expect(page.getByRole('region', { name: 'When and where' })).toContainText('7:00 AM MST at the venue');
  await context.close();
});
