/**
 * The site's route table (spec 000 §2): every client route once, with its guard, its page
 * module, its title and whether its HTML preloads the page's chunks. The client's router and the
 * server's <head>, preload tags and landing route read it. Plain data with no library (zod above
 * all). The browser loads it only once the visitor moves on from the page they landed on
 * (src/client/routes.tsx): a first visit does not carry it, however many routes it lists
 * (src/client/route-table-weight.test.ts). The menus' links are in src/shared/site-nav.ts.
 *
 * A new screen: write its page under src/client/features/<feature>/, name it in `pageFiles`
 * here and in `pageModules` in src/client/route-table.tsx, point its route's `page` at it, and give it
 * a line in src/shared/route-descriptions.ts (kept apart so the app shell does not carry them).
 */

import type { RouteShape } from './landing-route';
import { adminScreenPermissions, type Access, type Section } from './site-basics';

export { adminScreenPermissions, documentTitle, SITE_NAME, SITE_TITLE } from './site-basics';
export type { Access, Section } from './site-basics';

/**
 * The page modules, by key: the file under src/client whose default export is the page. The
 * server finds a page's chunks in Vite's manifest by this path.
 */
export const pageFiles = {
  /** The designed stand-in for a screen a later feature builds. */
  home: 'features/home/home-page.tsx',
  about: 'features/home/about-page.tsx',
  auth: 'features/accounts/auth-page.tsx',
  resetPassword: 'features/accounts/reset-password-page.tsx',
  resetPasswordSms: 'features/accounts/reset-password-sms-page.tsx',
  profile: 'features/accounts/profile-page.tsx',
  adminUsers: 'features/accounts/admin-users/admin-users-page.tsx',
  adminGymAccess: 'features/gym-access/admin-gym-access-page.tsx',
  myGymAccess: 'features/gym-access/my-gym-access-page.tsx',
  blog: 'features/articles/blog-page.tsx',
  article: 'features/articles/article-page.tsx',
  adminArticles: 'features/articles/admin/articles-admin-page.tsx',
  articleEditor: 'features/articles/admin/article-editor-page.tsx',
  admin: 'features/admin/admin-page.tsx',
  adminGymAnalysis: 'features/admin/gym-analysis/gym-analysis-page.tsx',
  adminRolesPermissions: 'features/admin/roles/roles-permissions-page.tsx',
  adminGyms: 'features/gyms/admin-gyms-page.tsx',
  gymNetwork: 'features/gyms/network/gym-network-page.tsx',
  adminStateLinks: 'features/state-links/admin-state-links-page.tsx',
  adminGymSubmissions: 'features/gym-submissions/admin-gym-submissions-page.tsx',
  breakfastClub: 'features/chapters/breakfast-club-page.tsx',
  chapters: 'features/chapters/chapters-page.tsx',
  chapter: 'features/chapters/chapter-page.tsx',
  startChapter: 'features/chapters/start-chapter-page.tsx',
  myChapter: 'features/chapters/my-chapter-page.tsx',
  adminBreakfastClub: 'features/chapters/admin/breakfast-club-admin-page.tsx',
  events: 'features/events/events-page.tsx',
  event: 'features/events/event-page.tsx',
  myEvents: 'features/events/my-events-page.tsx',
  createChapterEvent: 'features/events/create-event-page.tsx',
  adminEvents: 'features/events/admin/admin-events-page.tsx',
  learningHub: 'features/learning/learning-hub-page.tsx',
  learning: 'features/learning/learning-page.tsx',
  learningModule: 'features/learning/module-page.tsx',
  learningSection: 'features/learning/section-page.tsx',
  adminLearning: 'features/learning/admin/learning-admin-page.tsx',
  learningModuleEditor: 'features/learning/admin/module-editor-page.tsx',
  learningSectionEditor: 'features/learning/admin/section-editor-page.tsx',
  books: 'features/recommendations/books-page.tsx',
  podcasts: 'features/recommendations/podcasts-page.tsx',
  businessTasks: 'features/tasks/library-page.tsx',
  myTasks: 'features/tasks/my-tasks-page.tsx',
  taskWizard: 'features/tasks/wizard-page.tsx',
  adminBusinessTasks: 'features/tasks/admin/admin-tasks-page.tsx',
  businessListings: 'features/business-listings/business-listings-page.tsx',
  feasibility: 'features/feasibility/feasibility-page.tsx',
  feasibilityWizard: 'features/feasibility/wizard-page.tsx',
  feasibilityDashboard: 'features/feasibility/dashboard-page.tsx',
  feasibilityShared: 'features/feasibility/shared-page.tsx',
  listingSources: 'features/business-listings/listing-sources-page.tsx',
  certificates: 'features/certificates/certificates-page.tsx',
  customerConnect: 'features/messages/customer-connect-page.tsx',
  adminCertificates: 'features/certificates/admin/admin-certificates-page.tsx',
  verifyCertificate: 'features/certificates/verify-page.tsx',
  businessTaskEditor: 'features/tasks/admin/task-editor-page.tsx',
  repository: 'features/documents/repository-page.tsx',
  documentation: 'features/documentation/documentation-page.tsx',
  adminDocumentTypes: 'features/documents/admin/document-types-page.tsx',
  proShopPricing: 'features/tools/pro-shop/pro-shop-page.tsx',
  pricingCapacity: 'features/tools/class-programs/class-programs-page.tsx',
  marketingCost: 'features/tools/calculators/marketing-cost-page.tsx',
  marketIntelligence: 'features/market-intelligence/market-intelligence-page.tsx',
  adminMarketData: 'features/market-intelligence/admin/market-data-page.tsx',
  adminDomainFinder: 'features/domain-finder/domain-finder-page.tsx',
  adminComponentImporter: 'features/imports/component-importer-page.tsx',
  gymMap: 'features/gym-map/gym-map-page.tsx',
  adminGymMap: 'features/gym-map/admin-gym-map-page.tsx',
  leadConversion: 'features/tools/calculators/lead-conversion-page.tsx',
  churnRate: 'features/tools/calculators/churn-rate-page.tsx',
  loan: 'features/tools/calculators/loan-page.tsx',
  breakEven: 'features/tools/calculators/breakeven-page.tsx',
  priceIncrease: 'features/tools/calculators/price-increase-page.tsx',
  payroll: 'features/tools/calculators/payroll-page.tsx',
  campProfit: 'features/tools/calculators/camp-profit-page.tsx',
  growthForecast: 'features/tools/calculators/growth-forecast-page.tsx',
  meetExpenses: 'features/tools/meet-expenses/meet-expenses-page.tsx',
  meetExpenseHistory: 'features/tools/meet-expenses/history-page.tsx',
  toolsHub: 'features/tools/hub/tools-hub-page.tsx',
  adminToolImages: 'features/tools/images/tool-images-page.tsx',
  revenueSqft: 'features/tools/revenue/quick-page.tsx',
  revenuePerSqft: 'features/tools/revenue/facility-page.tsx',
  arps: 'features/tools/arps/arps-page.tsx',
  studentsPerClass: 'features/tools/class-sizes/class-sizes-page.tsx',
  gymCapacityPlanner: 'features/tools/capacity-plans/planner-page.tsx',
  timeAudit: 'features/time-audit/time-audit-page.tsx',
  timeAuditResults: 'features/time-audit/results-page.tsx',
  spreadsheetCheck: 'features/spreadsheet-check/spreadsheet-check-page.tsx',
  classListings: 'features/tools/class-listings/class-listings-page.tsx',
  classTableGenerator: 'features/tools/class-listings/class-table-generator-page.tsx',
  juniorKiosk: 'features/tools/class-listings/kiosk-page.tsx',
  equipmentMaintenance: 'features/equipment/equipment-maintenance-page.tsx',
  equipmentInspection: 'features/equipment/equipment-inspection-page.tsx',
} as const;

