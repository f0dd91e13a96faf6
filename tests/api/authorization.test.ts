/**
 * Authorization, route by route.
 *
 * Each route's access comes from the app itself: the declaration every /api route carries where it
 * is registered (`app.apiRoutes`, platform/access.ts): 'public', 'member' (signed in) or a
 * permission, which a plain member does not hold and is tested here as 'admin'. RECIPES below gives
 * each guarded route the path ids and the body of a valid call; the first test fails when a guarded
 * route has no recipe or a recipe names a route that is gone or public, so a new endpoint is given
 * one the day it lands.
 *
 * For every guarded route, with path ids of rows that exist and a body that would be valid:
 *  - a visitor (no cookie) gets 401 and a signed-in non-admin gets 403 on admin routes, each a
 *    JSON `{ message }`;
 *  - the guard answers before validation: garbage ids and a malformed JSON body get the same
 *    401/403, never a 400 or 404;
 *  - a refused request changes no row of any table (rate_limits, user_login_log and app_meta
 *    excepted; sessions are compared by count, since a read may touch lastSeenAt).
 *
 * Owned data, with members A and B of two different gyms: every member route is called by A with
 * B's ids smuggled into the query and the body, and must touch and return A's data only (the
 * profile, the password, the permissions, the session, the own review). The personalised public
 * calls (an article filled with the reader's gym, a review, a gym submission) are attributed to
 * the caller too. OWNERSHIP_CHECKED records which member routes those tests exercised; a member
 * route without an ownership check fails the last test. Every user object in every response of
 * this file is scanned for password, hash, token and code fields.
 */
import { permissionRequired } from '../../src/shared/permission-texts';
import { feasibilityDefaults } from '../../src/shared/feasibility';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/server/app';
import {
  articleReviews,
  articles,
  businessListings,
  bizbuysellUrls,
  feasibilityProjects,
  analysisResults,
  demographicSnapshots,
  geographies,
  businessTasks,
  capacityPrograms,
  certificateBackgrounds,
  certificateFieldMappings,
  certificateGenerations,
  certificateTemplates,
  certificates,
  equipment,
  equipmentInspections,
  messages,
  voiceRecordings,
  gymCapacity,
  gymCapacityPlans,
  jackrabbitTableConfigs,
  studentClassPrograms,
  gymPrograms,
  meetExpenses,
  proShopItems,
  toolScenarios,
  arpsData,
  facilityData,
  programData,
  revenueSqftSummaries,
  documentFolders,
  documentTypes,
  jobs,
  taskThemes,
  taskWizardResponses,
  userTaskSelections,
  chapterApplications,
  chapterJoinRequests,
  chapterMembers,
  chapters,
  eventDocuments,
  events,
  bookComments,
  books,
  learningChecklistItems,
  podcastComments,
  podcasts,
  stateLinks,
  learningModules,
  learningSectionTabs,
  learningSections,
  userLearningProgress,
  gymAccessRequests,
  gymSubmissions,
  permissions,
  rolePermissions,
  roles,
  rsvps,
  userRoles,
  sessions,
  systemErrorLog,
  userActivityLog,
  users,
} from '../../src/server/db/schema/index';
import { gymAccessMessages } from '../../src/shared/gym-access';
import { PERMISSION_SEED } from '../../src/server/db/seed/roles';
import { simplePdf } from '../../src/server/db/seed/simple-pdf';
import { createGym, createUser, signIn } from '../support/factories';
import { multipart } from '../support/multipart';
import { guardedTables } from '../support/tables';
import { createTestApp, type TestApp } from '../support/test-app';

type Access = 'public' | 'member' | 'admin';

interface Fixture {
  gymA: { id: number; name: string };
  gymB: { id: number; name: string };
  userA: Awaited<ReturnType<typeof createUser>>;
  userB: Awaited<ReturnType<typeof createUser>>;
  /** A member without a gym (registered against a pending submission). */
  loner: Awaited<ReturnType<typeof createUser>>;
  admin: Awaited<ReturnType<typeof createUser>>;
  article: { id: number; slug: string };
  reviewB: { id: number };
  submission: { id: number };
  systemError: { id: number };
  /** An active chapter presided by B, with a pending join request and a pending application from the loner. */
  chapter: { id: number };
  joinRequest: { id: number };
  application: { id: number };
  /** An upcoming event with a Zoom option, B's zoom RSVP to it, and one document. */
  event: { id: number };
  rsvpB: { id: number };
  eventDocument: { id: number };
  /** A published module with one section and a checklist item, where B has ticked the item. */
  learningModule: { id: number; slug: string };
  learningSection: { id: number; slug: string };
  /** A book and a podcast, each with a comment by B. */
  book: { id: number };
  bookCommentB: { id: number };
  podcast: { id: number };
  podcastCommentB: { id: number };
  /** Gym B's folder with a linked document in it; a library folder (gymId null). */
  folderB: { id: number };
  documentB: { id: number };
  documentType: { id: number };
  /** A library task with a theme, and B's My Tasks row for it; B's wizard answer; a finished job. */
  task: { id: number };
  theme: { id: number };
  myTaskB: { id: number };
  /** A's and B's own time audits. */
  timeAuditA: { id: number };
  timeAuditB: { id: number };
  job: { id: number };
  importJob: { id: number };
  domainJob: { id: number };
  /** A business for sale and a watched listing page. */
  listing: { id: number };
  listingSource: { id: number };
  /** A zip code of the market data. */
  geography: { id: number };
  /** B's feasibility study, shared by a link. */
  feasibilityB: { id: number; shareToken: string | null };
  /** B's market analysis. */
  marketAnalysisB: { id: number };
  /** Gym B's saved tools: a meet budget, a pro-shop item, a capacity program, and its facts. */
  meetB: { id: number };
  /** Gym B's saved churn scenario. */
  scenarioB: { id: number };
  /** Gym B's facility breakdown (revenue per square foot) and ARPS calculation. */
  revenueSqftB: { id: number };
  arpsB: { id: number };
  proShopItemB: { id: number };
  classProgramB: { id: number };
  /** Gym B's students-per-class program and capacity plan. */
  classSizeProgramB: { id: number };
  capacityPlanB: { id: number };
  classTableB: { id: number };
  /** A pending request for gym B (B, its Owner, approves it), and its pending member's session. */
  accessRequestB: { id: number };
  /** A state link (the network page's links of a state). */
  stateLink: { id: number };
  /** A certificate template with a background, and gym B's generation of it with one certificate. */
  certificateTemplate: { id: number };
  generationB: { id: number; certificates: { id: number; verificationCode: string }[] };
  /** Gym B's vault table, with its label's code. */
  equipmentB: { id: number; qrCode: string };
  /** A text gym B sent to one of its families. */
  messageB: { id: number };
  /** A member of gym A whose role grants no gym permission beyond reading (the member role). */
  cookie: { A: string; B: string; loner: string; admin: string; pendingB: string; basicA: string };
}

/** How to call a guarded route: the path parameters (ids of existing rows) and a valid body. */
interface Recipe {
  params?: (f: Fixture) => Record<string, string | number>;
  body?: (f: Fixture) => unknown;
  /** A non-JSON body (the image upload). */
  raw?: { payload: Buffer; contentType: string };
  /** A query string a valid call needs (without the ?). */
  query?: string;
}
type Entry = { access: 'public' } | ({ access: 'member' | 'admin'; permission?: string; gym?: boolean } & Recipe);

const SCOPE = new Map<string, string>(PERMISSION_SEED.map((p) => [p.name, p.scope]));
/**
 * A platform permission makes an admin route; a gym permission (tools.use, documents.manage…) a
 * member route that the member's roles must also grant, tested below with a member lacking it.
 */
const levelOf = (route: ApiRoute): Access =>
  route.access.level === 'permission'
    ? SCOPE.get(route.access.permission) === 'gym'
      ? 'member'
      : 'admin'
    : route.access.level;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const uid = () => crypto.randomBytes(4).toString('hex');

// ---- the recipes of the guarded routes ------------------------------------------------------

