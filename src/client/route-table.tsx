import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { routeShape, siteRoutes, type PageKey } from '@shared/site-routes';
import { NotFoundPage } from '@/components/layout/not-found-page';
import type { PageProps } from '@/lib/page-props';
import { routeElement } from './route-element';

/**
 * The route table with its guards and page modules. The browser loads this module once the
 * visitor moves on from the page they landed on, or shows signs of doing so (routes.tsx); the
 * first visit renders its page from the server's landing route instead, so the table's size
 * adds nothing to it (route-table-weight.test.ts).
 */

type PageModule = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * Each page key of the route table (src/shared/site-routes.ts) to its module, loaded when the
 * page is first shown. A key missing here or misspelled in the table does not compile; the
 * import path is the table's `pageFiles` entry (routes.test.ts checks both agree).
 */
export const pageModules: Record<PageKey, PageModule> = {
  home: () => import('@/features/home/home-page'),
  about: () => import('@/features/home/about-page'),
  auth: () => import('@/features/accounts/auth-page'),
  resetPassword: () => import('@/features/accounts/reset-password-page'),
  resetPasswordSms: () => import('@/features/accounts/reset-password-sms-page'),
  profile: () => import('@/features/accounts/profile-page'),
  adminUsers: () => import('@/features/accounts/admin-users/admin-users-page'),
  adminGymAccess: () => import('@/features/gym-access/admin-gym-access-page'),
  myGymAccess: () => import('@/features/gym-access/my-gym-access-page'),
  blog: () => import('@/features/articles/blog-page'),
  article: () => import('@/features/articles/article-page'),
  adminArticles: () => import('@/features/articles/admin/articles-admin-page'),
  articleEditor: () => import('@/features/articles/admin/article-editor-page'),
  admin: () => import('@/features/admin/admin-page'),
  adminGymAnalysis: () => import('@/features/admin/gym-analysis/gym-analysis-page'),
  adminRolesPermissions: () => import('@/features/admin/roles/roles-permissions-page'),
  adminGyms: () => import('@/features/gyms/admin-gyms-page'),
  gymNetwork: () => import('@/features/gyms/network/gym-network-page'),
  adminStateLinks: () => import('@/features/state-links/admin-state-links-page'),
  adminGymSubmissions: () => import('@/features/gym-submissions/admin-gym-submissions-page'),
  breakfastClub: () => import('@/features/chapters/breakfast-club-page'),
  chapters: () => import('@/features/chapters/chapters-page'),
  chapter: () => import('@/features/chapters/chapter-page'),
  startChapter: () => import('@/features/chapters/start-chapter-page'),
  myChapter: () => import('@/features/chapters/my-chapter-page'),
  adminBreakfastClub: () => import('@/features/chapters/admin/breakfast-club-admin-page'),
  events: () => import('@/features/events/events-page'),
  event: () => import('@/features/events/event-page'),
  myEvents: () => import('@/features/events/my-events-page'),
  createChapterEvent: () => import('@/features/events/create-event-page'),
  adminEvents: () => import('@/features/events/admin/admin-events-page'),
  learningHub: () => import('@/features/learning/learning-hub-page'),
  learning: () => import('@/features/learning/learning-page'),
  learningModule: () => import('@/features/learning/module-page'),
  learningSection: () => import('@/features/learning/section-page'),
  adminLearning: () => import('@/features/learning/admin/learning-admin-page'),
  learningModuleEditor: () => import('@/features/learning/admin/module-editor-page'),
  learningSectionEditor: () => import('@/features/learning/admin/section-editor-page'),
  books: () => import('@/features/recommendations/books-page'),
  podcasts: () => import('@/features/recommendations/podcasts-page'),
  businessTasks: () => import('@/features/tasks/library-page'),
  myTasks: () => import('@/features/tasks/my-tasks-page'),
  taskWizard: () => import('@/features/tasks/wizard-page'),
  adminBusinessTasks: () => import('@/features/tasks/admin/admin-tasks-page'),
  businessListings: () => import('@/features/business-listings/business-listings-page'),
  feasibility: () => import('@/features/feasibility/feasibility-page'),
  feasibilityWizard: () => import('@/features/feasibility/wizard-page'),
  feasibilityDashboard: () => import('@/features/feasibility/dashboard-page'),
  feasibilityShared: () => import('@/features/feasibility/shared-page'),
  listingSources: () => import('@/features/business-listings/listing-sources-page'),
  timeAudit: () => import('@/features/time-audit/time-audit-page'),
  timeAuditResults: () => import('@/features/time-audit/results-page'),
  classListings: () => import('@/features/tools/class-listings/class-listings-page'),
  classTableGenerator: () => import('@/features/tools/class-listings/class-table-generator-page'),
  juniorKiosk: () => import('@/features/tools/class-listings/kiosk-page'),
  certificates: () => import('@/features/certificates/certificates-page'),
  customerConnect: () => import('@/features/messages/customer-connect-page'),
  adminCertificates: () => import('@/features/certificates/admin/admin-certificates-page'),
  verifyCertificate: () => import('@/features/certificates/verify-page'),
  businessTaskEditor: () => import('@/features/tasks/admin/task-editor-page'),
  repository: () => import('@/features/documents/repository-page'),
  documentation: () => import('@/features/documentation/documentation-page'),
  adminDocumentTypes: () => import('@/features/documents/admin/document-types-page'),
  proShopPricing: () => import('@/features/tools/pro-shop/pro-shop-page'),
  pricingCapacity: () => import('@/features/tools/class-programs/class-programs-page'),
  marketingCost: () => import('@/features/tools/calculators/marketing-cost-page'),
  marketIntelligence: () => import('@/features/market-intelligence/market-intelligence-page'),
  adminMarketData: () => import('@/features/market-intelligence/admin/market-data-page'),
  adminDomainFinder: () => import('@/features/domain-finder/domain-finder-page'),
  adminComponentImporter: () => import('@/features/imports/component-importer-page'),
  gymMap: () => import('@/features/gym-map/gym-map-page'),
  adminGymMap: () => import('@/features/gym-map/admin-gym-map-page'),
  leadConversion: () => import('@/features/tools/calculators/lead-conversion-page'),
  churnRate: () => import('@/features/tools/calculators/churn-rate-page'),
  loan: () => import('@/features/tools/calculators/loan-page'),
  breakEven: () => import('@/features/tools/calculators/breakeven-page'),
  priceIncrease: () => import('@/features/tools/calculators/price-increase-page'),
  payroll: () => import('@/features/tools/calculators/payroll-page'),
  campProfit: () => import('@/features/tools/calculators/camp-profit-page'),
  growthForecast: () => import('@/features/tools/calculators/growth-forecast-page'),
  meetExpenses: () => import('@/features/tools/meet-expenses/meet-expenses-page'),
  meetExpenseHistory: () => import('@/features/tools/meet-expenses/history-page'),
  toolsHub: () => import('@/features/tools/hub/tools-hub-page'),
  adminToolImages: () => import('@/features/tools/images/tool-images-page'),
  revenueSqft: () => import('@/features/tools/revenue/quick-page'),
  revenuePerSqft: () => import('@/features/tools/revenue/facility-page'),
  arps: () => import('@/features/tools/arps/arps-page'),
  studentsPerClass: () => import('@/features/tools/class-sizes/class-sizes-page'),
  gymCapacityPlanner: () => import('@/features/tools/capacity-plans/planner-page'),
  spreadsheetCheck: () => import('@/features/spreadsheet-check/spreadsheet-check-page'),
  equipmentMaintenance: () => import('@/features/equipment/equipment-maintenance-page'),
  equipmentInspection: () => import('@/features/equipment/equipment-inspection-page'),
};

/** One lazy component per module, so two routes on one page (create and edit) share it. */
const lazyPages = new Map<PageKey, LazyExoticComponent<ComponentType<PageProps>>>();
export function pageComponent(key: PageKey) {
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(pageModules[key]);
    lazyPages.set(key, page);
  }
  return page;
}

const routes = siteRoutes.map((route) => (
  <Route key={route.path} path={route.path} element={routeElement(routeShape(route), pageComponent(route.page))} />
));

/** Every route of the table, and the not-found page for any other address. */
export default function RouteTable() {
  return (
    <Routes>
      {routes}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
