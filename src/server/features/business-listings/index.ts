/** What other parts of the server may use of business listings: the routes, and the demo seed's writer. */
export { businessListingAdminRoutes } from './admin-routes';
export { writeAnalysis } from './service/listings';