const RECIPES: Record<string, Recipe> = {
  // Accounts and sessions (login, register, logout and the reset calls are public)
  'GET /api/user/permissions': {},
  'PATCH /api/user/profile': {
    body: (f) => ({
      firstName: 'Mallory',
      lastName: 'Intruder',
      email: `mallory.${uid()}@example.com`,
      currentPassword: f.userA.plainPassword,
    }),
  },
  'POST /api/user/change-password': {
    body: (f) => ({ currentPassword: f.userA.plainPassword, newPassword: 'Changed2025Now' }),
  },

  // Articles and reviews (a visitor may read one article a day and review with a name)
  'GET /api/articles/:id/my-review': { params: (f) => ({ id: f.article.id }) },

  // Admin: users
  'GET /api/admin/users': {},
  'GET /api/admin/roles': {},

  // Admin: roles and permissions, and the admin home
  'GET /api/admin/permissions': {},
  'POST /api/admin/roles': { body: () => ({ name: `Mallory ${uid()}`, level: 3, displayOrder: 1, icon: null }) },
  'PUT /api/admin/roles/:id': {
    params: (f) => ({ id: f.userA.roleId! }),
    body: () => ({ name: 'Owner', level: 0, displayOrder: 0, icon: 'skull' }),
  },
  'DELETE /api/admin/roles/:id': { params: (f) => ({ id: f.userB.roleId! }) },
  'PUT /api/admin/roles/:id/permissions': {
    params: (f) => ({ id: f.userA.roleId! }),
    body: () => ({ permissions: [] }),
  },
  'GET /api/admin/roles/:id/relevance': { params: (f) => ({ id: f.userA.roleId! }) },
  'PUT /api/admin/roles/:id/relevance': {
    params: (f) => ({ id: f.userA.roleId! }),
    body: () => ({ articles: [], modules: [], tools: [{ slug: 'loan', relevance: 'primary' }] }),
  },
  'GET /api/admin/users/:id/roles': { params: (f) => ({ id: f.userB.id }) },
  'POST /api/admin/users/:id/roles': {
    params: (f) => ({ id: f.userA.id }),
    body: (f) => ({ roleId: f.admin.roleId! }),
  },
  'DELETE /api/admin/users/:id/roles/:roleId': { params: (f) => ({ id: f.userB.id, roleId: f.userB.roleId! }) },
  'GET /api/admin/dashboard': {},
  'GET /api/admin/gym-analysis': {},
  'GET /api/admin/gym-access-requests': {},
  'POST /api/admin/gym-access-requests/:id/approve': { params: (f) => ({ id: f.accessRequestB.id }) },
  'POST /api/admin/gym-access-requests/:id/deny': {
    params: (f) => ({ id: f.accessRequestB.id }),
    body: () => ({ reason: 'Not one of ours' }),
  },
  'GET /api/user/gym-access': {},
  'GET /api/my-gym/access-requests': {},
  'POST /api/my-gym/access-requests/:id/approve': { params: (f) => ({ id: f.accessRequestB.id }) },
  'POST /api/my-gym/access-requests/:id/deny': {
    params: (f) => ({ id: f.accessRequestB.id }),
    body: () => ({ reason: 'Not one of ours' }),
  },
  'GET /api/admin/users/login-log': {},
  'GET /api/admin/users/:id': { params: (f) => ({ id: f.userB.id }) },
  'PATCH /api/admin/users/:id': {
    params: (f) => ({ id: f.userA.id }),
    body: () => ({ isAdmin: true, firstName: 'Mallory' }),
  },
  'POST /api/admin/users/:id/actions': {
    params: (f) => ({ id: f.userB.id }),
    body: () => ({ action: 'suspend_user', reason: 'I do not like gym B' }),
  },

  // Admin: system errors
  'GET /api/admin/system-errors': {},
  'POST /api/admin/system-errors/:id/resolve': {
    params: (f) => ({ id: f.systemError.id }),
    body: () => ({ resolved: true, resolutionNotes: 'hidden by a member' }),
  },

  // Admin: gym submissions
  'GET /api/admin/gym-submissions': {},
  'GET /api/admin/gym-submissions/:id': { params: (f) => ({ id: f.submission.id }) },
  'POST /api/admin/gym-submissions/:id/approve': {
    params: (f) => ({ id: f.submission.id }),
    body: () => ({ adminNotes: 'approved by a member' }),
  },
  'POST /api/admin/gym-submissions/:id/reject': {
    params: (f) => ({ id: f.submission.id }),
    body: () => ({ adminNotes: 'rejected by a member' }),
  },
  'POST /api/admin/gym-submissions/:id/mark-duplicate': {
    params: (f) => ({ id: f.submission.id }),
    body: (f) => ({ gymId: f.gymA.id, adminNotes: 'merged by a member' }),
  },

  // Admin: gyms and affiliations
  'GET /api/admin/gyms': {},
  'GET /api/admin/gyms/:id': { params: (f) => ({ id: f.gymB.id }) },
  'POST /api/admin/gyms': {
    body: () => ({ clubNumber: `X-${uid()}`, name: 'Member-made Gym', state: 'IL', country: 'United States' }),
  },
  'PATCH /api/admin/gyms/:id': { params: (f) => ({ id: f.gymB.id }), body: () => ({ name: 'Taken over by A' }) },
  'DELETE /api/admin/gyms/:id': { params: (f) => ({ id: f.gymB.id }) },
  // Admin: state links (gyms.manage)
  'GET /api/admin/state-links': {},
  'POST /api/admin/state-links': { body: () => stateLinkBody('Defaced') },
  'GET /api/admin/state-links/:id': { params: (f) => ({ id: f.stateLink.id }) },
  'PUT /api/admin/state-links/:id': { params: (f) => ({ id: f.stateLink.id }), body: () => stateLinkBody('Defaced') },
  'DELETE /api/admin/state-links/:id': { params: (f) => ({ id: f.stateLink.id }) },
  'GET /api/admin/affiliations': {},
  'GET /api/admin/gym-map/missing': {},
  'PUT /api/admin/gym-map/gyms/:id/location': {
    params: (f) => ({ id: f.gymB.id }),
    body: () => ({ latitude: 41.88, longitude: -87.63 }),
  },
  'POST /api/admin/gym-map/gyms/:id/geocode': { params: (f) => ({ id: f.gymB.id }) },
  'POST /api/admin/gym-map/geocode-missing': {},
  'POST /api/admin/affiliations': { body: () => ({ name: `Affiliation ${uid()}` }) },

  // Admin: articles, images and review moderation
  'GET /api/admin/articles': {},
  'GET /api/admin/article-role-options': {},
  'GET /api/admin/articles/:id': { params: (f) => ({ id: f.article.id }) },
  'POST /api/admin/articles': { body: () => ({ title: 'Member article', slug: `member-${uid()}` }) },
  'PATCH /api/admin/articles/:id': { params: (f) => ({ id: f.article.id }), body: () => ({ title: 'Defaced' }) },
  'DELETE /api/admin/articles/:id': { params: (f) => ({ id: f.article.id }) },
  'POST /api/admin/articles/preview': { body: () => ({ content: '<p>Hello {{gym_name}}</p>' }) },
  'POST /api/admin/article-images': { raw: { payload: PNG, contentType: 'image/png' } },
  'GET /api/admin/articles/:id/reviews': { params: (f) => ({ id: f.article.id }) },
  'PATCH /api/admin/article-reviews/:id': {
    params: (f) => ({ id: f.reviewB.id }),
    body: () => ({ isHidden: true }),
  },

  // Chapters: applications, join requests and the president's calls
  'POST /api/chapter-applications': { body: () => chapterApplication() },
  'POST /api/chapters/:id/join-requests': { params: (f) => ({ id: f.chapter.id }), body: () => ({ message: 'Hello' }) },
  'DELETE /api/chapters/:id/join-requests': { params: (f) => ({ id: f.chapter.id }) },
  'GET /api/my-chapter': {},
  'POST /api/my-chapter/join-requests/:id/approve': { params: (f) => ({ id: f.joinRequest.id }) },
  'POST /api/my-chapter/join-requests/:id/deny': { params: (f) => ({ id: f.joinRequest.id }) },
  'POST /api/my-chapter/events': { body: () => chapterEvent() },
  'POST /api/my-chapter/leave': {},

  // Admin: the breakfast club
  'GET /api/admin/chapter-applications': {},
  'POST /api/admin/chapter-applications/:id/approve': { params: (f) => ({ id: f.application.id }) },
  'POST /api/admin/chapter-applications/:id/reject': {
    params: (f) => ({ id: f.application.id }),
    body: () => ({ reason: 'rejected by a member' }),
  },
  'GET /api/admin/chapters': {},
  'GET /api/admin/chapters/:id': { params: (f) => ({ id: f.chapter.id }) },
  'PUT /api/admin/chapters/:id': {
    params: (f) => ({ id: f.chapter.id }),
    body: (f) => ({
      name: 'Taken over',
      city: 'Springfield',
      state: 'IL',
      status: 'inactive',
      presidentId: f.userA.id,
      boardMembers: [],
    }),
  },
  'DELETE /api/admin/chapters/:id': { params: (f) => ({ id: f.chapter.id }) },
  'GET /api/admin/chapter-join-requests': {},
  'POST /api/admin/chapter-join-requests/:id/approve': { params: (f) => ({ id: f.joinRequest.id }) },
  'POST /api/admin/chapter-join-requests/:id/deny': { params: (f) => ({ id: f.joinRequest.id }) },

  // Events: RSVPs and My Events (members), event admin (events.manage)
  'POST /api/events/:id/rsvp': { params: (f) => ({ id: f.event.id }), body: () => ({ mode: 'in-person' }) },
  'DELETE /api/events/:id/rsvp': { params: (f) => ({ id: f.event.id }) },
  'GET /api/my-events': {},
  'GET /api/admin/events': {},
  'GET /api/admin/events/:id': { params: (f) => ({ id: f.event.id }) },
  'POST /api/admin/events': {
    body: (f) => ({
      gymId: f.gymA.id,
      title: 'Member event',
      description: 'Should not exist',
      location: 'Nowhere',
      date: '2030-01-01 08:00:00',
      capacity: 10,
    }),
  },
  'PUT /api/admin/events/:id': {
    params: (f) => ({ id: f.event.id }),
    body: (f) => ({
      gymId: f.gymA.id,
      title: 'Defaced',
      description: 'Defaced',
      location: 'Defaced',
      date: '2030-01-01 08:00:00',
      capacity: 1,
    }),
  },
  'DELETE /api/admin/events/:id': { params: (f) => ({ id: f.event.id }) },
  'PUT /api/admin/events/:id/image': {
    params: (f) => ({ id: f.event.id }),
    raw: { payload: PNG, contentType: 'image/png' },
  },
  'DELETE /api/admin/events/:id/image': { params: (f) => ({ id: f.event.id }) },
  'GET /api/admin/events/:id/attendees': { params: (f) => ({ id: f.event.id }) },
  'GET /api/admin/events/:id/attendees.csv': { params: (f) => ({ id: f.event.id }) },
  'POST /api/admin/events/:id/documents': {
    params: (f) => ({ id: f.event.id }),
    body: () => ({ type: 'video', title: 'Defaced', url: 'https://evil.example.com' }),
  },
  'DELETE /api/admin/events/:id/documents/:documentId': {
    params: (f) => ({ id: f.event.id, documentId: f.eventDocument.id }),
  },

  // Learning hub (member) and its admin
  'GET /api/learning/modules': {},
  'GET /api/learning/modules/:slug': { params: (f) => ({ slug: f.learningModule.slug }) },
  'GET /api/learning/modules/:slug/sections/:sectionSlug': {
    params: (f) => ({ slug: f.learningModule.slug, sectionSlug: f.learningSection.slug }),
  },
  'PUT /api/learning/sections/:id/progress': {
    params: (f) => ({ id: f.learningSection.id }),
    body: () => ({ lastViewedTab: 'overview', checklistState: { 'do-it': false } }),
  },
  'POST /api/learning/sections/:id/complete': { params: (f) => ({ id: f.learningSection.id }) },
  'GET /api/learning/resume': {},
  'GET /api/learning/hub': {},
  'GET /api/admin/learning/modules': {},
  'POST /api/admin/learning/modules': { body: () => ({ title: 'Defaced', slug: `defaced-${uid()}` }) },
  'GET /api/admin/learning/modules/:id': { params: (f) => ({ id: f.learningModule.id }) },
  'PATCH /api/admin/learning/modules/:id': {
    params: (f) => ({ id: f.learningModule.id }),
    body: () => ({ title: 'Defaced' }),
  },
  'DELETE /api/admin/learning/modules/:id': { params: (f) => ({ id: f.learningModule.id }) },
  'PUT /api/admin/learning/modules/:id/section-order': {
    params: (f) => ({ id: f.learningModule.id }),
    body: (f) => ({ sectionIds: [f.learningSection.id] }),
  },
  'POST /api/admin/learning/sections': {
    body: (f) => ({ moduleId: f.learningModule.id, title: 'Defaced', slug: `defaced-${uid()}` }),
  },
  'GET /api/admin/learning/sections/:id': { params: (f) => ({ id: f.learningSection.id }) },
  'PATCH /api/admin/learning/sections/:id': {
    params: (f) => ({ id: f.learningSection.id }),
    body: () => ({ title: 'Defaced' }),
  },
  'DELETE /api/admin/learning/sections/:id': { params: (f) => ({ id: f.learningSection.id }) },
  'PUT /api/admin/learning/sections/:id/tabs': {
    params: (f) => ({ id: f.learningSection.id }),
    body: () => ({ tabs: [] }),
  },
  'POST /api/admin/learning-module-images': { raw: { payload: PNG, contentType: 'image/png' } },

  // Books and podcasts (the lists and comments are public)
  'POST /api/books/:id/vote': { params: (f) => ({ id: f.book.id }), body: () => ({ vote: 1 }) },
  'POST /api/books/:id/comments': { params: (f) => ({ id: f.book.id }), body: () => ({ content: 'Defaced' }) },
  'DELETE /api/books/:id/comments/:commentId': {
    params: (f) => ({ id: f.book.id, commentId: f.bookCommentB.id }),
  },
  'GET /api/admin/books': {},
  'POST /api/admin/books': { body: () => ({ title: 'Defaced', author: 'Mallory' }) },
  'GET /api/admin/books/:id': { params: (f) => ({ id: f.book.id }) },
  'PATCH /api/admin/books/:id': { params: (f) => ({ id: f.book.id }), body: () => ({ title: 'Defaced' }) },
  'DELETE /api/admin/books/:id': { params: (f) => ({ id: f.book.id }) },
  'POST /api/podcasts/:id/vote': { params: (f) => ({ id: f.podcast.id }), body: () => ({ vote: 1 }) },
  'POST /api/podcasts/:id/comments': { params: (f) => ({ id: f.podcast.id }), body: () => ({ content: 'Defaced' }) },
  'DELETE /api/podcasts/:id/comments/:commentId': {
    params: (f) => ({ id: f.podcast.id, commentId: f.podcastCommentB.id }),
  },
  'GET /api/admin/podcasts': {},
  'POST /api/admin/podcasts': { body: () => ({ title: 'Defaced', host: 'Mallory' }) },
  'GET /api/admin/podcasts/:id': { params: (f) => ({ id: f.podcast.id }) },
  'PATCH /api/admin/podcasts/:id': { params: (f) => ({ id: f.podcast.id }), body: () => ({ title: 'Defaced' }) },
  'DELETE /api/admin/podcasts/:id': { params: (f) => ({ id: f.podcast.id }) },
  // Documents: the repository is the caller's gym's and the library's
  'GET /api/repository/folders': {},
  'POST /api/repository/folders': { body: () => ({ name: 'Defaced' }) },
  'PATCH /api/repository/folders/:id': { params: (f) => ({ id: f.folderB.id }), body: () => ({ name: 'Defaced' }) },
  'DELETE /api/repository/folders/:id': { params: (f) => ({ id: f.folderB.id }) },
  'GET /api/repository/documents': {},
  'GET /api/repository/tags': {},
  'POST /api/repository/documents': {
    body: () => ({ title: 'Defaced', googleDocUrl: 'https://docs.google.com/document/d/x' }),
  },
  'POST /api/repository/documents/upload': {
    raw: { payload: Buffer.from('--x--\r\n'), contentType: 'multipart/form-data; boundary=x' },
  },
  'GET /api/repository/documents/:id': { params: (f) => ({ id: f.documentB.id }) },
  'PATCH /api/repository/documents/:id': {
    params: (f) => ({ id: f.documentB.id }),
    body: () => ({ title: 'Defaced' }),
  },
  'DELETE /api/repository/documents/:id': { params: (f) => ({ id: f.documentB.id }) },
  'GET /api/repository/documents/:id/file': { params: (f) => ({ id: f.documentB.id }) },
  'GET /api/documentation': {},
  'GET /api/documentation/:slug': { params: () => ({ slug: 'getting-started' }) },
  'GET /api/admin/document-types': {},
  'PATCH /api/admin/document-types/:id': {
    params: (f) => ({ id: f.documentType.id }),
    body: () => ({ colour: '#000000' }),
  },
  // Business tasks, My Tasks and the wizard
  'GET /api/business-tasks': {},
  'GET /api/business-tasks/:id': { params: (f) => ({ id: f.task.id }) },
  'GET /api/task-themes': {},
  'GET /api/my-tasks': {},
  'POST /api/my-tasks': { body: (f) => ({ taskId: f.task.id }) },
  'POST /api/my-tasks/bulk': { body: (f) => ({ taskIds: [f.task.id] }) },
  'PATCH /api/my-tasks/:id': { params: (f) => ({ id: f.myTaskB.id }), body: () => ({ status: 'done' }) },
  'DELETE /api/my-tasks/:id': { params: (f) => ({ id: f.myTaskB.id }) },
  'GET /api/task-wizard/goals': {},
  'POST /api/task-wizard': {
    body: () => ({ role: 'Owner', revenueTier: '250k', goals: ['increase-profit'], startup: false }),
  },
  'GET /api/task-wizard/latest': {},
  // The time audit
  'GET /api/time-audits': {},
  'POST /api/time-audits': { body: () => timeAuditBody() },
  'GET /api/time-audits/:id': { params: (f) => ({ id: f.timeAuditB.id }) },
  'POST /api/admin/business-tasks': {
    body: () => ({
      function: 'finance',
      task: 'Defaced',
      frequency: 'Weekly',
      owner: 'Owner',
      priorities: { '250k': 'low', '500k': 'low', '1m': 'low', '2m': 'low' },
    }),
  },
  'GET /api/admin/business-tasks/:id': { params: (f) => ({ id: f.task.id }) },
  'PATCH /api/admin/business-tasks/:id': {
    params: (f) => ({ id: f.task.id }),
    body: () => ({ task: 'Defaced' }),
  },
  'DELETE /api/admin/business-tasks/:id': { params: (f) => ({ id: f.task.id }) },
  'POST /api/admin/business-tasks/:id/enhance': { params: (f) => ({ id: f.task.id }) },
  'POST /api/admin/task-themes/analyse': {},
  'POST /api/admin/task-themes': { body: () => ({ name: 'Defaced' }) },
  'PATCH /api/admin/task-themes/:id': { params: (f) => ({ id: f.theme.id }), body: () => ({ name: 'Defaced' }) },
  'DELETE /api/admin/task-themes/:id': { params: (f) => ({ id: f.theme.id }) },
  'GET /api/admin/business-listings': {},
  'POST /api/admin/business-listings': { body: () => ({ listing: listingBody('Defaced') }) },
  'GET /api/admin/business-listings/:id': { params: (f) => ({ id: f.listing.id }) },
  'PUT /api/admin/business-listings/:id': {
    params: (f) => ({ id: f.listing.id }),
    body: () => ({ listing: listingBody('Defaced') }),
  },
  'DELETE /api/admin/business-listings/:id': { params: (f) => ({ id: f.listing.id }) },
  'GET /api/admin/business-listings/:id/analysis': { params: (f) => ({ id: f.listing.id }) },
  'GET /api/admin/business-listings/urls': {},
  'POST /api/admin/business-listings/urls': {
    body: () => ({
      url: 'https://www.bizbuysell.com/business-opportunity/defaced/9999999/',
      state: 'TX',
      businessType: 'swim',
    }),
  },
  'POST /api/admin/business-listings/urls/:id/analyze': { params: (f) => ({ id: f.listingSource.id }) },
  'DELETE /api/admin/business-listings/urls/:id': { params: (f) => ({ id: f.listingSource.id }) },
  'GET /api/market-analyses': {},
  'POST /api/market-analyses': { body: () => ({ location: '80210', driveTimeMinutes: 15 }) },
  'GET /api/market-analyses/:id': { params: (f) => ({ id: f.marketAnalysisB.id }) },
  'GET /api/market-intelligence/map-tiles': {},
  'GET /api/admin/market-data/geographies': {},
  'DELETE /api/admin/market-data/geographies/:id': { params: (f) => ({ id: f.geography.id }) },
  'POST /api/admin/market-data/census': { body: () => ({ zipCodes: ['80210'], vintageYear: 2023 }) },
  'POST /api/admin/market-data/import': {
    raw: { payload: Buffer.from('--x--\r\n'), contentType: 'multipart/form-data; boundary=x' },
  },
  'GET /api/admin/imports/:id': { params: (f) => ({ id: f.importJob.id }) },
  'POST /api/admin/imports': {
    raw: { payload: Buffer.from('--x--\r\n'), contentType: 'multipart/form-data; boundary=x' },
  },
  'GET /api/admin/domain-finder/gyms': {},
  'GET /api/admin/domain-finder/gyms/:id/candidates': { params: (f) => ({ id: f.gymA.id }) },
  'POST /api/admin/domain-finder/checks': { body: (f) => ({ gymId: f.gymA.id }) },
  'GET /api/admin/domain-finder/checks/:id': { params: (f) => ({ id: f.domainJob.id }) },
  'POST /api/admin/domain-finder/candidates/:id/accept': { params: () => ({ id: 1 }) },
  'POST /api/admin/domain-finder/candidates/:id/dismiss': { params: () => ({ id: 1 }) },
  'GET /api/feasibility-projects': {},
  'POST /api/feasibility-projects': { body: () => ({ name: 'Defaced', type: 'expansion', location: 'Nowhere' }) },
  'GET /api/feasibility-projects/:id': { params: (f) => ({ id: f.feasibilityB.id }) },
  'PATCH /api/feasibility-projects/:id': { params: (f) => ({ id: f.feasibilityB.id }), body: () => ({ sqft: 1 }) },
  'DELETE /api/feasibility-projects/:id': { params: (f) => ({ id: f.feasibilityB.id }) },
  'GET /api/feasibility-projects/:id/results': { params: (f) => ({ id: f.feasibilityB.id }) },
  'GET /api/feasibility-projects/:id/export': { params: (f) => ({ id: f.feasibilityB.id }), query: 'format=pdf' },
  'POST /api/feasibility-projects/:id/lock': { params: (f) => ({ id: f.feasibilityB.id }) },
  'POST /api/feasibility-projects/:id/share': { params: (f) => ({ id: f.feasibilityB.id }) },
  'DELETE /api/feasibility-projects/:id/share': { params: (f) => ({ id: f.feasibilityB.id }) },
  'GET /api/admin/jobs': {},
  'GET /api/admin/jobs/:id': { params: (f) => ({ id: f.job.id }) },
  // Business tools: saved calculations belong to the caller's gym
  'GET /api/meet-expenses': {},
  'POST /api/meet-expenses': { body: () => toolMeet('Defaced') },
  'GET /api/meet-expenses/:id': { params: (f) => ({ id: f.meetB.id }) },
  'PUT /api/meet-expenses/:id': { params: (f) => ({ id: f.meetB.id }), body: () => toolMeet('Defaced') },
  'DELETE /api/meet-expenses/:id': { params: (f) => ({ id: f.meetB.id }) },
  'GET /api/meet-expenses/:id/export': { params: (f) => ({ id: f.meetB.id }) },
  'GET /api/pro-shop-items': {},
  'GET /api/pro-shop-items/export': {},
  'POST /api/pro-shop-items': { body: () => toolItem('Defaced') },
  'PUT /api/pro-shop-items/:id': { params: (f) => ({ id: f.proShopItemB.id }), body: () => toolItem('Defaced') },
  'DELETE /api/pro-shop-items/:id': { params: (f) => ({ id: f.proShopItemB.id }) },
  'GET /api/capacity-programs': {},
  'POST /api/capacity-programs': { body: () => toolProgram('Defaced') },
  'GET /api/capacity-programs/:id': { params: (f) => ({ id: f.classProgramB.id }) },
  'GET /api/capacity-programs/:id/export': { params: (f) => ({ id: f.classProgramB.id }) },
  'PUT /api/capacity-programs/:id': {
    params: (f) => ({ id: f.classProgramB.id }),
    body: () => toolProgram('Defaced'),
  },
  'DELETE /api/capacity-programs/:id': { params: (f) => ({ id: f.classProgramB.id }) },
  'GET /api/gym-facts': {},
  'PUT /api/gym-facts': { body: () => ({ capacity: toolCapacity(1), programs: [] }) },
  'GET /api/tool-scenarios': { query: 'tool=churn-rate' },
  'POST /api/tool-scenarios': { body: () => toolScenario('Defaced') },
  'GET /api/tool-scenarios/:id': { params: (f) => ({ id: f.scenarioB.id }) },
  'PUT /api/tool-scenarios/:id': { params: (f) => ({ id: f.scenarioB.id }), body: () => toolScenario('Defaced') },
  'DELETE /api/tool-scenarios/:id': { params: (f) => ({ id: f.scenarioB.id }) },
  'GET /api/tool-scenarios/:id/export': { params: (f) => ({ id: f.scenarioB.id }) },
  'GET /api/benchmarks/:metric': { params: () => ({ metric: 'churn-rate' }) },
  // The tools hub, the tools' card pictures and the site logo (decision 0126)
  'GET /api/tools': {},
  'GET /api/admin/tool-images': { query: 'q=loan' },
  'PUT /api/admin/tool-images/:slug': {
    params: () => ({ slug: 'loan' }),
    raw: { payload: PNG, contentType: 'image/png' },
    query: 'x=0&y=0&width=1&height=1',
  },
  'DELETE /api/admin/tool-images/:slug': { params: () => ({ slug: 'loan' }) },
  'GET /api/admin/site-logo': {},
  'PUT /api/admin/site-logo': { raw: { payload: PNG, contentType: 'image/png' } },
  'DELETE /api/admin/site-logo': {},
  'GET /api/revenue-sqft': { query: 'kind=facility' },
  'POST /api/revenue-sqft': { body: () => toolFacility('Defaced') },
  'GET /api/revenue-sqft/:id': { params: (f) => ({ id: f.revenueSqftB.id }) },
  'PUT /api/revenue-sqft/:id': { params: (f) => ({ id: f.revenueSqftB.id }), body: () => toolFacility('Defaced') },
  'DELETE /api/revenue-sqft/:id': { params: (f) => ({ id: f.revenueSqftB.id }) },
  'GET /api/revenue-sqft/:id/export': { params: (f) => ({ id: f.revenueSqftB.id }) },
  'GET /api/arps': {},
  'POST /api/arps': { body: () => toolArps('Defaced') },
  'GET /api/arps/:id': { params: (f) => ({ id: f.arpsB.id }) },
  'PUT /api/arps/:id': { params: (f) => ({ id: f.arpsB.id }), body: () => toolArps('Defaced') },
  'DELETE /api/arps/:id': { params: (f) => ({ id: f.arpsB.id }) },
  'GET /api/arps/:id/export': { params: (f) => ({ id: f.arpsB.id }) },
  'GET /api/student-class-programs': {},
  'POST /api/student-class-programs': { body: () => toolProgram('Defaced') },
  'GET /api/student-class-programs/export': {},
  'GET /api/student-class-programs/:id': { params: (f) => ({ id: f.classSizeProgramB.id }) },
  'PUT /api/student-class-programs/:id': {
    params: (f) => ({ id: f.classSizeProgramB.id }),
    body: () => toolProgram('Defaced'),
  },
  'DELETE /api/student-class-programs/:id': { params: (f) => ({ id: f.classSizeProgramB.id }) },
  'GET /api/student-class-programs/:id/export': { params: (f) => ({ id: f.classSizeProgramB.id }) },
  'GET /api/gym-capacity-plans': {},
  'POST /api/gym-capacity-plans': { body: () => toolPlan('Defaced') },
  'GET /api/gym-capacity-plans/:id': { params: (f) => ({ id: f.capacityPlanB.id }) },
  'PUT /api/gym-capacity-plans/:id': { params: (f) => ({ id: f.capacityPlanB.id }), body: () => toolPlan('Defaced') },
  'DELETE /api/gym-capacity-plans/:id': { params: (f) => ({ id: f.capacityPlanB.id }) },
  'GET /api/gym-capacity-plans/:id/export': { params: (f) => ({ id: f.capacityPlanB.id }) },
  // Class listings: the gym's saved class tables (the listings themselves are public)
  'GET /api/jackrabbit-table-configs': {},
  'POST /api/jackrabbit-table-configs': { body: () => classTable('Defaced') },
  'GET /api/jackrabbit-table-configs/:id': { params: (f) => ({ id: f.classTableB.id }) },
  'PUT /api/jackrabbit-table-configs/:id': {
    params: (f) => ({ id: f.classTableB.id }),
    body: () => classTable('Defaced'),
  },
  'DELETE /api/jackrabbit-table-configs/:id': { params: (f) => ({ id: f.classTableB.id }) },

  // Certificates: the templates (certificates.generate), a gym's generations (gym-private), the admin calls
  'GET /api/certificates/templates': {},
  'GET /api/certificates/templates/:id/background': { params: (f) => ({ id: f.certificateTemplate.id }) },
  'GET /api/certificates': {},
  'POST /api/certificates': { body: (f) => certificateOrder(f.certificateTemplate.id, 'Mallory') },
  'GET /api/certificates/generations/:id/pdf': { params: (f) => ({ id: f.generationB.id }) },
  'GET /api/certificates/:id/pdf': { params: (f) => ({ id: f.generationB.certificates[0]!.id }) },
  // Customer connect: a gym's messages (gym-private, messaging.send)
  'GET /api/messages': {},
  'GET /api/messages/opt-out': { query: 'phone=5554441234' },
  'GET /api/messages/:id': { params: (f) => ({ id: f.messageB.id }) },
  'POST /api/messages': {
    body: () => ({ type: 'sms', customerPhone: '555-444-1234', content: 'Practice moved to 6' }),
  },
  'POST /api/messages/:id/recordings': {
    params: (f) => ({ id: f.messageB.id }),
    body: () => ({ isTextToSpeech: true }),
  },
  'GET /api/admin/certificates/templates': {},
  'POST /api/admin/certificates/templates': { body: () => certificateTemplateBody('Defaced') },
  'GET /api/admin/certificates/templates/:id': { params: (f) => ({ id: f.certificateTemplate.id }) },
  'PUT /api/admin/certificates/templates/:id': {
    params: (f) => ({ id: f.certificateTemplate.id }),
    body: () => certificateTemplateBody('Defaced'),
  },
  'DELETE /api/admin/certificates/templates/:id': { params: (f) => ({ id: f.certificateTemplate.id }) },
  'PUT /api/admin/certificates/templates/:id/background': {
    params: (f) => ({ id: f.certificateTemplate.id }),
    raw: { payload: PNG, contentType: 'image/png' },
  },
  'DELETE /api/admin/certificates/templates/:id/background': { params: (f) => ({ id: f.certificateTemplate.id }) },
  'GET /api/admin/certificates/generations': {},

  // Equipment: the gym's list, edits and labels (equipment.manage), inspections by QR code (equipment.inspect)
  'GET /api/equipment': {},
  'POST /api/equipment': { body: () => equipmentBody('Mallory bars') },
  'GET /api/equipment/suggestions': {},
  'GET /api/equipment/labels.pdf': {},
  'PUT /api/equipment/:id': { params: (f) => ({ id: f.equipmentB.id }), body: () => equipmentBody('Defaced') },
  'DELETE /api/equipment/:id': { params: (f) => ({ id: f.equipmentB.id }) },
  'GET /api/equipment/:id/inspections': { params: (f) => ({ id: f.equipmentB.id }) },
  'GET /api/equipment/:id/qr.svg': { params: (f) => ({ id: f.equipmentB.id }) },
  'GET /api/equipment/by-qr/:qrCode': { params: (f) => ({ qrCode: f.equipmentB.qrCode }) },
  'POST /api/equipment/by-qr/:qrCode/inspections': {
    params: (f) => ({ qrCode: f.equipmentB.qrCode }),
    body: () => ({ result: 'out_of_service', notes: 'Mallory was here' }),
  },
};

