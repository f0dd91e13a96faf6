import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeAccess, type RouteAccess } from './access';

/** Where the API docs live: the UI at /api/docs, the OpenAPI document at /api/docs/json. */
export const DOCS_PREFIX = '/api/docs';

export const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/**
 * The docs pages are public. swagger-ui registers them itself and cannot pass our route config,
 * so their access is declared here, by prefix, and nowhere else.
 */
export function docsRouteAccess(url: string): RouteAccess | undefined {
  return isDocsRoute(url) ? { level: 'public' } : undefined;
}

/**
 * OpenAPI from the routes' zod schemas. Each operation carries its feature as tag and its summary
 * (both declared in the route's schema) and its access: in words in the description, and as a
 * session-cookie security requirement when a sign-in is needed.
 */
export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'The Breakfast Club API',
        version: '1.0.0',
        description: 'Every /api route, generated from its zod schemas.',
      },
      components: {
        // The session cookie: `sid`, or `__Host-sid` when the site is served over HTTPS.
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'Set by POST /api/login or /api/register',
          },
        },
      },
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const routeAccess = document.route.config?.access;
      if (!routeAccess || transformed.schema.hide) return transformed;
      const own = document.schema.description;
      const description = [own, describeAccess(routeAccess)].filter(Boolean).join('\n\n');
      const security = routeAccess.level === 'public' ? [] : [{ session: [] }];
      return { ...transformed, schema: { ...transformed.schema, description, security } };
    },
  });
  // The UI loads its own scripts and styles from this origin only, which the site-wide CSP allows.
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: false });
}
