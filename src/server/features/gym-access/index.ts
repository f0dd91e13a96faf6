export { gymAccessAdminRoutes, gymAccessRoutes } from './routes';
export { announceGymAccessRequest, gymApprovers, openGymAccessRequest } from './service';
export { gymAccessPolicy } from './policy';
