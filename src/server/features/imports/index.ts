/** The component importer's routes, for the feature list. */
export { importAdminRoutes } from './admin-routes';
