import type { FastifyInstance } from 'fastify';
import type { Deps } from './deps';
import { accessGuard, type RouteAccess } from './access';
import { docsRouteAccess, isDocsRoute } from './docs';

export interface ApiRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** False for the docs' own pages, which the OpenAPI document leaves out. */
  documented: boolean;
  /** The status codes the route declares a response schema for. */
  responses: string[];
}

/**
 * Lists every /api route as it is added, with its declared access, and installs the guard that
 * enforces that access ahead of the route's own onRequest hooks. A route under /api without a
 * declaration throws here, so the app does not start with an unguarded route nobody decided on.
 * Add before any /api route is registered.
 */
export function trackApiRoutes(app: FastifyInstance, deps: Deps): ApiRoute[] {
  const apiRoutes: ApiRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat();
    const declared = route.config?.access ?? docsRouteAccess(route.url);
    if (!declared) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: spread access.public, access.member or access.permission(name) into its options`,
      );
    }
    route.config = { ...route.config, access: declared };
    const guard = accessGuard(deps, declared);
    if (guard) route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    const documented = !isDocsRoute(route.url);
    const responses = Object.keys(route.schema?.response ?? {});
    for (const method of methods) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access: declared, documented, responses });
    }
  });
  return apiRoutes;
}
