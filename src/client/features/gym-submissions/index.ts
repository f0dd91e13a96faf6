/** What other client features may use of gym-submissions: the card that opens the intake form (loaded on demand). */
export { SubmitGymCard } from './submit-gym-card';
