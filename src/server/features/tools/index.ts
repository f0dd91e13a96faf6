/**
 * What other parts of the server may use of tools: the demo seed keeps its saved records (meet expenses,
 * average revenue per student, revenue per square foot) in the shape the services store them.
 */
export { arpsValues, storedArps } from './service/arps';
export { storedMeet } from './service/meet-expenses';
export { storedSummary, summaryValues } from './service/revenue-sqft';
