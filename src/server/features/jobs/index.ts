/** What other features may use of jobs: a job as the API shows it. */
export { jobView } from './service';
