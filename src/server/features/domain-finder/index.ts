/** The domain finder's routes, for the feature list. */
export { domainFinderAdminRoutes } from './admin-routes';
