/** What other features may use of dashboard: forgetting the cached counts after a write. */
export { invalidateMetrics } from './service';