/** A valid state link. */
function stateLinkBody(title: string) {
  return { state: 'IL', title, url: 'https://usagym.org/states/il/', category: 'association' };
}

/** A valid certificate template and a generation of one for one recipient. */
function equipmentBody(name: string) {
  return { name, type: 'bar', location: 'Main floor', inspectionIntervalDays: 30 };
}
function certificateTemplateBody(name: string) {
  return { name, fieldMappings: [{ field: 'recipientName', x: 396, y: 300, alignment: 'center' }] };
}
function certificateOrder(templateId: number, name: string) {
  return { templateId, recipients: [{ name }], fields: { Level: 'Level 2' } };
}

/** A valid facility breakdown and ARPS calculation. */
function toolFacility(name: string) {
  return {
    kind: 'facility',
    name,
    year: 2025,
    annualRevenue: 500_000,
    areas: [
      { areaName: 'Main floor', sqft: 8_000, isUsable: true, annualRevenue: 300_000 },
      { areaName: 'Lobby', sqft: 1_000, isUsable: false },
    ],
  };
}
function toolArps(name: string) {
  return {
    name,
    programs: [{ name: 'Recreational', students: 80, monthlyTuition: 95 }],
    annualFees: [{ name: 'Registration', amount: 60, studentsPaying: 80 }],
  };
}

/** A valid churn scenario. */
function toolScenario(name: string) {
  return {
    tool: 'churn-rate',
    name,
    inputs: { membersAtStart: 200, membersLost: 6, newMembers: 9, averageMonthlyTuition: 130 },
  };
}

/** Valid bodies of the tools' calls. */
function listingBody(title: string) {
  return {
    title,
    type: 'swim' as const,
    description: 'A learn-to-swim school with an indoor pool and recurring tuition.',
    price: 850_000,
    location: 'Austin, TX',
    listingUrl: 'https://www.bizbuysell.com/business-opportunity/lakeside/2233445/',
    revenue: 1_100_000,
    cashFlow: 260_000,
    established: 2009,
    employees: 22,
  };
}

function timeAuditBody() {
  const answers = [
    'writtenPlan',
    'weeklyNumbers',
    'leadershipMeeting',
    'clearRoles',
    'decisionsWithoutMe',
    'protectedTime',
    'developPeople',
    'dayOff',
  ];
  return {
    locations: '1',
    staffCount: '6-15',
    revenueRange: '500k-1m',
    role: 'owner',
    yearsInBusiness: '4-7',
    timeAllocation: { strategic: 8, coaching: 20, admin: 10, firefighting: 7 },
    delegationData: { delegatedTasks: 5, totalTasks: 20 },
    freeTextAnswers: { biggestTimeDrain: 'Parent emails', oneThingToHandOff: 'Scheduling' },
    top3Priorities: ['grow-enrollment', 'improve-retention', 'build-systems'],
    leaderScorecard: Object.fromEntries(answers.map((key) => [key, 'sometimes'])),
  };
}

function toolMeet(meetName: string) {
  return {
    meetName,
    date: '2026-03-14',
    location: 'Peoria, IL',
    levels: [{ levelName: 'Level 4', numGymnasts: 5, costPerGymnast: 95 }],
    details: {
      milesPerTrip: 80,
      numRoundTrips: 1,
      mileageRate: 0.7,
      tollsPerTrip: 0,
      numNights: 0,
      costPerNight: 0,
      numSessions: 1,
      costPerSession: 30,
      foodExpensePerSession: 20,
      otherExpenses: 0,
      miscExpenses: 0,
      numTeams: 1,
      teamFee: 50,
      enableCreditCardFee: false,
    },
  };
}
function toolItem(itemName: string) {
  return { itemName, itemCost: 20, markupType: 'percent', markupPercent: 50, ccFeePercent: 3 };
}
function toolProgram(name: string) {
  return {
    name,
    studentProgramRatio: 8,
    percentEnrollment: 80,
    enrollments: 40,
    studentsPerClass: 8,
    totalClasses: 6,
    classLength: 60,
    instructors: 2,
    instructorHours: 6,
    pricePerClass: 20,
    instructorWage: 18,
    officeManagerWage: 100,
    generalManagerWage: 100,
    weeks: 12,
  };
}
function toolPlan(name: string) {
  return {
    name,
    description: null,
    gymProfile: { usableSqft: 6000, sqftPerAthlete: 50, openHours: [{ day: 0, opens: 16, closes: 20 }] },
    equipment: [{ kind: 'Bars', count: 2, athletesPerStation: 4 }],
    programs: [{ name: 'Rec', studentsPerClass: 8, coachRatio: 8, classLength: 60 }],
    schedule: [{ day: 0, hour: 16, runs: [{ program: 0, classes: 1 }] }],
  };
}
function classTable(title: string) {
  return { title, orgId: '509235', config: { columns: ['name', 'openings'] }, isDefault: true };
}
function toolCapacity(bars: number) {
  return {
    usableSqft: 9000,
    bars,
    beams: 3,
    vaults: 1,
    floors: 1,
    pits: 1,
    trampolines: 1,
    weeklyClassSlots: 30,
    maxStudentsPerClass: 8,
  };
}

function chapterApplication() {
  return {
    chapterName: `Member Chapter ${uid()}`,
    city: 'Peoria',
    state: 'IL',
    email: 'founder@example.com',
    phone: '+1 309-555-0199',
    why: 'We want a breakfast club.',
  };
}

function chapterEvent() {
  return {
    title: 'Breakfast',
    description: 'Eggs and numbers',
    location: 'Main St Cafe',
    date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    capacity: 20,
  };
}

const keyOf = (r: ApiRoute) => `${r.method} ${r.url}`;
/** Every route of the inventory with its declared access and, when guarded, its recipe; filled in beforeAll. */
const ACCESS: Record<string, Entry> = {};
const guarded = (access: Access) =>
  Object.entries(ACCESS)
    .filter(([, e]) => e.access === access)
    .map(([k]) => k);

// ---- the app, the rows and the helpers -----------------------------------------------------

/** Compared by row count only: resolving a session may touch its lastSeenAt. */
const COUNT_ONLY = new Set(['sessions']);
const HIGH = '1000000';

