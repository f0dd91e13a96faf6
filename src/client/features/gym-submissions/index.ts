/**
 * What other client features may use of gym-submissions: the card that opens the intake form
 * (loaded on demand), and the admin's count of submissions waiting for a review.
 */
export { SubmitGymCard } from './submit-gym-card';
export { usePendingSubmissionCount } from './api';
