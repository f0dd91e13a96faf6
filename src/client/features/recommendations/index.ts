/** What other client features may use of recommendations: the admin lists (shown in the learning admin). */
export { RecommendationsAdmin } from './admin/recommendations-admin-page';