let t: TestApp;
let f: Fixture;
let tables: string[] = [];
/** Every JSON body this file received, for the secrets scan. */
const seen: { where: string; body: unknown }[] = [];
/** Member routes an ownership test called as A with B's ids smuggled in. */
const OWNERSHIP_CHECKED = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_READS_PER_MINUTE: HIGH,
    RATE_LIMIT_LOGIN_PER_MINUTE: HIGH,
    RATE_LIMIT_REVIEWS_PER_HOUR: HIGH,
    RATE_LIMIT_GYM_SUBMISSIONS_PER_HOUR: HIGH,
    RATE_LIMIT_CHAPTER_APPLICATIONS_PER_HOUR: HIGH,
    RATE_LIMIT_JOIN_REQUESTS_PER_HOUR: HIGH,
    RATE_LIMIT_PASSWORD_CHANGE_PER_HOUR: HIGH,
    RATE_LIMIT_PROFILE_CHANGES_PER_15_MINUTES: HIGH,
    RATE_LIMIT_COMMENTS_PER_HOUR: HIGH,
    RATE_LIMIT_UPLOADS_PER_HOUR: HIGH,
  });
  tables = await guardedTables(t.db);
  for (const route of t.app.apiRoutes) {
    const access = levelOf(route);
    const declared = route.access;
    ACCESS[keyOf(route)] =
      access === 'public'
        ? { access }
        : {
            access,
            ...(declared.level === 'permission' ? { permission: declared.permission } : {}),
            ...(declared.level !== 'public' && declared.gym ? { gym: true } : {}),
            ...RECIPES[keyOf(route)],
          };
  }

  const gymA = await createGym(t.db, { name: `Alpha Gym ${uid()}`, slogan: 'Alpha flips' });
  const gymB = await createGym(t.db, { name: `Bravo Gym ${uid()}`, slogan: 'Bravo vaults' });
  const userA = await createUser(t.db, {
    gymId: gymA.id,
    role: 'Owner',
    firstName: 'Alice',
    lastName: 'Alpha',
    mobile: '+1 217-555-0111',
  });
  const userB = await createUser(t.db, {
    gymId: gymB.id,
    role: 'Owner',
    firstName: 'Bob',
    lastName: 'Bravo',
    mobile: '+1 217-555-0222',
  });
  const loner = await createUser(t.db, { gymId: null, role: 'Manager', firstName: 'Lou', lastName: 'Loner' });
  const admin = await createUser(t.db, { isAdmin: true });
  const pendingB = await createUser(t.db, {
    gymId: gymB.id,
    role: 'Owner',
    gymAccess: 'pending',
    firstName: 'Pia',
    lastName: 'Pending',
  });
  const [accessRequestB] = await t.db
    .insert(gymAccessRequests)
    .values({ userId: pendingB.id, gymId: gymB.id, role: 'Owner' })
    .returning({ id: gymAccessRequests.id });
  const basicA = await createUser(t.db, { gymId: gymA.id, role: 'member', firstName: 'Bea', lastName: 'Basic' });
  const [article] = await t.db
    .insert(articles)
    .values({
      slug: `authz-${uid()}`,
      title: 'Hello members',
      content: '<p>Welcome {{first_name}} of {{gym_name}}: {{slogan}}</p>',
      isPublished: true,
      publishedAt: new Date(),
    })
    .returning();
  const [reviewB] = await t.db
    .insert(articleReviews)
    .values({
      articleId: article!.id,
      userId: userB.id,
      rating: 2,
      reviewText: "Bob's private opinion",
      userName: 'Bob Bravo',
      isVerified: true,
    })
    .returning();
  const [submission] = await t.db
    .insert(gymSubmissions)
    .values({ name: `Pending Gym ${uid()}`, state: 'IL', submitterName: 'Sam', submitterEmail: 'sam@example.com' })
    .returning();
  const [systemError] = await t.db
    .insert(systemErrorLog)
    .values({ errorType: 'Error', errorMessage: 'boom' })
    .returning();
  const [chapter] = await t.db
    .insert(chapters)
    .values({
      name: `Bravo Breakfast ${uid()}`,
      city: 'Springfield',
      state: 'IL',
      presidentId: userB.id,
      presidentName: 'Bob Bravo',
      status: 'active',
      memberCount: 1,
    })
    .returning();
  await t.db
    .insert(chapterMembers)
    .values({ chapterId: chapter!.id, userId: userB.id, role: 'president', status: 'active' });
  const [joinRequest] = await t.db
    .insert(chapterJoinRequests)
    .values({ chapterId: chapter!.id, userId: loner.id, message: "Lou's note" })
    .returning();
  const [application] = await t.db
    .insert(chapterApplications)
    .values({ ...chapterApplication(), userId: loner.id })
    .returning();
  const [event] = await t.db
    .insert(events)
    .values({
      gymId: gymA.id,
      title: 'Authorization breakfast',
      description: 'Coffee',
      location: 'Alpha Gym',
      date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      capacity: 20,
      zoomLink: 'https://zoom.us/j/9876',
      zoomPassword: 'zoom-secret',
    })
    .returning();
  const [rsvpB] = await t.db.insert(rsvps).values({ eventId: event!.id, userId: userB.id, mode: 'zoom' }).returning();
  const [eventDocument] = await t.db
    .insert(eventDocuments)
    .values({ eventId: event!.id, type: 'video', title: 'Recording', url: 'https://videos.example.com/1' })
    .returning();
  const [learningModule] = await t.db
    .insert(learningModules)
    .values({ slug: `authz-module-${uid()}`, title: 'Authorization playbook', isPublished: true })
    .returning();
  const [learningSection] = await t.db
    .insert(learningSections)
    .values({ moduleId: learningModule!.id, slug: 'only-section', title: 'The only section' })
    .returning();
  const [learningTab] = await t.db
    .insert(learningSectionTabs)
    .values({ sectionId: learningSection!.id, tabType: 'checklist', title: 'Checklist' })
    .returning();
  await t.db
    .insert(learningChecklistItems)
    .values({ sectionId: learningSection!.id, tabId: learningTab!.id, stableKey: 'do-it', text: 'Do it' });
  await t.db.insert(userLearningProgress).values({
    userId: userB.id,
    moduleId: learningModule!.id,
    sectionId: learningSection!.id,
    checklistState: { 'do-it': true },
    lastViewedTab: 'checklist',
  });
  const [book] = await t.db.insert(books).values({ title: 'Traction', author: 'Gino Wickman' }).returning();
  const [bookCommentB] = await t.db
    .insert(bookComments)
    .values({ bookId: book!.id, userId: userB.id, content: "Bob's take" })
    .returning();
  const [podcast] = await t.db.insert(podcasts).values({ title: 'WorkLife', host: 'Adam Grant' }).returning();
  const [podcastCommentB] = await t.db
    .insert(podcastComments)
    .values({ podcastId: podcast!.id, userId: userB.id, content: "Bob's episode notes" })
    .returning();
  const [folderB] = await t.db
    .insert(documentFolders)
    .values({ name: "Bravo's SOPs", gymId: gymB.id, userId: userB.id })
    .returning();
  await t.db.insert(documentFolders).values({ name: 'Club library', gymId: null });
  // B's document holds an uploaded file, so the file route has something to refuse.
  const upload = multipart(
    {
      name: 'closing.pdf',
      data: simplePdf('Closing checklist', ['Lights off, doors locked.']),
      type: 'application/pdf',
    },
    { title: "Bravo's closing checklist", folderId: String(folderB!.id) },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/repository/documents/upload',
    headers: { cookie: await signIn(t, userB.id), 'content-type': upload.contentType },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const documentB = uploaded.json() as { id: number };
  const [documentType] = await t.db.select({ id: documentTypes.id }).from(documentTypes).limit(1);
  const [task] = await t.db
    .insert(businessTasks)
    .values({ function: 'finance', task: 'Reconcile deposits', frequency: 'Weekly', owner: 'Bookkeeper' })
    .returning();
  const [theme] = await t.db
    .insert(taskThemes)
    .values({ name: `Cash flow ${uid()}` })
    .returning();
  const [myTaskB] = await t.db
    .insert(userTaskSelections)
    .values({ userId: userB.id, taskId: task!.id, status: 'todo', notes: "Bob's note" })
    .returning();
  await t.db.insert(taskWizardResponses).values({
    userId: userB.id,
    role: 'Manager',
    revenueTier: '2m',
    goals: ['build-team'],
    recommendedTaskIds: [task!.id],
  });
  const [job] = await t.db
    .insert(jobs)
    .values({ kind: 'task-enhancement', status: 'completed', payload: { taskId: task!.id } })
    .returning();
  const [importJob, domainJob] = await t.db
    .insert(jobs)
    .values([
      { kind: 'import', status: 'completed', payload: {} },
      { kind: 'domain-check', status: 'completed', payload: {} },
    ])
    .returning();
  const [listing] = await t.db
    .insert(businessListings)
    .values({ ...listingBody('Lakeside Swim School'), type: 'swim' })
    .returning();
  const [listingSource] = await t.db
    .insert(bizbuysellUrls)
    .values({
      url: 'https://www.bizbuysell.com/business-opportunity/lakeside/2233445/',
      state: 'TX',
      businessType: 'swim',
    })
    .returning();
  const [feasibilityB] = await t.db
    .insert(feasibilityProjects)
    .values({
      userId: userB.id,
      name: "Bravo's second site",
      type: 'new_location',
      location: 'Boulder, CO',
      shareToken: `share-${uid()}-${uid()}-${uid()}`,
      ...feasibilityDefaults,
    })
    .returning();
  const [zip80210] = await t.db
    .insert(geographies)
    .values({ type: 'zip', code: '80210', name: 'Denver, CO 80210', latitude: 39.679, longitude: -104.963 })
    .returning();
  await t.db.insert(demographicSnapshots).values({
    geographyId: zip80210!.id,
    vintageYear: 2023,
    childPopulation: 5_100,
    households: 15_200,
    medianIncome: 118_600,
    source: 'test',
  });
  const [marketAnalysisB] = await t.db
    .insert(analysisResults)
    .values({ userId: userB.id, analysisType: 'market_opportunity', location: '80210', geographyId: zip80210!.id })
    .returning();
  // Gym B's saved tools, made through the API so their totals are the server's.
  const cookieB = await signIn(t, userB.id);
  const toolOfB = async (url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') => {
    const res = await t.app.inject({ method, url, headers: { cookie: cookieB }, payload: body as object });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number };
  };
  const timeAuditB = await toolOfB('/api/time-audits', timeAuditBody());
  const timeAuditA = await (async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-audits',
      headers: { cookie: await signIn(t, userA.id) },
      payload: timeAuditBody(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  })();
  const meetB = await toolOfB('/api/meet-expenses', toolMeet("Bravo's state meet"));
  const proShopItemB = await toolOfB('/api/pro-shop-items', toolItem("Bravo's grips"));
  const classProgramB = await toolOfB('/api/capacity-programs', toolProgram("Bravo's team"));
  const scenarioB = await toolOfB('/api/tool-scenarios', toolScenario("Bravo's October"));
  const revenueSqftB = await toolOfB('/api/revenue-sqft', toolFacility("Bravo's building"));
  const arpsB = await toolOfB('/api/arps', toolArps("Bravo's season"));
  const classSizeProgramB = await toolOfB('/api/student-class-programs', toolProgram("Bravo's ninja"));
  const capacityPlanB = await toolOfB('/api/gym-capacity-plans', toolPlan("Bravo's fall"));
  const classTableB = await toolOfB('/api/jackrabbit-table-configs', classTable("Bravo's week"));
  const [stateLink] = await t.db
    .insert(stateLinks)
    .values({ ...stateLinkBody('USA Gymnastics Illinois') })
    .returning();
  const [certificateBackground] = await t.db
    .insert(certificateBackgrounds)
    .values({ contentType: 'image/png', bytes: PNG.length, data: PNG })
    .returning();
  const [certificateTemplate] = await t.db
    .insert(certificateTemplates)
    .values({ name: 'Level completion', pageWidth: 792, pageHeight: 612, backgroundId: certificateBackground!.id })
    .returning();
  await t.db.insert(certificateFieldMappings).values([
    { templateId: certificateTemplate!.id, position: 0, field: 'recipientName', x: 396, y: 300, alignment: 'center' },
    { templateId: certificateTemplate!.id, position: 1, field: 'Level', x: 396, y: 340, alignment: 'center' },
  ]);
  const generationB = (await toolOfB(
    '/api/certificates',
    certificateOrder(certificateTemplate!.id, 'Bella Bravo'),
  )) as Fixture['generationB'];
  const equipmentB = (await toolOfB('/api/equipment', equipmentBody("Bravo's vault table"))) as Fixture['equipmentB'];
  const messageB = await toolOfB('/api/messages', {
    type: 'sms',
    customerName: 'Bea Bravo',
    customerPhone: '555-444-1234',
    content: 'Bravo practice moved to 6 tonight',
  });
  await toolOfB(
    '/api/gym-facts',
    { capacity: toolCapacity(4), programs: [{ programType: "Bravo's ninja", monthlyPrice: 95, classesPerWeek: 1 }] },
    'PUT',
  );
  f = {
    equipmentB,
    certificateTemplate: certificateTemplate!,
    generationB,
    messageB,
    meetB,
    scenarioB,
    revenueSqftB,
    arpsB,
    proShopItemB,
    classProgramB,
    classSizeProgramB,
    capacityPlanB,
    classTableB,
    folderB: folderB!,
    documentB,
    documentType: documentType!,
    task: task!,
    theme: theme!,
    myTaskB: myTaskB!,
    timeAuditA,
    timeAuditB,
    job: job!,
    importJob: importJob!,
    domainJob: domainJob!,
    listing: listing!,
    listingSource: listingSource!,
    feasibilityB: feasibilityB!,
    geography: zip80210!,
    marketAnalysisB: marketAnalysisB!,
    gymA,
    gymB,
    userA,
    userB,
    loner,
    admin,
    article: article!,
    reviewB: reviewB!,
    submission: submission!,
    systemError: systemError!,
    chapter: chapter!,
    joinRequest: joinRequest!,
    application: application!,
    event: event!,
    rsvpB: rsvpB!,
    eventDocument: eventDocument!,
    learningModule: learningModule!,
    learningSection: learningSection!,
    book: book!,
    bookCommentB: bookCommentB!,
    podcast: podcast!,
    podcastCommentB: podcastCommentB!,
    accessRequestB: accessRequestB!,
    stateLink: stateLink!,
    cookie: {
      A: await signIn(t, userA.id),
      B: await signIn(t, userB.id),
      loner: await signIn(t, loner.id),
      admin: await signIn(t, admin.id),
      pendingB: await signIn(t, pendingB.id),
      basicA: await signIn(t, basicA.id),
    },
  };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

interface Call {
  cookie?: string | undefined;
  body?: unknown;
  raw?: { payload: string | Buffer; contentType: string };
}

/** One request; every JSON answer is kept for the secrets scan. */
async function call(method: string, url: string, opts: Call = {}) {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  let payload: string | Buffer | undefined;
  if (opts.raw) {
    headers['content-type'] = opts.raw.contentType;
    payload = opts.raw.payload;
  } else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(opts.body);
  }
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  // The OpenAPI document describes user objects (a schema has username and password properties).
  if (/application\/json/.test(String(res.headers['content-type'] ?? '')) && res.body && !url.startsWith('/api/docs')) {
    seen.push({ where: `${method} ${url} → ${res.statusCode}`, body: res.json() });
  }
  return res;
}

/** Row counts and, for all but COUNT_ONLY tables, a digest of every row. */
async function snapshot(): Promise<Record<string, string>> {
  const query = tables
    .map((name) =>
      COUNT_ONLY.has(name)
        ? `select '${name}' as t, count(*)::text as v from "${name}"`
        : `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as v from "${name}" x`,
    )
    .join(' union all ');
  const result = await t.db.execute(sql.raw(query));
  return Object.fromEntries((result as unknown as { rows: { t: string; v: string }[] }).rows.map((r) => [r.t, r.v]));
}

function urlFor(key: string, params: Record<string, string | number> = {}, query?: string) {
  const url = key.slice(key.indexOf(' ') + 1);
  const path = url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${key}: the recipe gives no :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  return query ? `${path}?${query}` : path;
}

