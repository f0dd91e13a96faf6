import type { Feature } from '../../platform/feature';
import { classProgramRoutes } from './class-programs-routes';
import { gymFactsRoutes } from './gym-facts-routes';
import { meetExpenseRoutes } from './meet-expenses-routes';
import { proShopRoutes } from './pro-shop-routes';

/**
 * The saved business tools: meet budgets with their exports, pro-shop
 * prices, class programs and the gym's facts. Every record is the caller's gym's; the server
 * computes each total from the inputs with the shared formulas. Registered in this order.
 */
export const toolRoutes: Feature = async (api, deps) => {
  await meetExpenseRoutes(api, deps);
  await proShopRoutes(api, deps);
  await classProgramRoutes(api, deps);
  await gymFactsRoutes(api, deps);
};
