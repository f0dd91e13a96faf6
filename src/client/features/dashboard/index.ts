/** What other client features may use of dashboard: the public counts and how they are written. */
export { formatCount, useDashboardMetrics } from './use-dashboard-metrics';
