/** What other client features may use of gym-access: the pending member's notice, the count of requests waiting. */
export { GymAccessNotice } from './gym-access-notice';
export { usePendingAccessRequestCount } from './api';
