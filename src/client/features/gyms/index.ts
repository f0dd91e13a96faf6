/** What other client features may use of gyms: the directory (GET /api/gyms). Pages load through the route table. */
export { useDirectoryGym, useGymDirectory, useGyms } from './api';
