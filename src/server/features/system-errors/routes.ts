import {
  resolveErrorSchema,
  systemErrorItemSchema,
  systemErrorListQuery,
  systemErrorListSchema,
} from '../../../shared/system-errors';
import { access } from '../../platform/access';
import { currentUser } from '../../platform/auth';
import { idParams } from '../../platform/params';
import type { Feature } from '../../platform/feature';
import { listErrors, resolveError } from './service';

const tags = ['system-errors'];

/** Admin view of SystemErrorLog (spec 001 §3–§5): list recent errors and resolve them. The guard runs
 * onRequest, before validation, so a visitor or member learns nothing from a 400. */
export const systemErrorRoutes: Feature = (api, deps) => {
  const admin = access.permission('errors.resolve');
  api.get(
    '/admin/system-errors',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Recent errors, newest first',
        querystring: systemErrorListQuery,
        response: { 200: systemErrorListSchema },
      },
    },
    async (request) => listErrors(deps, request.query),
  );
  api.post(
    '/admin/system-errors/:id/resolve',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Resolve or reopen an error',
        params: idParams,
        body: resolveErrorSchema,
        response: { 200: systemErrorItemSchema },
      },
    },
    async (request) => resolveError(deps, request.params.id, request.body, currentUser(request).id),
  );
};
