/** What other parts of the server may use of feasibility studies: the routes. */
export { feasibilityRoutes } from './routes';
