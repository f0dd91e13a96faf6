import { gymListItemSchema } from '../../../shared/gyms';
import type { Feature } from '../index';
import { listGymItems } from './service';

/** Public gym reads: GET /api/gyms, the registration picker's list of active gyms. */
export const gymRoutes: Feature = (api, deps) => {
  api.get('/gyms', { schema: { response: { 200: gymListItemSchema.array() } } }, async () => listGymItems(deps));
};
