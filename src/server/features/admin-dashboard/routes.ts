import { adminDashboardSchema, gymAnalysisSchema } from '../../../shared/admin-dashboard';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { getAdminDashboard, getGymAnalysis } from './service';

const tags = ['admin: dashboard'];

/**
 * The admin home's figures and the gym network's analysis. The dashboard is users.manage's (its
 * counts and lists are about accounts, logins and what users did; decision 0170); the analysis is
 * gyms.manage's, as the gym directory it describes.
 */
export const adminDashboardRoutes: Feature = (api, deps) => {
  api.get(
    '/admin/dashboard',
    {
      ...access.permission('users.manage'),
      schema: {
        tags,
        summary:
          'Counts of users, gyms, pending gym submissions, upcoming events, unresolved errors and the logins and failed logins of the last 7 days, with the latest activity and errors',
        response: { 200: adminDashboardSchema },
      },
    },
    async () => getAdminDashboard(deps),
  );

  api.get(
    '/admin/gym-analysis',
    {
      ...access.permission('gyms.manage'),
      schema: {
        tags,
        summary:
          'Gyms and members per state or province, gyms and members created per month over the last 24 months, and the gyms missing coordinates, a website or a square footage',
        response: { 200: gymAnalysisSchema },
      },
    },
    async () => getGymAnalysis(deps),
  );
};
