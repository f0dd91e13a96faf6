import type { Deps } from '../platform/deps';
import type { Feature } from '../platform/feature';
import type { HeadResolver } from '../platform/spa';
import { accountAdminRoutes } from './accounts/admin-routes';
import { accountRoutes } from './accounts/routes';
import { articleAdminRoutes } from './articles/admin-routes';
import { articleRoutes } from './articles/routes';
import { articleHeads } from './articles/service/head';
import { businessListingAdminRoutes } from './business-listings/index';
import { certificateAdminRoutes } from './certificates/admin-routes';
import { certificateRoutes } from './certificates/routes';
import { chapterAdminRoutes } from './chapters/admin-routes';
import { chapterRoutes } from './chapters/routes';
import { adminDashboardRoutes } from './admin-dashboard/routes';
import { dashboardRoutes } from './dashboard/routes';
import { documentAdminRoutes } from './documents/admin-routes';
import { documentRoutes } from './documents/routes';
import { documentationRoutes } from './documentation/routes';
import { equipmentRoutes } from './equipment/index';
import { domainFinderAdminRoutes } from './domain-finder/index';
import { eventAdminRoutes } from './events/admin-routes';
import { eventRoutes } from './events/routes';
import { feasibilityRoutes } from './feasibility/index';
import { marketDataAdminRoutes, marketIntelligenceRoutes } from './market-intelligence/index';
import { messageRoutes } from './messages/routes';
import { messageWebhookRoutes } from './messages/webhook-routes';
import { gymAccessAdminRoutes, gymAccessRoutes } from './gym-access/index';
import { gymMapAdminRoutes, gymMapRoutes } from './gym-map/index';
import { gymSubmissionAdminRoutes } from './gym-submissions/admin-routes';
import { gymSubmissionRoutes } from './gym-submissions/routes';
import { gymAdminRoutes } from './gyms/admin-routes';
import { gymRoutes } from './gyms/routes';
import { healthRoutes } from './health/routes';
import { importAdminRoutes } from './imports/index';
import { jobRoutes } from './jobs/routes';
import { learningAdminRoutes } from './learning/admin-routes';
import { learningRoutes } from './learning/routes';
import { recommendationRoutes } from './recommendations/routes';
import { roleAdminRoutes } from './roles/routes';
import { stateLinkAdminRoutes, stateLinkRoutes } from './state-links/routes';
import { systemErrorRoutes } from './system-errors/routes';
import { taskAdminRoutes } from './tasks/admin-routes';
import { taskRoutes } from './tasks/routes';
import { timeAuditRoutes } from './time-audit/routes';
import {
  benchmarkRoutes,
  capacityPlanRoutes,
  classEmbedPages,
  classListingRoutes,
  classSizeRoutes,
  revenueRoutes,
  scenarioRoutes,
  toolHubRoutes,
  toolImageAdminRoutes,
  toolRoutes,
} from './tools/index';

/** Every feature of the API, in one list. */
export const features: Feature[] = [
  healthRoutes,
  accountRoutes,
  accountAdminRoutes,
  systemErrorRoutes,
  dashboardRoutes,
  adminDashboardRoutes,
  roleAdminRoutes,
  gymSubmissionRoutes,
  gymAccessRoutes,
  gymAccessAdminRoutes,
  gymSubmissionAdminRoutes,
  gymRoutes,
  gymAdminRoutes,
  importAdminRoutes,
  domainFinderAdminRoutes,
  stateLinkRoutes,
  stateLinkAdminRoutes,
  articleRoutes,
  articleAdminRoutes,
  eventRoutes,
  eventAdminRoutes,
  chapterRoutes,
  chapterAdminRoutes,
  learningRoutes,
  learningAdminRoutes,
  recommendationRoutes,
  documentRoutes,
  documentAdminRoutes,
  documentationRoutes,
  equipmentRoutes,
  taskRoutes,
  taskAdminRoutes,
  toolRoutes,
  scenarioRoutes,
  benchmarkRoutes,
  toolHubRoutes,
  toolImageAdminRoutes,
  revenueRoutes,
  classSizeRoutes,
  capacityPlanRoutes,
  classListingRoutes,
  businessListingAdminRoutes,
  feasibilityRoutes,
  marketIntelligenceRoutes,
  marketDataAdminRoutes,
  timeAuditRoutes,
  certificateRoutes,
  certificateAdminRoutes,
  gymMapRoutes,
  gymMapAdminRoutes,
  messageRoutes,
  messageWebhookRoutes,
  jobRoutes,
];

/**
 * The features that refine a page's <head> beyond the route table's title and description (share
 * previews); each builds its resolvers from one app's deps.
 */
export const featureHeads: ((deps: Deps) => HeadResolver[])[] = [articleHeads];

/**
 * The features' pages served outside /api and outside the client app (an embeddable table), each
 * registered from one app's deps before the client's pages.
 */
export const featurePages: Feature[] = [classEmbedPages];

/** The uploaded site logo's address for every page's <head> (decision 0126), or null. */
export { currentLogoUrl } from './tools/service/site-logo';
