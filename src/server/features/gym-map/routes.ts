import { mapGymSchema, mapTilesSchema } from '../../../shared/gym-map';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { listMapGyms } from './service';

const tags = ['gym map'];

/** The public map's reads: GET /api/map/gyms (its markers) and GET /api/map/tiles (its tile server). */
export const gymMapRoutes: Feature = (api, deps) => {
  api.get(
    '/map/gyms',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Every active gym with coordinates: id, name, city, state, latitude, longitude',
        response: { 200: mapGymSchema.array() },
      },
    },
    async () => listMapGyms(deps),
  );

  api.get(
    '/map/tiles',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'The map tile template (MAP_TILE_URL) and its attribution',
        response: { 200: mapTilesSchema },
      },
    },
    async () => ({ tileUrl: deps.config.MAP_TILE_URL, attribution: deps.config.MAP_TILE_ATTRIBUTION }),
  );
};
