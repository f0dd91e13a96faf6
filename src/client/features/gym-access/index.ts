export { GymAccessNotice } from './gym-access-notice';
