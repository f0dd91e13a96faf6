import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import { E2E_ADMIN } from './accounts-env';

export { E2E_ADMIN };

export interface NewMember {
  username: string;
  email: string;
  password: string;
  mobile: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/** A unique, valid registrant (spec 000 §5 rules). */
export function newMember(prefix = 'm'): NewMember {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-9);
  return {
    username: `${prefix}_${id}`.slice(0, 40),
    email: `${prefix}.${id}@example.com`,
    password: 'Vault-Ring-42',
    mobile: `+1${digits}0`,
    firstName: 'Robin',
    lastName: 'Tester',
  };
}

/** The first gym of the demo seed's list (GET /api/gyms). */
export async function firstGym(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const res = await request.get('/api/gyms');
  expect(res.ok()).toBe(true);
  const gyms = (await res.json()) as { id: number; name: string }[];
  expect(gyms.length).toBeGreaterThan(0);
  return gyms[0]!;
}

/** One signed-in admin request context per worker, so approving costs no sign-in each time. */
let adminContext: Promise<APIRequestContext> | null = null;
const adminApi = () =>
  (adminContext ??= playwrightRequest
    .newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` })
    .then(adminRequest));

/** An admin approves the pending gym access of `username` (registering with a gym asks the gym first). */
export async function approveGymAccess(username: string) {
  const url = `/api/admin/gym-access-requests?status=pending&search=${encodeURIComponent(username)}`;
  let admin = await adminApi();
  let list = await admin.get(url);
  if (list.status() === 401) {
    // Another journey ended the admin's sessions: sign in again.
    adminContext = null;
    admin = await adminApi();
    list = await admin.get(url);
  }
  expect(list.status(), await list.text()).toBe(200);
  const [pending] = ((await list.json()) as { items: { id: number; username: string }[] }).items.filter(
    (r) => r.username === username,
  );
  expect(pending, `a pending gym access request of ${username}`).toBeTruthy();
  const approved = await admin.post(`/api/admin/gym-access-requests/${pending!.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * Registers through the API (in its own request context, so the page stays signed out). The gym
 * approves the new member unless `pending` is asked for.
 */
export async function registerViaApi(
  request: APIRequestContext,
  member = newMember(),
  options: { pending?: boolean } = {},
): Promise<NewMember & { id: number }> {
  const gym = await firstGym(request);
  const { password, ...rest } = member;
  const res = await request.post('/api/register', { data: { ...rest, password, role: 'Owner', gymId: gym.id } });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number };
  await request.post('/api/logout');
  if (!options.pending) await approveGymAccess(member.username);
  return { ...member, id: user.id };
}

/** Signs the request context in as the e2e administrator. */
export async function adminRequest(request: APIRequestContext): Promise<APIRequestContext> {
  const res = await request.post('/api/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return request;
}

/** Fills and submits the login form of /auth. */
export async function loginInBrowser(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Username or email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const outboxDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'outbox');
};

/**
 * The newest outbox file whose name contains `marker` and ends with `ext` (and, when given, whose
 * text passes `holds`: the account may have other mail, such as its gym access decision), waiting
 * until it appears.
 */
export async function newestOutboxFile(
  ext: '.eml' | '.txt',
  marker: string,
  holds: (text: string) => boolean = () => true,
): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
        const matches = names.filter((n) => n.endsWith(ext) && n.includes(marker)).sort();
        found = null;
        for (const name of matches.reverse()) {
          const text = await fs.readFile(path.join(outboxDir(), name), 'utf8').catch(() => '');
          if (holds(text)) {
            found = text;
            break;
          }
        }
        return found;
      },
      { message: `an outbox ${ext} file for ${marker}` },
    )
    .not.toBeNull();
  return found!;
}

/** Undoes quoted-printable: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The path and query of the reset link in the newest mail to `email`. */
export async function resetLinkFor(email: string): Promise<string> {
  const slug = email.replace(/[^a-zA-Z0-9]+/g, '-').slice(0, 40);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_.~%-]+/;
  const mail = decodeQuotedPrintable(
    await newestOutboxFile('.eml', slug, (text) => link.test(decodeQuotedPrintable(text))),
  );
  const match = link.exec(mail);
  expect(match, 'a reset link in the mail').not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code in the newest text message to `mobile`. */
export async function smsCodeFor(mobile: string): Promise<string> {
  const sms = await newestOutboxFile('.txt', mobile.replace(/\D/g, ''));
  const code = /\b\d{6}\b/.exec(sms.split('\n\n').slice(1).join('\n\n'))?.[0];
  expect(code, 'a 6-digit code in the text message').toBeTruthy();
  return code!;
}
