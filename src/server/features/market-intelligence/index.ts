/** What other parts of the server may use of market intelligence: the routes, and the demo seed's analysis. */
export { marketDataAdminRoutes } from './admin-routes';
export { marketIntelligenceRoutes } from './routes';
export { ANALYSIS_TYPE, computeAnalysis } from './service/analyses';
export { writeMarketRows, type MarketDataRow } from './service/market-data';
export { rulesMarketWriter } from './service/writer';
