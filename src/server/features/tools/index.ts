/**
 * The tools feature's public face. Its sub-areas, each one word across the tiers (decision 0148):
 * meet-expenses, pro-shop, class-programs, gym-facts (`toolRoutes` registers these four), class-sizes, capacity-plans,
 * revenue (revenue per sq ft and ARPS), scenarios, benchmarks, hub, images and class-listings (with its
 * embeddable tables).
 */
export { toolRoutes } from './routes';
export { classSizeRoutes } from './class-sizes-routes';
export { capacityPlanRoutes } from './capacity-plans-routes';
export { classEmbedPages, classListingRoutes } from './class-listings-routes';
export { revenueRoutes } from './revenue-routes';
export { scenarioRoutes } from './scenarios-routes';
export { benchmarkRoutes } from './benchmarks-routes';
export { toolHubRoutes } from './hub-routes';
export { toolImageAdminRoutes } from './images-admin-routes';
/** What the demo seeds store as the services would: inputs as the columns keep them, and their figures. */
export { storedMeet } from './service/meet-expenses';
export { storedRevenueSqft, revenueSqftValues } from './service/revenue';
export { arpsValues, storedArps } from './service/arps';
/**
 * Any report as an .xlsx or PDF download (the feasibility study's export), a file name's words from
 * any text, and text for the standard PDF fonts (the equipment labels).
 */
export { exportReport, fileSlug, fitText, printable } from './service/report-export';
export { sendExport } from './http';
/** The shipped sample schedule's organization (the demo's saved class tables read it). */
export { JACKRABBIT_SAMPLE_ORG_ID } from './service/jackrabbit-sample';
