import { gymListItemSchema } from '../../../shared/gyms';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { listGymItems } from './service';

/** Public gym reads: GET /api/gyms, the registration picker's list of active gyms. */
export const gymRoutes: Feature = (api, deps) => {
  api.get(
    '/gyms',
    {
      ...access.public,
      schema: {
        tags: ['gyms'],
        summary: 'Active gyms for the registration picker',
        response: { 200: gymListItemSchema.array() },
      },
    },
    async () => listGymItems(deps),
  );
};