export type PageKey = keyof typeof pageFiles;

export interface SiteRoute {
  /** A React Router pattern, e.g. '/blog/:slug'. */
  path: string;
  access: Access;
  page: PageKey;
  section: Section;
  /** The screen's name: the tab title ('{title} | The Breakfast Club') and the share title. */
  title: string;
  /** A page people land on from outside (a link, a search, a share): its HTML preloads its chunks. */
  preload?: true;
  /** The address carries a secret (a reset token): the page is served with no Referer to leak it. */
  secretInAddress?: true;
  /**
   * A public page the server renders with its data, so its content is in the first response
   * (docs/decisions/0149-server-rendering.md).
   */
  serverRendered?: true;
  /**
   * A full-screen route drawn without the site's navigation and footer (the front-desk kiosk). The
   * app shell reads `framelessPaths` (site-basics.ts), which must name exactly these routes.
   */
  frameless?: true;
  /**
   * An admin screen opens for anyone holding this permission (admins hold all); an admin screen
   * without one is for admins only. The API checks the same permission on every call.
   */
  permission?: string;
  /** A signed-in route people open from outside (a scanned QR label): a visitor signs in and comes back. */
  returnAfterSignIn?: true;
}

export const siteRoutes: readonly SiteRoute[] = [
  // Public (spec 000 §2)
  {
    path: '/',
    access: 'public',
    serverRendered: true,
    page: 'home',
    section: 'Home',
    title: 'The Breakfast Club',
    preload: true,
  },
  {
    path: '/auth',
    access: 'public',
    page: 'auth',
    section: 'Account',
    title: 'Welcome to the Club',
    preload: true,
  },
  {
    path: '/reset-password',
    access: 'public',
    page: 'resetPassword',
    section: 'Account',
    title: 'Reset your password',
    secretInAddress: true,
  },
  {
    path: '/reset-password-sms',
    access: 'public',
    page: 'resetPasswordSms',
    section: 'Account',
    title: 'Reset by text message',
    secretInAddress: true,
  },
  {
    path: '/about',
    access: 'public',
    serverRendered: true,
    page: 'about',
    section: 'Community',
    title: 'About the Breakfast Club',
    preload: true,
  },
  {
    path: '/gym-network',
    access: 'public',
    serverRendered: true,
    page: 'gymNetwork',
    section: 'Community',
    title: 'Gym network',
  },
  {
    path: '/events',
    access: 'public',
    serverRendered: true,
    page: 'events',
    section: 'Community',
    title: 'Event calendar',
  },
  {
    path: '/events/:id',
    access: 'public',
    serverRendered: true,
    page: 'event',
    section: 'Community',
    title: 'Event details',
  },
  {
    path: '/books',
    access: 'public',
    page: 'books',
    section: 'Learn',
    title: 'Books',
  },
  {
    path: '/podcasts',
    access: 'public',
    page: 'podcasts',
    section: 'Learn',
    title: 'Podcasts',
  },
  {
    path: '/class-listings',
    access: 'public',
    page: 'classListings',
    section: 'Tools',
    title: 'Class listings',
  },
  {
    path: '/class-table-generator',
    access: 'public',
    page: 'classTableGenerator',
    section: 'Tools',
    title: 'Class table generator',
  },
  {
    path: '/blog',
    access: 'public',
    serverRendered: true,
    page: 'blog',
    section: 'Fuel',
    title: 'The Coffee Corner',
    preload: true,
  },
  {
    path: '/blog/:slug',
    access: 'public',
    serverRendered: true,
    page: 'article',
    section: 'Fuel',
    title: 'Coffee Corner article',
    preload: true,
  },
  {
    path: '/breakfast-club',
    access: 'public',
    serverRendered: true,
    page: 'breakfastClub',
    section: 'Community',
    title: 'The Breakfast Club',
  },
  {
    path: '/breakfast-club/chapters',
    access: 'public',
    serverRendered: true,
    page: 'chapters',
    section: 'Community',
    title: 'Chapters',
  },
  {
    path: '/chapter/:id',
    access: 'public',
    serverRendered: true,
    page: 'chapter',
    section: 'Community',
    title: 'Chapter',
  },
  {
    path: '/breakfast-club/start-chapter',
    access: 'public',
    page: 'startChapter',
    section: 'Community',
    title: 'Start a chapter',
  },
  {
    path: '/map',
    access: 'public',
    page: 'gymMap',
    section: 'Community',
    title: 'Gym map',
  },
  {
    path: '/excel-test',
    access: 'public',
    page: 'spreadsheetCheck',
    section: 'Tools',
    title: 'Spreadsheet check',
  },

  // Signed in
  {
    path: '/my-events',
    access: 'signed-in',
    page: 'myEvents',
    section: 'My Space',
    title: 'My events',
  },
  {
    path: '/documentation',
    access: 'signed-in',
    page: 'documentation',
    section: 'Resources',
    title: 'Documentation',
  },
  {
    path: '/tools',
    access: 'signed-in',
    page: 'toolsHub',
    section: 'Tools',
    title: 'Business tools',
  },
  {
    path: '/tools/market-intelligence',
    access: 'signed-in',
    page: 'marketIntelligence',
    section: 'Tools',
    title: 'Market intelligence',
  },
  {
    path: '/tools/marketing-cost',
    access: 'signed-in',
    page: 'marketingCost',
    section: 'Tools',
    title: 'Marketing cost calculator',
  },
  {
    path: '/tools/lead-conversion',
    access: 'signed-in',
    page: 'leadConversion',
    section: 'Tools',
    title: 'Lead conversion calculator',
  },
  {
    path: '/tools/churn-rate',
    access: 'signed-in',
    page: 'churnRate',
    section: 'Tools',
    title: 'Churn rate calculator',
  },
  {
    path: '/tools/loan',
    access: 'signed-in',
    page: 'loan',
    section: 'Tools',
    title: 'Loan calculator',
  },
  {
    path: '/tools/breakeven',
    access: 'signed-in',
    page: 'breakEven',
    section: 'Tools',
    title: 'Break-even calculator',
  },
  // Four calculators of our own beside the spec's (decision 0120): the tools hub lists 17.
  {
    path: '/tools/price-increase',
    access: 'signed-in',
    page: 'priceIncrease',
    section: 'Tools',
    title: 'Tuition increase calculator',
  },
  {
    path: '/tools/payroll',
    access: 'signed-in',
    page: 'payroll',
    section: 'Tools',
    title: 'Coach payroll calculator',
  },
  {
    path: '/tools/camp-profit',
    access: 'signed-in',
    page: 'campProfit',
    section: 'Tools',
    title: 'Camp and event profit calculator',
  },
  {
    path: '/tools/growth-forecast',
    access: 'signed-in',
    page: 'growthForecast',
    section: 'Tools',
    title: 'Membership growth forecast',
  },
  {
    path: '/tools/revenue-sqft',
    access: 'signed-in',
    page: 'revenueSqft',
    section: 'Tools',
    title: 'Revenue per square foot',
  },
  {
    path: '/pricing-capacity',
    access: 'signed-in',
    page: 'pricingCapacity',
    section: 'Tools',
    title: 'Class program capacity planner',
  },
  {
    path: '/students-per-class',
    access: 'signed-in',
    page: 'studentsPerClass',
    section: 'Tools',
    title: 'Students per class',
  },
  {
    path: '/meet-expenses',
    access: 'signed-in',
    page: 'meetExpenses',
    section: 'Tools',
    title: 'Meet expense calculator',
  },
  {
    path: '/meet-expenses/history',
    access: 'signed-in',
    page: 'meetExpenseHistory',
    section: 'Tools',
    title: 'Meet expense history',
  },
  {
    path: '/meet-expenses/:id/edit',
    access: 'signed-in',
    page: 'meetExpenses',
    section: 'Tools',
    title: 'Edit meet expenses',
  },
  {
    path: '/gym-capacity-planner',
    access: 'signed-in',
    page: 'gymCapacityPlanner',
    section: 'Tools',
    title: 'Gym capacity planner',
  },
  {
    path: '/equipment-maintenance',
    access: 'signed-in',
    page: 'equipmentMaintenance',
    section: 'Tools',
    title: 'Equipment maintenance',
  },
  {
    path: '/equipment-inspection/:qrCode',
    access: 'signed-in',
    page: 'equipmentInspection',
    section: 'Tools',
    title: 'Equipment inspection',
    secretInAddress: true,
    returnAfterSignIn: true,
  },
  {
    path: '/customer-connect',
    access: 'signed-in',
    page: 'customerConnect',
    section: 'Tools',
    title: 'Customer connect',
  },
  {
    path: '/jr-kiosk',
    access: 'signed-in',
    page: 'juniorKiosk',
    frameless: true,
    section: 'Tools',
    title: 'Junior kiosk',
  },
  {
    path: '/time-audit',
    access: 'signed-in',
    page: 'timeAudit',
    section: 'Tools',
    title: 'Time audit',
  },
  {
    path: '/time-audit/results/:id',
    access: 'signed-in',
    page: 'timeAuditResults',
    section: 'Tools',
    title: 'Time audit results',
  },
  {
    path: '/learning-hub',
    access: 'signed-in',
    page: 'learningHub',
    section: 'Learn',
    title: 'Learning hub',
  },
  {
    path: '/learning',
    access: 'signed-in',
    page: 'learning',
    section: 'Learn',
    title: 'Learning library',
  },
  {
    path: '/learning/:moduleSlug',
    access: 'signed-in',
    page: 'learningModule',
    section: 'Learn',
    title: 'Learning module',
  },
  {
    path: '/learning/:moduleSlug/:sectionSlug',
    access: 'signed-in',
    page: 'learningSection',
    section: 'Learn',
    title: 'Lesson',
  },
  {
    path: '/breakfast-club/my-chapter',
    access: 'signed-in',
    page: 'myChapter',
    section: 'Community',
    title: 'My chapter',
  },
  {
    path: '/breakfast-club/create-event',
    access: 'signed-in',
    page: 'createChapterEvent',
    section: 'Community',
    title: 'Create a chapter event',
  },
  {
    path: '/repository',
    access: 'signed-in',
    page: 'repository',
    section: 'Resources',
    title: 'Document library',
  },
  {
    path: '/profile',
    access: 'signed-in',
    page: 'profile',
    section: 'My Space',
    title: 'Your profile',
  },
  {
    path: '/business-tasks',
    access: 'signed-in',
    page: 'businessTasks',
    section: 'Resources',
    title: 'Business task library',
  },
  {
    path: '/my-gym/access',
    access: 'signed-in',
    page: 'myGymAccess',
    section: 'My Space',
    title: 'Gym access',
  },
  {
    path: '/my-tasks',
    access: 'signed-in',
    page: 'myTasks',
    section: 'My Space',
    title: 'My tasks',
  },
  {
    path: '/task-wizard',
    access: 'signed-in',
    page: 'taskWizard',
    section: 'Resources',
    title: 'Task wizard',
  },
  {
    path: '/certificates',
    access: 'signed-in',
    page: 'certificates',
    section: 'My Space',
    title: 'Certificates',
  },
  {
    path: '/certificates/verify',
    access: 'public',
    page: 'verifyCertificate',
    section: 'Resources',
    title: 'Check a certificate',
  },
  {
    path: '/certificates/verify/:code',
    access: 'public',
    page: 'verifyCertificate',
    section: 'Resources',
    title: 'Check a certificate',
  },
  {
    path: '/revenue-per-sqft',
    access: 'signed-in',
    page: 'revenuePerSqft',
    section: 'Tools',
    title: 'Revenue per square foot by area',
  },
  {
    path: '/arps-calculator',
    access: 'signed-in',
    page: 'arps',
    section: 'Tools',
    title: 'Average revenue per student',
  },
  {
    path: '/pro-shop-pricing',
    access: 'signed-in',
    page: 'proShopPricing',
    section: 'Tools',
    title: 'Pro-shop pricing',
  },
  {
    path: '/feasibility',
    access: 'signed-in',
    page: 'feasibility',
    section: 'Tools',
    title: 'Feasibility projects',
  },
  {
    path: '/feasibility/:id/wizard',
    access: 'signed-in',
    page: 'feasibilityWizard',
    section: 'Tools',
    title: 'Feasibility wizard',
  },
  {
    path: '/feasibility/:id/dashboard',
    access: 'signed-in',
    page: 'feasibilityDashboard',
    section: 'Tools',
    title: 'Feasibility dashboard',
  },
  {
    path: '/feasibility/shared/:token',
    access: 'public',
    page: 'feasibilityShared',
    section: 'Tools',
    title: 'Shared feasibility study',
    secretInAddress: true,
  },

  // Admin only
  {
    path: '/business-listings',
    access: 'admin',
    permission: 'listings.manage',
    page: 'businessListings',
    section: 'Admin',
    title: 'Business listings',
  },
  {
    path: '/business-listings/urls',
    access: 'admin',
    permission: 'listings.manage',
    page: 'listingSources',
    section: 'Admin',
    title: 'Listing sources',
  },
  {
    path: '/admin',
    access: 'admin',
    page: 'admin',
    section: 'Admin',
    title: 'Administration',
  },
  {
    path: '/admin/state-links',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminStateLinks',
    section: 'Admin',
    title: 'State links',
  },
  {
    path: '/admin/gyms',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminGyms',
    section: 'Admin',
    title: 'Gyms',
  },
  {
    path: '/admin/gym-submissions',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminGymSubmissions',
    section: 'Admin',
    title: 'Gym submissions',
  },
  {
    path: '/admin/gym-analysis',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminGymAnalysis',
    section: 'Admin',
    title: 'Gym analysis',
  },
  {
    path: '/admin/gym-map',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminGymMap',
    section: 'Admin',
    title: 'Gym network map',
  },
  {
    path: '/admin/market-data',
    access: 'admin',
    permission: 'market.manage',
    page: 'adminMarketData',
    section: 'Admin',
    title: 'Market data',
  },
  {
    path: '/admin/gym-access',
    access: 'admin',
    permission: 'users.manage',
    page: 'adminGymAccess',
    section: 'Admin',
    title: 'Gym access requests',
  },
  {
    path: '/admin/users',
    access: 'admin',
    permission: 'users.manage',
    page: 'adminUsers',
    section: 'Admin',
    title: 'Users',
  },
  {
    path: '/admin/events',
    access: 'admin',
    permission: 'events.manage',
    page: 'adminEvents',
    section: 'Admin',
    title: 'Events',
  },
  {
    path: '/admin/learning',
    access: 'admin',
    permission: 'learning.manage',
    page: 'adminLearning',
    section: 'Admin',
    title: 'Learning content',
  },
  {
    path: '/admin/learning/create',
    access: 'admin',
    permission: 'learning.manage',
    page: 'learningModuleEditor',
    section: 'Admin',
    title: 'Create a learning module',
  },
  {
    path: '/admin/learning/modules/:id/edit',
    access: 'admin',
    permission: 'learning.manage',
    page: 'learningModuleEditor',
    section: 'Admin',
    title: 'Edit learning module',
  },
  {
    path: '/admin/learning/sections/:id/edit',
    access: 'admin',
    permission: 'learning.manage',
    page: 'learningSectionEditor',
    section: 'Admin',
    title: 'Edit learning section',
  },
  {
    path: '/admin/articles',
    access: 'admin',
    permission: 'articles.manage',
    page: 'adminArticles',
    section: 'Admin',
    title: 'Articles',
  },
  {
    path: '/admin/articles/create',
    access: 'admin',
    permission: 'articles.manage',
    page: 'articleEditor',
    section: 'Admin',
    title: 'Write an article',
  },
  {
    path: '/admin/articles/:id/edit',
    access: 'admin',
    permission: 'articles.manage',
    page: 'articleEditor',
    section: 'Admin',
    title: 'Edit article',
  },
  {
    path: '/admin/roles-permissions',
    access: 'admin',
    permission: 'roles.manage',
    page: 'adminRolesPermissions',
    section: 'Admin',
    title: 'Roles and permissions',
  },
  {
    path: '/admin/tool-images',
    access: 'admin',
    permission: 'tools.manage',
    page: 'adminToolImages',
    section: 'Admin',
    title: 'Tool images',
  },
  {
    path: '/admin/domain-finder',
    access: 'admin',
    permission: 'gyms.manage',
    page: 'adminDomainFinder',
    section: 'Admin',
    title: 'Domain finder',
  },
  {
    path: '/admin/component-importer',
    access: 'admin',
    permission: 'imports.manage',
    page: 'adminComponentImporter',
    section: 'Admin',
    title: 'Component importer',
  },
  {
    path: '/admin/certificates',
    access: 'admin',
    permission: 'certificates.manage',
    page: 'adminCertificates',
    section: 'Admin',
    title: 'Certificates',
  },
  {
    path: '/admin/document-types',
    access: 'admin',
    permission: 'documents.library',
    page: 'adminDocumentTypes',
    section: 'Admin',
    title: 'Document types',
  },
  {
    path: '/admin/business-tasks',
    access: 'admin',
    permission: 'tasks.manage',
    page: 'adminBusinessTasks',
    section: 'Admin',
    title: 'Business tasks',
  },
  {
    path: '/admin/business-tasks/:id/edit',
    access: 'admin',
    permission: 'tasks.manage',
    page: 'businessTaskEditor',
    section: 'Admin',
    title: 'Edit business task',
  },
  {
    path: '/admin/breakfast-club',
    access: 'admin',
    permission: 'chapters.manage',
    page: 'adminBreakfastClub',
    section: 'Admin',
    title: 'Breakfast club',
  },
];

/** A route pattern as a regular expression (an optional trailing slash) and its parameter names. */
export function routePattern(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const body = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(path === '/' ? '^/$' : `^${body}/?$`), keys };
}

/** The route of an exact pattern, e.g. '/events/:id'. */
export function routeByPath(path: string): SiteRoute | undefined {
  return siteRoutes.find((route) => route.path === path);
}

/**
 * What the app renders a route with (src/client/route-element.tsx): its guard opens an admin
 * route to a non-admin holding the route's permission, or for the /admin area any admin screen's
 * (an admin route with neither is for admins only).
 */
export function routeShape({ path, access, permission, title, section, returnAfterSignIn }: SiteRoute): RouteShape {
  const anyOf = access !== 'admin' ? [] : permission ? [permission] : path === '/admin' ? adminScreenPermissions : [];
  return { path, access, anyOf, title, section, ...(returnAfterSignIn ? { returnAfterSignIn } : {}) };
}

/** The route an address opens (the first of the table whose pattern matches), or undefined. */
export function routeAt(pathname: string): SiteRoute | undefined {
  return siteRoutes.find((route) => routePattern(route.path).pattern.test(pathname));
}
