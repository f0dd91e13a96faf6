import type { Page } from '@playwright/test';

export interface FakeUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  gymId: number | null;
  gym: { name: string; slogan: string | null } | null;
  gymAccess: 'approved' | 'pending' | 'none';
  mustChangePassword: boolean;
}

export const member: FakeUser = {
  id: 7,
  username: 'jordan',
  firstName: 'Jordan',
  lastName: 'Avery',
  email: 'jordan@example.com',
  isAdmin: false,
  gymId: 1,
  gym: { name: 'Summit Gymnastics', slogan: 'Reach higher' },
  gymAccess: 'approved',
  mustChangePassword: false,
};

export const admin: FakeUser = {
  ...member,
  id: 1,
  username: 'casey',
  firstName: 'Casey',
  lastName: 'Morgan',
  isAdmin: true,
};

/**
 * Answers GET /api/user in the browser with the given user. The shell's journeys use this
 * until the accounts feature provides real sign-in; it tests the client, not the server.
 */
export async function signInAs(page: Page, user: FakeUser) {
  // The readable hint a real sign-in sets beside the session cookie; without it the client
  // does not ask GET /api/user at all.
  await page.context().addInitScript(() => {
    document.cookie = 'signed_in=1; path=/';
  });
  await page.route('**/api/user', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: user }) : route.fallback(),
  );
  // The account menu asks which areas the user opens; the fake user holds none beyond an admin's flag.
  await page.route('**/api/user/permissions', (route) => route.fulfill({ json: { permissions: [] } }));
  // The member's own day on `/` lists their events, tasks and learning: the fake user has none (and no session).
  for (const list of ['**/api/my-events*', '**/api/my-tasks'])
    await page.route(list, (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.fallback(),
    );
  await page.route('**/api/my-chapter', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: {
            chapter: null,
            role: null,
            members: [],
            joinRequests: [],
            events: [],
            pendingJoinRequests: [],
            pendingApplication: null,
          },
        })
      : route.fallback(),
  );
  await page.route('**/api/learning/hub', (route) =>
    route.fulfill({ json: { resume: null, categories: [], featured: [], inProgress: [] } }),
  );
}

/**
 * The fake admin has no server session, so the admin home's own load would answer 401.
 * Answers the system-error list with an empty page so the journey tests the client alone.
 */
export async function stubAdminHome(page: Page) {
  await page.route('**/api/admin/system-errors?*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { items: [], total: 0, reach: { keptDays: 90, oldest: null } } })
      : route.fallback(),
  );
  // The dashboard of the admin home: an empty platform for the fake admin.
  await page.route('**/api/admin/dashboard', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: {
            counts: {
              users: 0,
              gyms: 0,
              pendingGymSubmissions: 0,
              upcomingEvents: 0,
              unresolvedErrors: 0,
              loginsLast7Days: 0,
              failedLoginsLast7Days: 0,
            },
            recentActivity: [],
            recentErrors: [],
          },
        })
      : route.fallback(),
  );
  // The admin navigation's counts of what waits (decision 0152): nothing waits for the fake admin.
  await page.route(/\/api\/admin\/[^?]+\?status=pending&page=1&pageSize=1$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: { items: [], total: 0 } }) : route.fallback(),
  );
}
