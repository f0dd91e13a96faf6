import { noContent } from '../../../shared/answers';
import {
  adminStateLinkPageSchema,
  adminStateLinkQuerySchema,
  adminStateLinkSchema,
  publicStateLinkQuerySchema,
  stateLinkItemSchema,
  stateLinkSchema,
} from '../../../shared/state-links';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import {
  createStateLink,
  deleteStateLink,
  getStateLink,
  listStateLinks,
  stateLinksOf,
  updateStateLink,
} from './service';

const params = idParamsOf('Invalid state link id');

/** GET /api/state-links?state=XX: the links of one US state or Canadian province, for the network page. */
export const stateLinkRoutes: Feature = (api, deps) => {
  api.get(
    '/state-links',
    {
      ...access.public,
      schema: {
        tags: ['gyms'],
        summary: "A state's or province's links (association, licensing, insurance, resources)",
        querystring: publicStateLinkQuerySchema,
        response: { 200: stateLinkItemSchema.array() },
      },
    },
    async (request) => stateLinksOf(deps, request.query.state),
  );
};

/**
 * /api/admin/state-links: list, create, replace and delete the links, for those who manage the
 * gym directory (`gyms.manage`; docs/decisions/0168-gym-directory.md).
 */
export const stateLinkAdminRoutes: Feature = (api, deps) => {
  const admin = access.permission('gyms.manage');
  const write = withWriteBudget(admin);
  const tags = ['admin: state links'];

  api.get(
    '/admin/state-links',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The links, by state, then category and title; filtered by state, searched in title and address',
        querystring: adminStateLinkQuerySchema,
        response: { 200: adminStateLinkPageSchema },
      },
    },
    async (request) => listStateLinks(deps, request.query),
  );

  api.get(
    '/admin/state-links/:id',
    { ...admin, schema: { tags, summary: 'One link', params, response: { 200: adminStateLinkSchema } } },
    async (request) => getStateLink(deps, request.params.id),
  );

  api.post(
    '/admin/state-links',
    {
      ...write,
      schema: { tags, summary: 'Add a link', body: stateLinkSchema, response: { 201: adminStateLinkSchema } },
    },
    async (request, reply) => reply.status(201).send(await createStateLink(deps, actorOf(request), request.body)),
  );

  api.put(
    '/admin/state-links/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Replace a link',
        params,
        body: stateLinkSchema,
        response: { 200: adminStateLinkSchema },
      },
    },
    async (request) => updateStateLink(deps, actorOf(request), request.params.id, request.body),
  );

  api.delete(
    '/admin/state-links/:id',
    { ...write, schema: { tags, summary: 'Delete a link', params, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteStateLink(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