function expectRefusal(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  where: string,
) {
  const text = `${where} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, text).toBe(status);
  expect(String(res.headers['content-type']), text).toMatch(/application\/json/);
  const body = JSON.parse(res.body) as { message?: unknown };
  expect(typeof body.message, text).toBe('string');
  expect((body.message as string).length, text).toBeGreaterThan(0);
}

// ---- 1. the table matches the inventory ----------------------------------------------------

describe('the declared access and the recipes', () => {
  it('gives every guarded route of the inventory a recipe, and none to a route that is gone or public', () => {
    const inventory = t.app.apiRoutes.map(keyOf);
    expect(inventory.length).toBeGreaterThan(30);
    const withoutRecipe = guarded('member')
      .concat(guarded('admin'))
      .filter((k) => !(k in RECIPES));
    const stray = Object.keys(RECIPES).filter((k) => ACCESS[k]?.access !== 'member' && ACCESS[k]?.access !== 'admin');
    expect(withoutRecipe, 'guarded routes missing from RECIPES: give them one').toEqual([]);
    expect(stray, 'RECIPES names routes the app no longer has, or public ones').toEqual([]);
  });

  it('gives every guarded route with a path parameter the ids to use', () => {
    for (const [key, entry] of Object.entries(ACCESS)) {
      if (entry.access === 'public') continue;
      expect(() => urlFor(key, entry.params?.(f))).not.toThrow();
    }
  });

  it('has the expected shape: admin routes live under /api/admin and need a permission, nothing else does', () => {
    for (const [key, entry] of Object.entries(ACCESS)) {
      expect(entry.access === 'admin', key).toBe(key.includes(' /api/admin/'));
    }
  });
});

// ---- 2 and 3. refusals, before validation, writing nothing ---------------------------------

describe('guarded routes refuse', () => {
  const refusals = (who: 'visitor' | 'member') =>
    Object.entries(ACCESS).filter(([, e]) => (who === 'visitor' ? e.access !== 'public' : e.access === 'admin')) as [
      string,
      Recipe,
    ][];

  async function refuseAll(who: 'visitor' | 'member', status: number) {
    const cookie = who === 'member' ? f.cookie.A : undefined;
    for (const [key, recipe] of refusals(who)) {
      const method = key.slice(0, key.indexOf(' '));
      const before = await snapshot();
      // A request that would be valid, on rows that exist: only the guard can refuse it.
      const url = urlFor(key, recipe.params?.(f), recipe.query);
      const body = recipe.body?.(f) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
      expectRefusal(
        await call(method, url, { cookie, body, ...(recipe.raw ? { raw: recipe.raw } : {}) }),
        status,
        `${key} as ${who}`,
      );
      // Garbage ids, query and body: the guard must still speak first (no 400, no 404).
      const garbage = key.slice(key.indexOf(' ') + 1).replace(/:[A-Za-z]+/g, 'not-an-id') + '?page=-1&status=%00';
      const raw =
        method === 'GET' || method === 'DELETE' ? undefined : { payload: '{"bogus":', contentType: 'application/json' };
      expectRefusal(
        await call(method, garbage, { cookie, ...(raw ? { raw } : {}) }),
        status,
        `${key} (garbage) as ${who}`,
      );
      expect(await snapshot(), `a refused ${key} as ${who} changed rows`).toEqual(before);
    }
  }

  // These walk every guarded route and compare every table around each call: their time grows with the route table.
  const GROWS_WITH_ROUTES = 120_000;

  it(
    'a visitor: 401 with a JSON message on every member and admin route',
    async () => {
      expect(refusals('visitor').length).toBe(guarded('member').length + guarded('admin').length);
      await refuseAll('visitor', 401);
    },
    GROWS_WITH_ROUTES,
  );

  it(
    'a signed-in member (not an admin): 403 with a JSON message on every admin route',
    async () => {
      await refuseAll('member', 403);
    },
    GROWS_WITH_ROUTES,
  );

  it(
    "a member whose roles lack a member route's declared permission: 403 naming it, before validation",
    async () => {
      const held = new Set(
        (await call('GET', '/api/user/permissions', { cookie: f.cookie.basicA })).json().permissions as string[],
      );
      const lacking = Object.entries(ACCESS).filter(
        ([, e]) => e.access === 'member' && e.permission && !held.has(e.permission),
      ) as [string, Recipe & { permission: string }][];
      // tools.use, tools.financial, documents.manage, tasks.use, gym.manage at least.
      expect(new Set(lacking.map(([, e]) => e.permission)).size).toBeGreaterThanOrEqual(5);
      for (const [key, recipe] of lacking) {
        const method = key.slice(0, key.indexOf(' '));
        const before = await snapshot();
        const body = recipe.body?.(f) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const url = urlFor(key, recipe.params?.(f), recipe.query);
        const res = await call(method, url, {
          cookie: f.cookie.basicA,
          body,
          ...(recipe.raw ? { raw: recipe.raw } : {}),
        });
        expectRefusal(res, 403, `${key} without ${recipe.permission}`);
        expect(res.json().message, key).toBe(permissionRequired(recipe.permission));
        expect(await snapshot(), `a refused ${key} changed rows`).toEqual(before);
      }
    },
    GROWS_WITH_ROUTES,
  );

  it(
    'a member whose gym has not approved them: 403 with the notice on every gym-private route',
    async () => {
      const gymPrivate = Object.entries(ACCESS).filter(([, e]) => e.access !== 'public' && e.gym) as [string, Recipe][];
      expect(gymPrivate.length).toBeGreaterThan(30);
      for (const [key, recipe] of gymPrivate) {
        const method = key.slice(0, key.indexOf(' '));
        const before = await snapshot();
        const body = recipe.body?.(f) ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const url = urlFor(key, recipe.params?.(f), recipe.query);
        const res = await call(method, url, {
          cookie: f.cookie.pendingB,
          body,
          ...(recipe.raw ? { raw: recipe.raw } : {}),
        });
        expectRefusal(res, 403, `${key} while pending`);
        expect(res.json().message, key).toBe(gymAccessMessages.pending);
        expect(await snapshot(), `a refused ${key} changed rows`).toEqual(before);
      }
    },
    GROWS_WITH_ROUTES,
  );

  it('an admin gets past the guard of every admin GET route (the recipes point at rows that exist)', async () => {
    for (const [key, recipe] of Object.entries(ACCESS) as [string, Entry & Recipe][]) {
      if (recipe.access !== 'admin' || !key.startsWith('GET ')) continue;
      const res = await call('GET', urlFor(key, recipe.params?.(f), recipe.query), { cookie: f.cookie.admin });
      expect(res.statusCode, `${key} as admin → ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('a member gets past the guard of every member GET route', async () => {
    for (const key of guarded('member').filter((k) => k.startsWith('GET '))) {
      const recipe = ACCESS[key] as Recipe;
      const res = await call('GET', urlFor(key, recipe.params?.(f), recipe.query), { cookie: f.cookie.B });
      expect(res.statusCode, `${key} as member → ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('public routes never ask a visitor to sign in', async () => {
    // Anyone may ask who they are; a visitor is told 401 by the answer itself, which also drops
    // the cookies of an ended session (a guard would answer before it could).
    const whoAmI = 'GET /api/user';
    expect(ACCESS[whoAmI]?.access).toBe('public');
    expectRefusal(await call('GET', '/api/user'), 401, `${whoAmI} as visitor`);
    // The telephony provider's webhooks answer an unsigned call 403: the signature, not a session,
    // is their guard (messages.test.ts proves a signed call passes and a refused one writes nothing).
    const signedWebhooks = ['POST /api/webhooks/sms/inbound', 'POST /api/webhooks/sms/status'];
    for (const key of signedWebhooks) {
      expect(ACCESS[key]?.access, key).toBe('public');
      expectRefusal(await call('POST', key.slice(5), { body: {} }), 403, `${key} unsigned`);
    }
    for (const key of guarded('public').filter((k) => k !== whoAmI && !signedWebhooks.includes(k))) {
      const method = key.slice(0, key.indexOf(' '));
      const url = key
        .slice(key.indexOf(' ') + 1)
        .replace(/:[A-Za-z]+/g, (p) => (p === ':slug' ? f.article.slug : String(f.article.id)));
      const res = await call(method, url, method === 'GET' ? {} : { body: {} });
      expect([401, 403], `${key} as visitor → ${res.statusCode}`).not.toContain(res.statusCode);
    }
  });
});

// ---- permissions granted by an admin ------------------------------------------------------

describe('a permission granted to a role', () => {
  it('lets a member holding that role past the guard of a route needing it, and no longer once the grant is removed', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ name: `Directory keepers ${uid()}`, level: 9, displayOrder: 9 })
      .returning();
    const [permission] = await t.db.select().from(permissions).where(eq(permissions.name, 'gyms.manage'));
    const keeper = await createUser(t.db, { gymId: f.gymA.id, role: 'Manager' });
    await t.db.insert(userRoles).values({ userId: keeper.id, roleId: role!.id });
    const cookie = await signIn(t, keeper.id);
    const held = async () => (await call('GET', '/api/user/permissions', { cookie })).json().permissions as string[];

    expectRefusal(await call('GET', '/api/admin/gyms', { cookie }), 403, 'before the grant');
    expect(await held()).not.toContain('gyms.manage');

    await t.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: permission!.id });
    expect((await call('GET', '/api/admin/gyms', { cookie })).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/gym-submissions/${f.submission.id}`, { cookie })).statusCode).toBe(200);
    expect(await held()).toContain('gyms.manage');
    // Only that permission: the other admin routes still refuse.
    expectRefusal(await call('GET', '/api/admin/users', { cookie }), 403, 'another permission');
    expectRefusal(await call('GET', '/api/admin/articles', { cookie }), 403, 'another permission');

    await t.db.delete(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    expectRefusal(await call('GET', '/api/admin/gyms', { cookie }), 403, 'after the grant is removed');
    expect(await held()).not.toContain('gyms.manage');
  });
});

// ---- 4. owned data: A of gym A never reaches B of gym B ------------------------------------

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const smuggled = () => ({
  id: f.userB.id,
  userId: f.userB.id,
  gymId: f.gymB.id,
  username: f.userB.username,
  isAdmin: true,
  role: 'admin',
});
const qs = () => `?id=${f.userB.id}&userId=${f.userB.id}&gymId=${f.gymB.id}`;

