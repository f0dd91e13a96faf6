/**
 * What other client features may use of gym-submissions: the card that opens the intake form
 * (loaded on demand). The admin area counts the submissions waiting for a review from the list's
 * address (src/shared/gym-submissions.ts), so the home page, which shows the card, carries none of
 * the admin's code.
 */
export { SubmitGymCard } from './submit-gym-card';
