/**
 * What other features may use of gym-submissions: registration stores its inline gym as a
 * submission inside its own transaction, then announces it as the public intake does.
 */
export { announceSubmission, insertSubmission, type SubmissionRow } from './service/submissions';
