import {
  gymLocationSchema,
  gymPlacementSchema,
  missingGymPageSchema,
  missingGymQuerySchema,
} from '../../../shared/gym-map';
import { jobAcceptedSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import type { Feature } from '../../platform/feature';
import { HostPacer } from '../../platform/host-pacer';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { nominatimGeocoder, type Geocoder } from './geocoder';
import { geocodeGym, listMissingGyms, placeGym, registerGymMapJobs, startGeocodeAll } from './service';

const tags = ['admin: gym map'];
const params = idParamsOf('Invalid gym id');

/** The geocoder of this app: the configured Nominatim-compatible service, one request a second. */
function geocoderOf(deps: Deps): Geocoder {
  const site = deps.config.PUBLIC_URL ?? 'self-hosted';
  return nominatimGeocoder({
    baseUrl: deps.config.GEOCODER_URL,
    userAgent: `BreakfastClubGymMap/1.0 (+${site}; one request a second)`,
    pacer: new HostPacer(1000),
  });
}

/** /api/admin/gym-map: placing gyms by hand or from their address, and the gyms still without coordinates. */
export const gymMapAdminRoutes: Feature = (api, deps) => {
  const geocoder = geocoderOf(deps);
  registerGymMapJobs(deps, geocoder);
  const guard = access.permission('gyms.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/gym-map/missing',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Active gyms without coordinates, by name (search by name or city), paged',
        querystring: missingGymQuerySchema,
        response: { 200: missingGymPageSchema },
      },
    },
    async (request) => listMissingGyms(deps, request.query),
  );

  api.put(
    '/admin/gym-map/gyms/:id/location',
    {
      ...write,
      schema: {
        tags,
        summary: "Set a gym's coordinates (a dragged marker, an undo); answers the old and new point",
        params,
        body: gymLocationSchema,
        response: { 200: gymPlacementSchema },
      },
    },
    async (request) => placeGym(deps, request.params.id, request.body, actorOf(request)),
  );

  api.post(
    '/admin/gym-map/gyms/:id/geocode',
    {
      ...write,
      schema: {
        tags,
        summary:
          "Look the gym's address up with the geocoder and place it there (422: no address or no match; 502: the geocoder failed)",
        params,
        response: { 200: gymPlacementSchema },
      },
    },
    async (request) => geocodeGym(deps, geocoder, request.params.id, actorOf(request)),
  );

  api.post(
    '/admin/gym-map/geocode-missing',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Queue the job that geocodes every active gym without coordinates; follow it at /api/admin/jobs/:jobId',
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const job = await startGeocodeAll(deps, actorOf(request));
      return reply.status(202).send({ jobId: job.id, status: job.status as 'queued' });
    },
  );
};
