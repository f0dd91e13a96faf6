/** What other features may use of roles: how relevant each tool is to a user (the /tools hub's order). */
export { toolRanksFor } from './service/relevance';
