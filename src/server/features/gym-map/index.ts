/** The gym map: its public reads and its admin calls. */
export { gymMapAdminRoutes } from './admin-routes';
export { gymMapRoutes } from './routes';
