/**
 * What other features may use of gyms: the gym row and how it is shown, the messages, and the
 * insert that gym-submission approval runs inside its own transaction.
 */
export { gymsMessages, insertGym, presentGym, type GymRow } from './service';
