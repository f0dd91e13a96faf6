import { z } from 'zod';
import { resolveErrorSchema, systemErrorListQuery } from '../../../shared/system-errors';
import { currentUser, requireAdmin } from '../../platform/auth';
import type { Feature } from '../index';
import { listErrors, resolveError } from './service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Admin view of SystemErrorLog (spec 001 §3–§5): list recent errors and resolve them. The guard runs
 * onRequest, before validation, so a visitor or member learns nothing from a 400. */
export const systemErrorRoutes: Feature = (api, deps) => {
  api.get(
    '/admin/system-errors',
    { onRequest: requireAdmin, schema: { querystring: systemErrorListQuery } },
    async (request) => listErrors(deps, request.query),
  );
  api.post(
    '/admin/system-errors/:id/resolve',
    { onRequest: requireAdmin, schema: { params: idParams, body: resolveErrorSchema } },
    async (request) => resolveError(deps, request.params.id, request.body, currentUser(request).id),
  );
};
