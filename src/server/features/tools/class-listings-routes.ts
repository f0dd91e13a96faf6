import { z } from 'zod';
import {
  classListingMessages as m,
  classListingsQuerySchema,
  classListingsSchema,
  savedTableConfigSchema,
  tableConfigInputSchema,
  tableConfigListQuerySchema,
  tableConfigPageSchema,
} from '../../../shared/tools/class-listings';
import { access } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Api, Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { limitByIp } from '../../platform/rate-limit';
import { recordRoutes } from './record-routes';
import { EMBED_CSP, renderClassTable, renderEmbedMessage } from './service/class-embed';
import {
  createTableConfig,
  deleteTableConfig,
  embeddedTableConfig,
  getTableConfig,
  listTableConfigs,
  updateTableConfig,
} from './service/class-tables';
import { classListings } from './service/jackrabbit';

const tags = ['class-listings'];

/** Class listing reads per IP: the feed is someone else's, so the public call is limited. */
const listingsLimit = (deps: Deps) =>
  limitByIp(deps.limiter, {
    name: 'class-listings-ip',
    max: deps.config.RATE_LIMIT_CLASS_LISTINGS_PER_MINUTE,
    windowMs: 60_000,
  });

/**
 * /class-listings, /class-table-generator and /jr-kiosk (decision 0166): a gym's classes from
 * Jackrabbit's openings feed (public, limited by IP), and the gym's saved class tables.
 */
export const classListingRoutes: Feature = (api, deps) => {
  api.get(
    '/class-listings',
    {
      ...access.public,
      preHandler: listingsLimit(deps),
      schema: {
        tags,
        summary:
          "An organization's classes with their days, times, ages and openings, from Jackrabbit's feed (JACKRABBIT_ORG_ID's, or the sample's, without orgId)",
        querystring: classListingsQuerySchema,
        response: { 200: classListingsSchema },
      },
    },
    async (request) => classListings(deps, request.query.orgId),
  );

  recordRoutes(api, deps, {
    path: '/jackrabbit-table-configs',
    invalidId: m.invalidId,
    body: tableConfigInputSchema,
    record: savedTableConfigSchema,
    list: { query: tableConfigListQuerySchema, response: tableConfigPageSchema },
    summaries: {
      list: "The gym's saved class tables, last saved first (paged)",
      create: "Save a class table in the caller's gym; a new default clears the old one",
      get: 'One saved class table',
      update: 'Replace a saved class table; making it the default clears the old one',
      remove: 'Delete a saved class table',
    },
    service: {
      list: listTableConfigs,
      create: createTableConfig,
      get: getTableConfig,
      update: updateTableConfig,
      remove: deleteTableConfig,
    },
  });
};

const embedParams = z.object({ configId: idParamsOf(m.invalidId).shape.id });

/**
 * GET /embed/classes/:configId, outside /api: the page a gym's website frames. It sends its own
 * frame headers (anyone may frame it) and answers its failures as small pages, never as JSON.
 */
export const classEmbedPages = (app: Api, deps: Deps) => {
  app.get(
    '/embed/classes/:configId',
    { preHandler: listingsLimit(deps), schema: { hide: true, params: embedParams } },
    async (request, reply) => {
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', EMBED_CSP)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=60')
        .removeHeader('x-frame-options');
      let table;
      try {
        table = await embeddedTableConfig(deps, request.params.configId);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) {
          return reply.status(404).send(renderEmbedMessage('Class table not found', m.configNotFound));
        }
        throw error;
      }
      try {
        const listings = await classListings(deps, table.orgId);
        return reply.send(renderClassTable(table, listings.classes));
      } catch (error) {
        if (error instanceof AppError && error.statusCode >= 500) {
          return reply
            .status(error.statusCode)
            .header('cache-control', 'no-store')
            .send(renderEmbedMessage(table.title, error.message));
        }
        throw error;
      }
    },
  );
};
