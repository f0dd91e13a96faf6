import {
  GYM_DIRECTORY_PARAMS,
  gymDirectoryItemSchema,
  gymDirectoryQuerySchema,
  gymFiltersSchema,
  gymsAnswerSchema,
  nearbyGymSchema,
  nearbyQuerySchema,
} from '../../../shared/gyms';
import { access } from '../../platform/access';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { directoryFilters, directoryGym, listDirectory, nearbyGyms } from './directory';
import { listGymItems } from './service';

const tags = ['gyms'];
const idParams = idParamsOf('Invalid gym id');

/** Whether the address names any of the directory's parameters (then the answer is a page). */
function asksForPage(url: string): boolean {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return GYM_DIRECTORY_PARAMS.some((name) => query.has(name));
}

/** Public gym reads: the directory (GET /api/gyms), its filters, one gym's card and its neighbours. */
export const gymRoutes: Feature = (api, deps) => {
  api.get(
    '/gyms',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Active gyms: the plain list without parameters, a page of directory cards with any',
        description:
          'Without parameters: every active gym (id, name, address fields, city, state, zip), by name, cached. ' +
          'With search (name or city), state, country, type, affiliationId, page or pageSize (at most 100): ' +
          '{ items, total, page, pageSize } of directory cards.',
        querystring: gymDirectoryQuerySchema,
        response: { 200: gymsAnswerSchema },
      },
    },
    async (request) => (asksForPage(request.url) ? listDirectory(deps, request.query) : listGymItems(deps)),
  );

  api.get(
    '/gyms/filters',
    {
      ...access.public,
      schema: {
        tags,
        summary: "The states, countries, types and affiliations of the active gyms (the network page's filters)",
        response: { 200: gymFiltersSchema },
      },
    },
    async () => directoryFilters(deps),
  );

  api.get(
    '/gyms/:id',
    {
      ...access.public,
      schema: {
        tags,
        summary: "One active gym's directory card",
        params: idParams,
        response: { 200: gymDirectoryItemSchema },
      },
    },
    async (request) => directoryGym(deps, request.params.id),
  );

  api.get(
    '/gyms/:id/nearby',
    {
      ...access.public,
      schema: {
        tags,
        summary: 'Active gyms within radiusMiles (5 unless asked, at most 100) of a gym, nearest first',
        params: idParams,
        querystring: nearbyQuerySchema,
        response: { 200: nearbyGymSchema.array() },
      },
    },
    async (request) => nearbyGyms(deps, request.params.id, request.query.radiusMiles),
  );
};
