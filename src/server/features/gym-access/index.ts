export { gymAccessAdminRoutes, gymAccessRoutes } from './routes';
export { announceGymAccessRequest, grantGymAccess, gymApprovers, openGymAccessRequest } from './service';
export { gymAccessPolicy } from './policy';