describe('owned data between members of two gyms', () => {
  it('GET /api/user answers the caller only, whatever id is asked for', async () => {
    OWNERSHIP_CHECKED.add('GET /api/user');
    for (const [cookie, user, gym] of [
      [f.cookie.A, f.userA, f.gymA],
      [f.cookie.B, f.userB, f.gymB],
    ] as const) {
      const res = await call('GET', `/api/user${qs()}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        username: user.username,
        gymId: gym.id,
        gym: { id: gym.id, name: gym.name },
      });
    }
  });

  it("GET /api/user/permissions answers the caller's own permissions, not B's", async () => {
    OWNERSHIP_CHECKED.add('GET /api/user/permissions');
    const own = (await call('GET', '/api/user/permissions', { cookie: f.cookie.A })).json().permissions as string[];
    const basic = await call('GET', '/api/user/permissions', { cookie: f.cookie.basicA });
    const ofBasic = basic.json().permissions as string[];
    expect(own).toContain('gym.manage'); // A is an Owner
    expect(ofBasic).not.toContain('gym.manage'); // Bea holds the member role
    const asked = await call('GET', `/api/user/permissions${qs()}`, { cookie: f.cookie.A });
    expect(asked.json().permissions).toEqual(own);
    const askedByBasic = await call('GET', `/api/user/permissions?userId=${f.userA.id}`, { cookie: f.cookie.basicA });
    expect(askedByBasic.json().permissions).toEqual(ofBasic);
  });

  it("PATCH /api/user/profile edits the caller only: B's id, gym or admin flag in the body change nothing of B", async () => {
    OWNERSHIP_CHECKED.add('PATCH /api/user/profile');
    const bBefore = await userRow(f.userB.id);
    const aBefore = await userRow(f.userA.id);
    const email = `alice.${uid()}@example.com`;
    const res = await call('PATCH', `/api/user/profile${qs()}`, {
      cookie: f.cookie.A,
      body: {
        ...smuggled(),
        firstName: 'Alicia',
        lastName: 'Alpha',
        email,
        currentPassword: f.userA.plainPassword,
        status: 'active',
        passwordHash: 'x',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: f.userA.id,
      firstName: 'Alicia',
      email,
      gymId: f.gymA.id,
      isAdmin: false,
      role: 'Owner',
    });
    const aAfter = await userRow(f.userA.id);
    expect(aAfter).toMatchObject({
      firstName: 'Alicia',
      email,
      username: aBefore.username,
      gymId: f.gymA.id,
      isAdmin: false,
      role: 'Owner',
    });
    expect(await userRow(f.userB.id)).toEqual(bBefore);
    // B's email cannot be claimed either.
    const taken = await call('PATCH', '/api/user/profile', {
      cookie: f.cookie.A,
      body: { firstName: 'Alicia', lastName: 'Alpha', email: f.userB.email, currentPassword: f.userA.plainPassword },
    });
    expect(taken.statusCode).toBe(409);
    expect(await userRow(f.userB.id)).toEqual(bBefore);
  });

  it("GET /api/articles/:id/my-review answers the caller's own review; B's is never returned to A", async () => {
    OWNERSHIP_CHECKED.add('GET /api/articles/:id/my-review');
    const url = `/api/articles/${f.article.id}/my-review`;
    const mineB = await call('GET', url, { cookie: f.cookie.B });
    expect(mineB.json()).toMatchObject({ id: f.reviewB.id, reviewText: "Bob's private opinion" });
    const asA = await call('GET', `${url}${qs()}`, { cookie: f.cookie.A });
    expect(asA.statusCode).toBe(200);
    expect(asA.json()).toBeNull();
  });

  it("a review posted by A is A's, whatever user, gym, name or article is smuggled into the body", async () => {
    const bReviewBefore = (await t.db.select().from(articleReviews).where(eq(articleReviews.id, f.reviewB.id)))[0];
    const res = await call('POST', `/api/articles/${f.article.id}/reviews${qs()}`, {
      cookie: f.cookie.A,
      body: {
        ...smuggled(),
        rating: 5,
        reviewText: "Alice's review",
        userName: 'Bob Bravo',
        articleId: f.article.id + 1000,
        isVerified: false,
        isHidden: true,
        reviewId: f.reviewB.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rating: 5, userName: 'Alicia Alpha', isVerified: true });
    expect(res.json()).not.toHaveProperty('userId');
    const [row] = await t.db.select().from(articleReviews).where(eq(articleReviews.id, res.json().id));
    expect(row).toMatchObject({
      articleId: f.article.id,
      userId: f.userA.id,
      userName: 'Alicia Alpha',
      isVerified: true,
      isHidden: false,
    });
    expect((await t.db.select().from(articleReviews).where(eq(articleReviews.id, f.reviewB.id)))[0]).toEqual(
      bReviewBefore,
    );
    // Each now sees their own review, and only that.
    const url = `/api/articles/${f.article.id}/my-review`;
    expect((await call('GET', url, { cookie: f.cookie.A })).json()).toMatchObject({ id: row!.id });
    expect((await call('GET', url, { cookie: f.cookie.B })).json()).toMatchObject({ id: f.reviewB.id });
    // The public list names reviewers, never their accounts.
    for (const review of (await call('GET', `/api/articles/${f.article.id}/reviews`)).json() as Record<
      string,
      unknown
    >[]) {
      expect(review).not.toHaveProperty('userId');
    }
  });

  it("an article is filled with the reader's own gym, never another's", async () => {
    const url = `/api/articles/${f.article.slug}${qs()}`;
    const asA = (await call('GET', url, { cookie: f.cookie.A })).json().content as string;
    const asB = (await call('GET', url, { cookie: f.cookie.B })).json().content as string;
    expect(asA).toContain(f.gymA.name);
    expect(asA).toContain('Alpha flips');
    expect(asA).not.toContain(f.gymB.name);
    expect(asB).toContain(f.gymB.name);
    expect(asB).not.toContain(f.gymA.name);
    expect(asB).not.toContain('Alicia');
  });

  it('a gym submission is attributed to the caller, whatever user is smuggled into the body', async () => {
    const base = {
      name: `Loner Gym ${uid()}`,
      state: 'IL',
      country: 'United States',
      submitterName: 'Lou',
      submitterEmail: 'lou@example.com',
    };
    const res = await call('POST', '/api/gym-submissions', {
      cookie: f.cookie.loner,
      body: { ...base, ...smuggled(), submittedByUserId: f.userB.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.id, res.json().id));
    expect(row).toMatchObject({ submittedByUserId: f.loner.id, status: 'pending' });
    const [logged] = await t.db
      .select()
      .from(userActivityLog)
      .where(
        sql`${userActivityLog.action} = 'gym_submission.create' and ${userActivityLog.resourceId} = ${String(row!.id)}`,
      );
    expect(logged?.userId).toBe(f.loner.id);
    // A member who has a gym is never attached to a submission (approval would move them).
    const byA = await call('POST', '/api/gym-submissions', {
      cookie: f.cookie.A,
      body: { ...base, name: `Other ${uid()}`, submittedByUserId: f.userA.id },
    });
    expect(byA.statusCode).toBe(201);
    const [rowA] = await t.db.select().from(gymSubmissions).where(eq(gymSubmissions.id, byA.json().id));
    expect(rowA!.submittedByUserId).toBeNull();
  });

  it("a member cannot act on B through the admin user calls: B's row and sessions stay as they were", async () => {
    const bBefore = await userRow(f.userB.id);
    const aBefore = await userRow(f.userA.id);
    for (const action of ['suspend_user', 'lock_account', 'reset_password', 'generate_temp_password']) {
      const res = await call('POST', `/api/admin/users/${f.userB.id}/actions`, {
        cookie: f.cookie.A,
        body: { action, reason: 'because' },
      });
      expectRefusal(res, 403, action);
    }
    const promote = await call('PATCH', `/api/admin/users/${f.userA.id}`, {
      cookie: f.cookie.A,
      body: { isAdmin: true },
    });
    expectRefusal(promote, 403, 'self-promotion');
    expect(await userRow(f.userB.id)).toEqual(bBefore);
    expect(await userRow(f.userA.id)).toEqual(aBefore);
    expect((await call('GET', '/api/user', { cookie: f.cookie.B })).statusCode).toBe(200);
  });

  it("POST /api/user/change-password changes the caller's password only; B keeps password and sessions", async () => {
    OWNERSHIP_CHECKED.add('POST /api/user/change-password');
    const bBefore = await userRow(f.userB.id);
    const aBefore = await userRow(f.userA.id);
    const mails = t.mail.length;
    const res = await call('POST', `/api/user/change-password${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), currentPassword: f.userA.plainPassword, newPassword: 'Changed2025Now' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: f.userA.id });
    expect((await userRow(f.userA.id)).password).not.toBe(aBefore.password);
    expect(await userRow(f.userB.id)).toEqual(bBefore);
    expect((await call('GET', '/api/user', { cookie: f.cookie.B })).json()).toMatchObject({ id: f.userB.id });
    expect(t.mail.slice(mails).map((m) => m.to)).toEqual([(await userRow(f.userA.id)).email]);
    // B's password (A's old one too) is no longer a key to A's account.
    const wrong = await call('POST', '/api/user/change-password', {
      cookie: f.cookie.A,
      body: { currentPassword: f.userB.plainPassword, newPassword: 'Another2025Now' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("POST /api/logout ends the caller's own session only, whatever session or user is named", async () => {
    const second = await signIn(t, f.userA.id);
    const bSessions = await t.db.select().from(sessions).where(eq(sessions.userId, f.userB.id));
    const res = await call('POST', `/api/logout${qs()}`, {
      cookie: second,
      body: { ...smuggled(), sessionId: f.cookie.B.slice(4) },
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/user', { cookie: second })).statusCode).toBe(401);
    expect((await call('GET', '/api/user', { cookie: f.cookie.A })).json()).toMatchObject({ id: f.userA.id });
    expect((await call('GET', '/api/user', { cookie: f.cookie.B })).json()).toMatchObject({ id: f.userB.id });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, f.userB.id))).toHaveLength(bSessions.length);
  });

  it('login answers the signed-in user itself', async () => {
    const res = await call('POST', '/api/login', {
      body: { username: f.userB.username, password: f.userB.plainPassword, userId: f.userA.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: f.userB.id, gymId: f.gymB.id });
  });

  it("the chapter calls act for the caller only: A's application, request and leave are A's; B's chapter and Lou's request stay B's", async () => {
    const chapterRoutes = [
      'POST /api/chapter-applications',
      'POST /api/chapters/:id/join-requests',
      'DELETE /api/chapters/:id/join-requests',
      'GET /api/my-chapter',
      'POST /api/my-chapter/join-requests/:id/approve',
      'POST /api/my-chapter/join-requests/:id/deny',
      'POST /api/my-chapter/events',
      'POST /api/my-chapter/leave',
    ];
    for (const k of chapterRoutes) OWNERSHIP_CHECKED.add(k);
    const lousRequest = async () =>
      (await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.id, f.joinRequest.id)))[0]!;
    const before = await lousRequest();

    const app = await call('POST', `/api/chapter-applications${qs()}`, {
      cookie: f.cookie.A,
      body: { ...chapterApplication(), ...smuggled(), status: 'approved', chapterId: f.chapter.id },
    });
    expect(app.statusCode, app.body).toBe(201);
    expect(app.json()).toMatchObject({ userId: f.userA.id, status: 'pending', chapterId: null });

    const join = await call('POST', `/api/chapters/${f.chapter.id}/join-requests${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), message: 'Let me in', status: 'approved' },
    });
    expect(join.statusCode, join.body).toBe(201);
    expect(join.json()).toMatchObject({ userId: f.userA.id, status: 'pending' });

    // A sees A's standing only; B, the president, sees both requests.
    const mineA = (await call('GET', `/api/my-chapter${qs()}`, { cookie: f.cookie.A })).json();
    expect(mineA).toMatchObject({ chapter: null, role: null, joinRequests: [] });
    expect(mineA.pendingJoinRequests.map((r: { userId: number }) => r.userId)).toEqual([f.userA.id]);
    expect(mineA.pendingApplication).toMatchObject({ userId: f.userA.id });
    const mineB = (await call('GET', '/api/my-chapter', { cookie: f.cookie.B })).json();
    expect(mineB.role).toBe('president');
    expect(mineB.joinRequests.map((r: { userId: number }) => r.userId).sort()).toEqual([f.loner.id, f.userA.id].sort());

    // A cannot decide on Lou's request to B's chapter, nor plan B's breakfasts, nor leave for B.
    for (const decision of ['approve', 'deny']) {
      const res = await call('POST', `/api/my-chapter/join-requests/${f.joinRequest.id}/${decision}${qs()}`, {
        cookie: f.cookie.A,
        body: smuggled(),
      });
      expect(res.statusCode).toBe(404);
    }
    const event = await call('POST', `/api/my-chapter/events${qs()}`, {
      cookie: f.cookie.A,
      body: { ...chapterEvent(), ...smuggled(), chapterId: f.chapter.id },
    });
    expect(event.statusCode).toBe(403);
    expect(await t.db.select().from(events).where(eq(events.chapterId, f.chapter.id))).toEqual([]);
    const leave = await call('POST', `/api/my-chapter/leave${qs()}`, { cookie: f.cookie.A, body: smuggled() });
    expect(leave.statusCode).toBe(404);
    expect(await t.db.select().from(chapterMembers).where(eq(chapterMembers.chapterId, f.chapter.id))).toMatchObject([
      { userId: f.userB.id, role: 'president' },
    ]);

    // A's withdrawal removes A's request only.
    const withdraw = await call('DELETE', `/api/chapters/${f.chapter.id}/join-requests${qs()}`, { cookie: f.cookie.A });
    expect(withdraw.statusCode).toBe(204);
    expect(await lousRequest()).toEqual(before);
    const left = await t.db.select().from(chapterJoinRequests).where(eq(chapterJoinRequests.chapterId, f.chapter.id));
    expect(left.map((r) => r.userId)).toEqual([f.loner.id]);
  });

  it("RSVPs are the caller's own: A's RSVP, cancel and My Events never touch or show B's", async () => {
    OWNERSHIP_CHECKED.add('POST /api/events/:id/rsvp');
    OWNERSHIP_CHECKED.add('DELETE /api/events/:id/rsvp');
    OWNERSHIP_CHECKED.add('GET /api/my-events');
    const rsvpRow = async (id: number) => (await t.db.select().from(rsvps).where(eq(rsvps.id, id)))[0];
    const bBefore = await rsvpRow(f.rsvpB.id);
    // Nothing to cancel for A: B's RSVP stays.
    const none = await call('DELETE', `/api/events/${f.event.id}/rsvp${qs()}`, { cookie: f.cookie.A });
    expect(none.statusCode).toBe(404);
    expect(await rsvpRow(f.rsvpB.id)).toEqual(bBefore);
    // A's RSVP is A's, whatever user is smuggled in.
    const mine = await call('POST', `/api/events/${f.event.id}/rsvp${qs()}`, {
      cookie: f.cookie.A,
      body: { mode: 'zoom', userId: f.userB.id, id: f.rsvpB.id },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ userId: f.userA.id, mode: 'zoom' });
    expect(mine.json().id).not.toBe(f.rsvpB.id);
    expect(await rsvpRow(f.rsvpB.id)).toEqual(bBefore);
    const listA = (await call('GET', `/api/my-events${qs()}`, { cookie: f.cookie.A })).json() as { id: number }[];
    expect(listA.map((r) => r.id)).toEqual([mine.json().id]);
    expect((await call('DELETE', `/api/events/${f.event.id}/rsvp`, { cookie: f.cookie.A })).statusCode).toBe(204);
    expect(await rsvpRow(f.rsvpB.id)).toEqual(bBefore);
    const listB = (await call('GET', '/api/my-events', { cookie: f.cookie.B })).json() as { id: number }[];
    expect(listB.map((r) => r.id)).toEqual([f.rsvpB.id]);
  });

  it("learning progress is the caller's own: A's reads and writes never show or touch B's ticks", async () => {
    const learningRoutes = [
      'GET /api/learning/modules',
      'GET /api/learning/modules/:slug',
      'GET /api/learning/modules/:slug/sections/:sectionSlug',
      'PUT /api/learning/sections/:id/progress',
      'POST /api/learning/sections/:id/complete',
      'GET /api/learning/resume',
      'GET /api/learning/hub',
    ];
    for (const k of learningRoutes) OWNERSHIP_CHECKED.add(k);
    const bRow = async () =>
      (await t.db.select().from(userLearningProgress).where(eq(userLearningProgress.userId, f.userB.id)))[0];
    const before = await bRow();
    const { slug } = f.learningModule;
    const list = (await call('GET', `/api/learning/modules${qs()}`, { cookie: f.cookie.A })).json();
    expect(list.find((x: { slug: string }) => x.slug === slug).percentComplete).toBe(0);
    expect(
      (await call('GET', `/api/learning/modules/${slug}${qs()}`, { cookie: f.cookie.A })).json().sections,
    ).toMatchObject([{ isCompleted: false }]);
    expect((await call('GET', `/api/learning/resume${qs()}`, { cookie: f.cookie.A })).json()).toBeNull();
    const view = await call('GET', `/api/learning/modules/${slug}/sections/only-section${qs()}`, {
      cookie: f.cookie.A,
    });
    expect(view.json().progress).toEqual({ lastViewedTab: null, checklistState: {} });
    const put = await call('PUT', `/api/learning/sections/${f.learningSection.id}/progress${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), checklistState: { 'do-it': false } },
    });
    expect(put.statusCode).toBe(200);
    const completed = await call('POST', `/api/learning/sections/${f.learningSection.id}/complete${qs()}`, {
      cookie: f.cookie.A,
      body: smuggled(),
    });
    expect(completed.json()).toMatchObject({ sectionCompleted: true });
    expect((await call('GET', `/api/learning/hub${qs()}`, { cookie: f.cookie.A })).json().resume).toMatchObject({
      moduleSlug: slug,
      tab: 'overview',
    });
    expect(await bRow()).toMatchObject({ checklistState: before!.checklistState, lastViewedTab: 'checklist' });
  });

  it("votes and comments are the caller's own: A never votes, comments or deletes as B", async () => {
    for (const kind of ['books', 'podcasts'] as const) {
      const item = kind === 'books' ? f.book : f.podcast;
      const commentB = kind === 'books' ? f.bookCommentB : f.podcastCommentB;
      const table = kind === 'books' ? bookComments : podcastComments;
      OWNERSHIP_CHECKED.add(`POST /api/${kind}/:id/vote`);
      OWNERSHIP_CHECKED.add(`POST /api/${kind}/:id/comments`);
      OWNERSHIP_CHECKED.add(`DELETE /api/${kind}/:id/comments/:commentId`);
      const vote = await call('POST', `/api/${kind}/${item.id}/vote${qs()}`, {
        cookie: f.cookie.A,
        body: { ...smuggled(), vote: 1 },
      });
      expect(vote.json()).toEqual({ score: 1, myVote: 1 });
      expect((await call('GET', `/api/${kind}/${item.id}`, { cookie: f.cookie.B })).json().myVote).toBe(0);
      const comment = await call('POST', `/api/${kind}/${item.id}/comments${qs()}`, {
        cookie: f.cookie.A,
        body: { ...smuggled(), content: 'Mine' },
      });
      expect(comment.json()).toMatchObject({ userId: f.userA.id, authorName: expect.stringMatching(/ A\.$/) });
      const del = await call('DELETE', `/api/${kind}/${item.id}/comments/${commentB.id}${qs()}`, {
        cookie: f.cookie.A,
      });
      expect(del.statusCode).toBe(403);
      expect(await t.db.select().from(table).where(eq(table.id, commentB.id))).toHaveLength(1);
    }
  });

  it("the repository is the caller's gym's: A never lists, reads, files into, changes or deletes B's folders and documents", async () => {
    const repositoryRoutes = [
      'GET /api/repository/folders',
      'POST /api/repository/folders',
      'PATCH /api/repository/folders/:id',
      'DELETE /api/repository/folders/:id',
      'GET /api/repository/documents',
      'GET /api/repository/tags',
      'POST /api/repository/documents',
      'POST /api/repository/documents/upload',
      'GET /api/repository/documents/:id',
      'PATCH /api/repository/documents/:id',
      'DELETE /api/repository/documents/:id',
      'GET /api/repository/documents/:id/file',
    ];
    for (const k of repositoryRoutes) OWNERSHIP_CHECKED.add(k);
    const folderRow = async () =>
      (await t.db.select().from(documentFolders).where(eq(documentFolders.id, f.folderB.id)))[0];
    const before = await folderRow();
    const folders = (await call('GET', `/api/repository/folders${qs()}`, { cookie: f.cookie.A })).json();
    expect(folders.map((x: { id: number }) => x.id)).not.toContain(f.folderB.id);
    const docs = await call('GET', `/api/repository/documents${qs()}`, { cookie: f.cookie.A });
    expect(docs.json().map((x: { id: number }) => x.id)).not.toContain(f.documentB.id);
    const inB = await call('GET', `/api/repository/documents?folderId=${f.folderB.id}`, { cookie: f.cookie.A });
    expect(inB.statusCode).toBe(404);
    const tagsA = (await call('GET', `/api/repository/tags${qs()}`, { cookie: f.cookie.A })).json();
    expect(Array.isArray(tagsA)).toBe(true);
    for (const [method, url, body] of [
      ['GET', `/api/repository/documents/${f.documentB.id}`, undefined],
      ['GET', `/api/repository/documents/${f.documentB.id}/file`, undefined],
      ['PATCH', `/api/repository/documents/${f.documentB.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/repository/documents/${f.documentB.id}`, undefined],
      ['PATCH', `/api/repository/folders/${f.folderB.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/repository/folders/${f.folderB.id}?recursive=true`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    // Created as A, in A's gym, whatever gym or folder of B's is named.
    const folder = await call('POST', `/api/repository/folders${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), name: "Alpha's forms" },
    });
    expect(folder.statusCode).toBe(201);
    expect(folder.json()).toMatchObject({ gymId: f.gymA.id });
    const intoB = await call('POST', '/api/repository/documents', {
      cookie: f.cookie.A,
      body: { ...smuggled(), title: 'Sneaked in', folderId: f.folderB.id },
    });
    expect(intoB.statusCode).toBe(404);
    const mine = await call('POST', `/api/repository/documents${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), title: "Alpha's waiver", type: 'Form' },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ gymId: f.gymA.id });
    const upload = multipart(
      { name: 'a.pdf', data: simplePdf('Alpha', ['Alpha waiver']), type: 'application/pdf' },
      { title: 'Sneaked upload', folderId: String(f.folderB.id), gymId: String(f.gymB.id) },
    );
    const up = await call('POST', '/api/repository/documents/upload', {
      cookie: f.cookie.A,
      raw: { payload: upload.payload, contentType: upload.contentType },
    });
    expect(up.statusCode).toBe(404);
    expect(await folderRow()).toEqual(before);
    const stillB = await call('GET', `/api/repository/documents/${f.documentB.id}/file`, { cookie: f.cookie.B });
    expect(stillB.statusCode).toBe(200);
  });

  it("My Tasks and the wizard are the caller's own: A never sees, changes or removes B's tasks or answers", async () => {
    const taskRoutes = [
      'GET /api/business-tasks',
      'GET /api/business-tasks/:id',
      'GET /api/task-themes',
      'GET /api/my-tasks',
      'POST /api/my-tasks',
      'POST /api/my-tasks/bulk',
      'PATCH /api/my-tasks/:id',
      'DELETE /api/my-tasks/:id',
      'GET /api/task-wizard/goals',
      'POST /api/task-wizard',
      'GET /api/task-wizard/latest',
      'GET /api/documentation',
      'GET /api/documentation/:slug',
    ];
    for (const k of taskRoutes) OWNERSHIP_CHECKED.add(k);
    const bRow = async () =>
      (await t.db.select().from(userTaskSelections).where(eq(userTaskSelections.id, f.myTaskB.id)))[0];
    const before = await bRow();
    // B has the task in My Tasks; A's library does not say so.
    const task = await call('GET', `/api/business-tasks/${f.task.id}${qs()}`, { cookie: f.cookie.A });
    expect(task.json().myTaskId).toBeNull();
    const library = (await call('GET', `/api/business-tasks${qs()}`, { cookie: f.cookie.A })).json();
    expect(library.find((x: { id: number }) => x.id === f.task.id).myTaskId).toBeNull();
    expect((await call('GET', `/api/my-tasks${qs()}`, { cookie: f.cookie.A })).json()).toEqual([]);
    expect(
      (await call('PATCH', `/api/my-tasks/${f.myTaskB.id}`, { cookie: f.cookie.A, body: { status: 'done' } }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/my-tasks/${f.myTaskB.id}`, { cookie: f.cookie.A })).statusCode).toBe(404);
    const added = await call('POST', `/api/my-tasks${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), taskId: f.task.id },
    });
    expect(added.statusCode).toBe(201);
    const bulk = await call('POST', `/api/my-tasks/bulk${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), taskIds: [f.task.id] },
    });
    expect(bulk.statusCode).toBeLessThan(300);
    const listA = (await call('GET', '/api/my-tasks', { cookie: f.cookie.A })).json() as { id: number }[];
    expect(listA.map((r) => r.id)).toEqual([added.json().id]);
    expect(await bRow()).toEqual(before);
    // The wizard: A's latest is A's own, never B's stored answer.
    expect((await call('GET', `/api/task-wizard/latest${qs()}`, { cookie: f.cookie.A })).json()).toBeNull();
    const answered = await call('POST', `/api/task-wizard${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), role: 'Owner', revenueTier: '250k', goals: ['increase-profit'], startup: true },
    });
    expect(answered.statusCode).toBe(201);
    const latestA = (await call('GET', '/api/task-wizard/latest', { cookie: f.cookie.A })).json();
    expect(latestA).toMatchObject({ id: answered.json().id, revenueTier: '250k' });
    const latestB = (await call('GET', '/api/task-wizard/latest', { cookie: f.cookie.B })).json();
    expect(latestB).toMatchObject({ revenueTier: '2m' });
    // Shared reading: the same for every member.
    for (const url of [
      '/api/task-themes',
      '/api/task-wizard/goals',
      '/api/documentation',
      '/api/documentation/getting-started',
    ]) {
      const a = await call('GET', `${url}${qs()}`, { cookie: f.cookie.A });
      const b = await call('GET', url, { cookie: f.cookie.B });
      expect(a.statusCode, url).toBe(200);
      expect(a.json(), url).toEqual(b.json());
    }
  });

  it("time audits are the caller's own: A lists and reads only A's, B's is a 404", async () => {
    const routes = ['GET /api/time-audits', 'POST /api/time-audits', 'GET /api/time-audits/:id'];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    expect((await call('GET', `/api/time-audits/${f.timeAuditB.id}${qs()}`, { cookie: f.cookie.A })).statusCode).toBe(
      404,
    );
    const taken = await call('POST', `/api/time-audits${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...timeAuditBody() },
    });
    expect(taken.statusCode).toBe(201);
    const listA = (await call('GET', `/api/time-audits${qs()}`, { cookie: f.cookie.A })).json() as {
      items: { id: number }[];
    };
    expect(listA.items.map((i) => i.id)).toEqual([taken.json().id, f.timeAuditA.id]);
    const listB = (await call('GET', '/api/time-audits', { cookie: f.cookie.B })).json() as { items: { id: number }[] };
    expect(listB.items.map((i) => i.id)).toEqual([f.timeAuditB.id]);
    expect((await call('GET', `/api/time-audits/${f.timeAuditA.id}`, { cookie: f.cookie.A })).statusCode).toBe(200);
  });

  it("the saved tools are the caller's gym's: A never lists, reads, changes, deletes or exports B's", async () => {
    const toolRoutes = [
      'GET /api/meet-expenses',
      'POST /api/meet-expenses',
      'GET /api/meet-expenses/:id',
      'PUT /api/meet-expenses/:id',
      'DELETE /api/meet-expenses/:id',
      'GET /api/meet-expenses/:id/export',
      'GET /api/pro-shop-items',
      'GET /api/pro-shop-items/export',
      'POST /api/pro-shop-items',
      'PUT /api/pro-shop-items/:id',
      'DELETE /api/pro-shop-items/:id',
      'GET /api/capacity-programs',
      'POST /api/capacity-programs',
      'GET /api/capacity-programs/:id',
      'GET /api/capacity-programs/:id/export',
      'PUT /api/capacity-programs/:id',
      'DELETE /api/capacity-programs/:id',
      'GET /api/gym-facts',
      'PUT /api/gym-facts',
    ];
    for (const k of toolRoutes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      meet: await t.db.select().from(meetExpenses).where(eq(meetExpenses.id, f.meetB.id)),
      item: await t.db.select().from(proShopItems).where(eq(proShopItems.id, f.proShopItemB.id)),
      program: await t.db.select().from(capacityPrograms).where(eq(capacityPrograms.id, f.classProgramB.id)),
      capacity: await t.db.select().from(gymCapacity).where(eq(gymCapacity.gymId, f.gymB.id)),
      programs: await t.db.select().from(gymPrograms).where(eq(gymPrograms.gymId, f.gymB.id)),
    });
    const before = await rowsOfB();
    expect(before.meet).toHaveLength(1);
    const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((x) => x.id);
    expect(ids(await call('GET', `/api/meet-expenses${qs()}`, { cookie: f.cookie.A }))).not.toContain(f.meetB.id);
    expect(ids(await call('GET', `/api/pro-shop-items${qs()}`, { cookie: f.cookie.A }))).not.toContain(
      f.proShopItemB.id,
    );
    expect(ids(await call('GET', `/api/capacity-programs${qs()}`, { cookie: f.cookie.A }))).not.toContain(
      f.classProgramB.id,
    );
    const factsA = (await call('GET', `/api/gym-facts${qs()}`, { cookie: f.cookie.A })).json();
    expect(factsA).toMatchObject({ gymId: f.gymA.id, capacity: null, programs: [] });
    for (const [method, url, body] of [
      ['GET', `/api/meet-expenses/${f.meetB.id}${qs()}`, undefined],
      ['PUT', `/api/meet-expenses/${f.meetB.id}${qs()}`, { ...smuggled(), ...toolMeet('Mine now') }],
      ['DELETE', `/api/meet-expenses/${f.meetB.id}${qs()}`, undefined],
      ['GET', `/api/meet-expenses/${f.meetB.id}/export?format=xlsx&gymId=${f.gymB.id}`, undefined],
      ['GET', `/api/meet-expenses/${f.meetB.id}/export?format=pdf&gymId=${f.gymB.id}`, undefined],
      ['PUT', `/api/pro-shop-items/${f.proShopItemB.id}${qs()}`, { ...smuggled(), ...toolItem('Mine now') }],
      ['DELETE', `/api/pro-shop-items/${f.proShopItemB.id}${qs()}`, undefined],
      ['GET', `/api/capacity-programs/${f.classProgramB.id}${qs()}`, undefined],
      ['GET', `/api/capacity-programs/${f.classProgramB.id}/export?format=pdf&gymId=${f.gymB.id}`, undefined],
      ['PUT', `/api/capacity-programs/${f.classProgramB.id}${qs()}`, { ...smuggled(), ...toolProgram('Mine') }],
      ['DELETE', `/api/capacity-programs/${f.classProgramB.id}${qs()}`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    // Created and saved as A, in A's gym, whatever gym, user or id of B's is named.
    for (const [url, body] of [
      ['/api/meet-expenses', toolMeet("Alpha's meet")],
      ['/api/pro-shop-items', toolItem("Alpha's grips")],
      ['/api/capacity-programs', toolProgram("Alpha's rec")],
    ] as const) {
      const res = await call('POST', `${url}${qs()}`, { cookie: f.cookie.A, body: { ...smuggled(), ...body } });
      expect(res.statusCode, url).toBe(201);
      expect(res.json(), url).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
      expect(res.json().id, url).not.toBe(f.meetB.id);
    }
    // A's price list export is A's list: B's item is not in it, whatever gym is named.
    const priceList = await call('GET', `/api/pro-shop-items/export${qs()}&format=xlsx`, { cookie: f.cookie.A });
    expect(priceList.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(priceList.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => names.push(row.getCell(1).value));
    expect(names).not.toContain("Bravo's grips");
    expect(names).toContain("Alpha's grips");
    const saved = await call('PUT', `/api/gym-facts${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), capacity: toolCapacity(9), programs: [] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gymId: f.gymA.id, capacity: { bars: 9 } });
    expect(await rowsOfB()).toEqual(before);
    const factsB = (await call('GET', '/api/gym-facts', { cookie: f.cookie.B })).json();
    expect(factsB).toMatchObject({
      gymId: f.gymB.id,
      capacity: { bars: 4 },
      programs: [{ programType: "Bravo's ninja" }],
    });
    const stillB = await call('GET', `/api/meet-expenses/${f.meetB.id}/export?format=pdf`, { cookie: f.cookie.B });
    expect(stillB.statusCode).toBe(200);
  });

  it("saved scenarios are the caller's gym's, and a benchmark places the caller's gym only", async () => {
    const routes = [
      'GET /api/tool-scenarios',
      'POST /api/tool-scenarios',
      'GET /api/tool-scenarios/:id',
      'PUT /api/tool-scenarios/:id',
      'DELETE /api/tool-scenarios/:id',
      'GET /api/tool-scenarios/:id/export',
      'GET /api/benchmarks/:metric',
    ];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowOfB = () => t.db.select().from(toolScenarios).where(eq(toolScenarios.id, f.scenarioB.id));
    const before = await rowOfB();
    expect(before).toHaveLength(1);
    const list = await call('GET', `/api/tool-scenarios${qs()}&tool=churn-rate`, { cookie: f.cookie.A });
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.scenarioB.id);
    for (const [method, url, body] of [
      ['GET', `/api/tool-scenarios/${f.scenarioB.id}${qs()}`, undefined],
      ['PUT', `/api/tool-scenarios/${f.scenarioB.id}${qs()}`, { ...smuggled(), ...toolScenario('Mine now') }],
      ['DELETE', `/api/tool-scenarios/${f.scenarioB.id}${qs()}`, undefined],
      ['GET', `/api/tool-scenarios/${f.scenarioB.id}/export?format=xlsx&gymId=${f.gymB.id}`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    const mine = await call('POST', `/api/tool-scenarios${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...toolScenario("Alpha's month") },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
    expect(await rowOfB()).toEqual(before);
    // Two gyms' figures are far below the five a benchmark needs, whichever gym is named.
    const bench = await call('GET', `/api/benchmarks/churn-rate${qs()}`, { cookie: f.cookie.A });
    expect(bench.json()).toEqual({ insufficientData: true });
  });

  it("a feasibility study is its owner's alone; its shared link is read-only", async () => {
    const routes = Object.keys(RECIPES).filter((k) => k.includes('/api/feasibility-projects'));
    expect(routes).toHaveLength(10);
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowOfB = () => t.db.select().from(feasibilityProjects).where(eq(feasibilityProjects.id, f.feasibilityB.id));
    const before = await rowOfB();
    const list = await call('GET', `/api/feasibility-projects${qs()}`, { cookie: f.cookie.A });
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.feasibilityB.id);
    const id = f.feasibilityB.id;
    for (const [method, url, body] of [
      ['GET', `/api/feasibility-projects/${id}${qs()}`, undefined],
      ['PATCH', `/api/feasibility-projects/${id}${qs()}`, { sqft: 1 }],
      ['DELETE', `/api/feasibility-projects/${id}${qs()}`, undefined],
      ['GET', `/api/feasibility-projects/${id}/results${qs()}`, undefined],
      ['GET', `/api/feasibility-projects/${id}/export?format=pdf`, undefined],
      ['POST', `/api/feasibility-projects/${id}/lock${qs()}`, undefined],
      ['POST', `/api/feasibility-projects/${id}/share${qs()}`, undefined],
      ['DELETE', `/api/feasibility-projects/${id}/share${qs()}`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    const mine = await call('POST', `/api/feasibility-projects${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), name: "Alpha's annex", type: 'expansion', location: 'Austin, TX' },
    });
    expect(mine.statusCode).toBe(201);
    expect(await rowOfB()).toEqual(before);
    const shared = await call('GET', `/api/feasibility/shared/${f.feasibilityB.shareToken}`, {});
    expect(shared.statusCode).toBe(200);
    expect(shared.json().project).not.toHaveProperty('shareToken');
  });

  it("a market analysis is its owner's alone; the tile settings are the same for everyone", async () => {
    const routes = Object.keys(RECIPES).filter((k) => /\/api\/market-(analyses|intelligence)/.test(k));
    expect(routes).toHaveLength(4);
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowOfB = () => t.db.select().from(analysisResults).where(eq(analysisResults.id, f.marketAnalysisB.id));
    const before = await rowOfB();
    const list = await call('GET', `/api/market-analyses${qs()}`, { cookie: f.cookie.A });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.marketAnalysisB.id);
    const theirs = await call('GET', `/api/market-analyses/${f.marketAnalysisB.id}${qs()}`, { cookie: f.cookie.A });
    expect(theirs.statusCode).toBe(404);
    const mine = await call('POST', `/api/market-analyses${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), location: '80210' },
    });
    expect(mine.statusCode, mine.body).toBe(202);
    const [row] = await t.db.select().from(analysisResults).where(eq(analysisResults.id, mine.json().id));
    expect(row!.userId).not.toBe((await rowOfB())[0]!.userId);
    expect(await rowOfB()).toEqual(before);
    const tilesA = await call('GET', `/api/market-intelligence/map-tiles${qs()}`, { cookie: f.cookie.A });
    const tilesB = await call('GET', '/api/market-intelligence/map-tiles', { cookie: f.cookie.B });
    expect(tilesA.json()).toEqual(tilesB.json());
  });

  it('the tools hub is the same for every member: it holds no gym data, whatever gym is named', async () => {
    OWNERSHIP_CHECKED.add('GET /api/tools');
    const listA = await call('GET', `/api/tools${qs()}`, { cookie: f.cookie.A });
    const listB = await call('GET', '/api/tools', { cookie: f.cookie.B });
    expect(listA.statusCode).toBe(200);
    expect(listA.json()).toEqual(listB.json());
    expect(JSON.stringify(listA.json())).not.toMatch(/gymId|Bravo|Alpha/);
  });

  it("revenue per square foot summaries and ARPS calculations are the caller's gym's", async () => {
    const routes = Object.keys(RECIPES).filter((k) => /\/api\/(revenue-sqft|arps)\b/.test(k));
    expect(routes).toHaveLength(12);
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      summary: await t.db.select().from(revenueSqftSummaries).where(eq(revenueSqftSummaries.id, f.revenueSqftB.id)),
      areas: await t.db.select().from(facilityData).where(eq(facilityData.summaryId, f.revenueSqftB.id)),
      arps: await t.db.select().from(arpsData).where(eq(arpsData.id, f.arpsB.id)),
      programs: await t.db.select().from(programData).where(eq(programData.arpsId, f.arpsB.id)),
    });
    const before = await rowsOfB();
    expect(before.summary).toHaveLength(1);
    expect(before.areas).toHaveLength(2);
    expect(before.programs).toHaveLength(1);
    const ids = (res: { json(): unknown }) => (res.json() as { items: { id: number }[] }).items.map((x) => x.id);
    expect(ids(await call('GET', `/api/revenue-sqft${qs()}`, { cookie: f.cookie.A }))).not.toContain(f.revenueSqftB.id);
    expect(ids(await call('GET', `/api/arps${qs()}`, { cookie: f.cookie.A }))).not.toContain(f.arpsB.id);
    for (const [method, url, body] of [
      ['GET', `/api/revenue-sqft/${f.revenueSqftB.id}${qs()}`, undefined],
      ['PUT', `/api/revenue-sqft/${f.revenueSqftB.id}${qs()}`, { ...smuggled(), ...toolFacility('Mine now') }],
      ['DELETE', `/api/revenue-sqft/${f.revenueSqftB.id}${qs()}`, undefined],
      ['GET', `/api/revenue-sqft/${f.revenueSqftB.id}/export?format=xlsx&gymId=${f.gymB.id}`, undefined],
      ['GET', `/api/arps/${f.arpsB.id}${qs()}`, undefined],
      ['PUT', `/api/arps/${f.arpsB.id}${qs()}`, { ...smuggled(), ...toolArps('Mine now') }],
      ['DELETE', `/api/arps/${f.arpsB.id}${qs()}`, undefined],
      ['GET', `/api/arps/${f.arpsB.id}/export?format=pdf&gymId=${f.gymB.id}`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    // Created as A, in A's gym, whatever gym, user or id of B's is named.
    for (const [url, body] of [
      ['/api/revenue-sqft', toolFacility("Alpha's building")],
      ['/api/arps', toolArps("Alpha's season")],
    ] as const) {
      const res = await call('POST', `${url}${qs()}`, { cookie: f.cookie.A, body: { ...smuggled(), ...body } });
      expect(res.statusCode, url).toBe(201);
      expect(res.json(), url).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
    }
    expect(await rowsOfB()).toEqual(before);
    const stillB = await call('GET', `/api/revenue-sqft/${f.revenueSqftB.id}/export?format=pdf`, {
      cookie: f.cookie.B,
    });
    expect(stillB.statusCode).toBe(200);
  });

  it("class programs and capacity plans are the caller's gym's: A never lists, reads, changes, deletes or exports B's", async () => {
    const routes = [
      'GET /api/student-class-programs',
      'POST /api/student-class-programs',
      'GET /api/student-class-programs/export',
      'GET /api/student-class-programs/:id',
      'PUT /api/student-class-programs/:id',
      'DELETE /api/student-class-programs/:id',
      'GET /api/student-class-programs/:id/export',
      'GET /api/gym-capacity-plans',
      'POST /api/gym-capacity-plans',
      'GET /api/gym-capacity-plans/:id',
      'PUT /api/gym-capacity-plans/:id',
      'DELETE /api/gym-capacity-plans/:id',
      'GET /api/gym-capacity-plans/:id/export',
    ];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      program: await t.db.select().from(studentClassPrograms).where(eq(studentClassPrograms.gymId, f.gymB.id)),
      plan: await t.db.select().from(gymCapacityPlans).where(eq(gymCapacityPlans.gymId, f.gymB.id)),
    });
    const before = await rowsOfB();
    expect(before.program).toHaveLength(1);
    expect(before.plan).toHaveLength(1);
    const programs = (await call('GET', `/api/student-class-programs${qs()}`, { cookie: f.cookie.A })).json();
    expect(programs.map((x: { id: number }) => x.id)).not.toContain(f.classSizeProgramB.id);
    const plans = (await call('GET', `/api/gym-capacity-plans${qs()}`, { cookie: f.cookie.A })).json();
    expect(plans.items.map((x: { id: number }) => x.id)).not.toContain(f.capacityPlanB.id);
    // The whole-list export is A's list: B's program is not in it.
    const all = await call('GET', `/api/student-class-programs/export${qs()}&format=xlsx`, { cookie: f.cookie.A });
    expect(all.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => names.push(row.getCell(1).value));
    expect(names).toContain('Programs');
    expect(names).not.toContain("Bravo's ninja");
    const program = `/api/student-class-programs/${f.classSizeProgramB.id}`;
    const plan = `/api/gym-capacity-plans/${f.capacityPlanB.id}`;
    for (const [method, url, body] of [
      ['GET', `${program}${qs()}`, undefined],
      ['PUT', `${program}${qs()}`, { ...smuggled(), ...toolProgram('Mine now') }],
      ['DELETE', `${program}${qs()}`, undefined],
      ['GET', `${program}/export?format=xlsx&gymId=${f.gymB.id}`, undefined],
      ['GET', `${plan}${qs()}`, undefined],
      ['PUT', `${plan}${qs()}`, { ...smuggled(), ...toolPlan('Mine now') }],
      ['DELETE', `${plan}${qs()}`, undefined],
      ['GET', `${plan}/export?format=pdf&gymId=${f.gymB.id}`, undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} ${url} as A`).toBe(404);
    }
    for (const [url, body] of [
      ['/api/student-class-programs', toolProgram("Alpha's rec")],
      ['/api/gym-capacity-plans', toolPlan("Alpha's fall")],
    ] as const) {
      const res = await call('POST', `${url}${qs()}`, { cookie: f.cookie.A, body: { ...smuggled(), ...body } });
      expect(res.statusCode, url).toBe(201);
      expect(res.json(), url).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
    }
    expect(await rowsOfB()).toEqual(before);
    expect((await call('GET', `${plan}/export?format=xlsx`, { cookie: f.cookie.B })).statusCode).toBe(200);
  });

  it("saved class tables are the caller's gym's: A never lists, reads, changes, deletes or un-defaults B's", async () => {
    for (const k of [
      'GET /api/jackrabbit-table-configs',
      'POST /api/jackrabbit-table-configs',
      'GET /api/jackrabbit-table-configs/:id',
      'PUT /api/jackrabbit-table-configs/:id',
      'DELETE /api/jackrabbit-table-configs/:id',
    ])
      OWNERSHIP_CHECKED.add(k);
    const rowsOfB = () => t.db.select().from(jackrabbitTableConfigs).where(eq(jackrabbitTableConfigs.gymId, f.gymB.id));
    const before = await rowsOfB();
    expect(before.filter((r) => r.isDefault)).toHaveLength(1);
    const list = (await call('GET', `/api/jackrabbit-table-configs${qs()}`, { cookie: f.cookie.A })).json();
    expect(list.items.map((x: { id: number }) => x.id)).not.toContain(f.classTableB.id);
    const url = `/api/jackrabbit-table-configs/${f.classTableB.id}${qs()}`;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ...smuggled(), ...classTable('Mine now') }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, url, { cookie: f.cookie.A, ...(body ? { body } : {}) });
      expect(res.statusCode, `${method} as A`).toBe(404);
    }
    // A's new default is A's own: B's default stays.
    const mine = await call('POST', `/api/jackrabbit-table-configs${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...classTable("Alpha's week") },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ gymId: f.gymA.id, userId: f.userA.id, isDefault: true });
    expect(await rowsOfB()).toEqual(before);
  });

  it("gym access is the caller's own: A's gym's approvers never see or decide B's gym's requests", async () => {
    for (const k of [
      'GET /api/user/gym-access',
      'GET /api/my-gym/access-requests',
      'POST /api/my-gym/access-requests/:id/approve',
      'POST /api/my-gym/access-requests/:id/deny',
    ])
      OWNERSHIP_CHECKED.add(k);
    const mine = await call('GET', `/api/user/gym-access${qs()}`, { cookie: f.cookie.A });
    expect(mine.json()).toMatchObject({ status: 'approved', gymId: f.gymA.id });
    const listA = await call('GET', `/api/my-gym/access-requests${qs()}`, { cookie: f.cookie.A });
    expect(listA.json().items.map((r: { gymId: number }) => r.gymId)).not.toContain(f.gymB.id);
    for (const action of ['approve', 'deny']) {
      const res = await call('POST', `/api/my-gym/access-requests/${f.accessRequestB.id}/${action}${qs()}`, {
        cookie: f.cookie.A,
        body: { ...smuggled(), reason: 'Taking over' },
      });
      expect(res.statusCode, action).toBe(404);
    }
    const [row] = await t.db.select().from(gymAccessRequests).where(eq(gymAccessRequests.id, f.accessRequestB.id));
    expect(row!.status).toBe('pending');
    const listB = await call('GET', '/api/my-gym/access-requests', { cookie: f.cookie.B });
    expect(listB.json().items.map((r: { id: number }) => r.id)).toContain(f.accessRequestB.id);
  });

  it("certificates are the caller's gym's: A never lists or downloads B's, and prints into A's own gym", async () => {
    const routes = [
      'GET /api/certificates/templates',
      'GET /api/certificates/templates/:id/background',
      'GET /api/certificates',
      'POST /api/certificates',
      'GET /api/certificates/generations/:id/pdf',
      'GET /api/certificates/:id/pdf',
    ];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      generations: await t.db.select().from(certificateGenerations).where(eq(certificateGenerations.gymId, f.gymB.id)),
      certificates: await t.db.select().from(certificates).where(eq(certificates.generationId, f.generationB.id)),
    });
    const before = await rowsOfB();
    expect(before.certificates).toHaveLength(1);
    // The templates are the platform's, the same for every gym.
    const templates = await call('GET', `/api/certificates/templates${qs()}`, { cookie: f.cookie.A });
    expect(templates.json().map((x: { id: number }) => x.id)).toContain(f.certificateTemplate.id);
    const bg = await call('GET', `/api/certificates/templates/${f.certificateTemplate.id}/background${qs()}`, {
      cookie: f.cookie.A,
    });
    expect(bg.statusCode).toBe(200);
    const list = await call('GET', `/api/certificates${qs()}`, { cookie: f.cookie.A });
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.generationB.id);
    for (const url of [
      `/api/certificates/generations/${f.generationB.id}/pdf${qs()}`,
      `/api/certificates/${f.generationB.certificates[0]!.id}/pdf${qs()}`,
    ]) {
      expect((await call('GET', url, { cookie: f.cookie.A })).statusCode, url).toBe(404);
    }
    const made = await call('POST', `/api/certificates${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...certificateOrder(f.certificateTemplate.id, 'Ada Alpha') },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select().from(certificateGenerations).where(eq(certificateGenerations.id, made.json().id));
    expect(row).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
    expect(await rowsOfB()).toEqual(before);
    const mine = await call('GET', `/api/certificates/generations/${f.generationB.id}/pdf`, { cookie: f.cookie.B });
    expect(mine.statusCode).toBe(200);
  });

  it("equipment is the caller's gym's: A never lists, reads, inspects, edits or prints B's, and adds to A's own gym", async () => {
    const routes = [
      'GET /api/equipment',
      'POST /api/equipment',
      'GET /api/equipment/suggestions',
      'GET /api/equipment/labels.pdf',
      'PUT /api/equipment/:id',
      'DELETE /api/equipment/:id',
      'GET /api/equipment/:id/inspections',
      'GET /api/equipment/:id/qr.svg',
      'GET /api/equipment/by-qr/:qrCode',
      'POST /api/equipment/by-qr/:qrCode/inspections',
    ];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      items: await t.db.select().from(equipment).where(eq(equipment.gymId, f.gymB.id)),
      inspections: await t.db
        .select()
        .from(equipmentInspections)
        .where(eq(equipmentInspections.equipmentId, f.equipmentB.id)),
    });
    const before = await rowsOfB();
    expect(before.items).toHaveLength(1);
    const list = await call('GET', `/api/equipment${qs()}`, { cookie: f.cookie.A });
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.equipmentB.id);
    // A's suggestions count A's gym facts, never B's.
    const factsA = (await call('GET', '/api/gym-facts', { cookie: f.cookie.A })).json().capacity as Record<
      string,
      number
    > | null;
    const suggested = (await call('GET', `/api/equipment/suggestions${qs()}`, { cookie: f.cookie.A })).json() as {
      key: string;
      recorded: number;
    }[];
    for (const s of suggested) expect(s.recorded, s.key).toBe(factsA?.[s.key]);
    for (const url of [
      `/api/equipment/${f.equipmentB.id}/inspections${qs()}`,
      `/api/equipment/${f.equipmentB.id}/qr.svg${qs()}`,
      `/api/equipment/by-qr/${f.equipmentB.qrCode}${qs()}`,
    ]) {
      expect((await call('GET', url, { cookie: f.cookie.A })).statusCode, url).toBe(404);
    }
    const inspect = await call('POST', `/api/equipment/by-qr/${f.equipmentB.qrCode}/inspections${qs()}`, {
      cookie: f.cookie.A,
      body: { result: 'out_of_service' },
    });
    expect(inspect.statusCode).toBe(404);
    const put = await call('PUT', `/api/equipment/${f.equipmentB.id}${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...equipmentBody('Defaced') },
    });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `/api/equipment/${f.equipmentB.id}${qs()}`, { cookie: f.cookie.A })).statusCode).toBe(
      404,
    );
    const made = await call('POST', `/api/equipment${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), ...equipmentBody('Alpha bars') },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.select().from(equipment).where(eq(equipment.id, made.json().id));
    expect(row).toMatchObject({ gymId: f.gymA.id, createdBy: f.userA.id });
    const labels = await call('GET', `/api/equipment/labels.pdf${qs()}`, { cookie: f.cookie.A });
    expect(labels.statusCode).toBe(200);
    expect(await rowsOfB()).toEqual(before);
    const mine = await call('GET', `/api/equipment/by-qr/${f.equipmentB.qrCode}`, { cookie: f.cookie.B });
    expect(mine.statusCode).toBe(200);
  });

  it("messages are the caller's gym's: A never lists, reads or records on B's, and sends into A's own gym", async () => {
    const routes = [
      'GET /api/messages',
      'GET /api/messages/opt-out',
      'GET /api/messages/:id',
      'POST /api/messages',
      'POST /api/messages/:id/recordings',
    ];
    for (const k of routes) OWNERSHIP_CHECKED.add(k);
    const rowsOfB = async () => ({
      messages: await t.db.select().from(messages).where(eq(messages.gymId, f.gymB.id)),
      recordings: await t.db.select().from(voiceRecordings).where(eq(voiceRecordings.messageId, f.messageB.id)),
    });
    const before = await rowsOfB();
    expect(before.messages).toHaveLength(1);
    const list = await call('GET', `/api/messages${qs()}`, { cookie: f.cookie.A });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((x: { id: number }) => x.id)).not.toContain(f.messageB.id);
    const thread = await call('GET', `/api/messages?phone=5554441234&gymId=${f.gymB.id}`, { cookie: f.cookie.A });
    expect(thread.json().total).toBe(0);
    expect((await call('GET', `/api/messages/opt-out?phone=5554441234`, { cookie: f.cookie.A })).statusCode).toBe(200);
    expect((await call('GET', `/api/messages/${f.messageB.id}${qs()}`, { cookie: f.cookie.A })).statusCode).toBe(404);
    const rec = await call('POST', `/api/messages/${f.messageB.id}/recordings${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), isTextToSpeech: true },
    });
    expect(rec.statusCode).toBe(404);
    const sent = await call('POST', `/api/messages${qs()}`, {
      cookie: f.cookie.A,
      body: { ...smuggled(), type: 'sms', customerPhone: '555-444-1234', content: 'Alpha says hello' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent.json().id));
    expect(row).toMatchObject({ gymId: f.gymA.id, userId: f.userA.id });
    expect(await rowsOfB()).toEqual(before);
    expect((await call('GET', `/api/messages/${f.messageB.id}`, { cookie: f.cookie.B })).statusCode).toBe(200);
  });

  it('every member route has an ownership check above', () => {
    expect(guarded('member').filter((k) => !OWNERSHIP_CHECKED.has(k))).toEqual([]);
  });
});

// ---- secrets: no user object of any response carries a password, hash, token or code --------

describe('user objects in responses', () => {
  /** Keys a user object may carry although they contain a forbidden word. */
  const ALLOWED = new Set(['mustChangePassword', 'passwordChangedAt']);
  const FORBIDDEN = /password|hash|token|code|secret/i;

  function userObjects(value: unknown, out: Record<string, unknown>[] = []) {
    if (Array.isArray(value)) for (const v of value) userObjects(v, out);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if ('username' in o) out.push(o);
      for (const v of Object.values(o)) userObjects(v, out);
    }
    return out;
  }

  it('never carry password, hash, token or code fields, nor a password hash as a value', () => {
    const found = seen.flatMap((s) => userObjects(s.body).map((u) => ({ where: s.where, u })));
    // A's and B's user objects came back from /api/user, login, profile, change-password and admin reads.
    expect(found.length).toBeGreaterThan(10);
    for (const { where, u } of found) {
      const bad = Object.keys(u).filter((k) => FORBIDDEN.test(k) && !ALLOWED.has(k));
      expect(bad, `${where}: a user object carries ${bad.join(', ')}`).toEqual([]);
    }
    for (const s of seen) {
      const text = JSON.stringify(s.body);
      expect(text.includes('$argon2'), `${s.where}: a password hash in the answer`).toBe(false);
      for (const secret of [f.userA.plainPassword, 'Changed2025Now'])
        expect(text.includes(secret), `${s.where}: a password in the answer`).toBe(false);
    }
  });
});
