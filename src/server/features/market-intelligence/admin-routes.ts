import {
  censusRefreshSchema,
  geographyListQuerySchema,
  geographyPageSchema,
  marketImportResultSchema,
  marketMessages as m,
} from '../../../shared/market-intelligence';
import { jobAcceptedSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { BadRequest } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { withWriteBudget } from '../../platform/rate-limit';
import { idParamsOf } from '../../platform/params';
import { noContent } from '../../../shared/answers';
import { readMultipart, uploadRoutes } from '../../platform/uploads';
import { registerCensusJobs, startCensusRefresh } from './service/census';
import { deleteGeography, importMarketData, listGeographies } from './service/market-data';

const tags = ['admin: market-data'];
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** /api/admin/market-data: the geographies and snapshots the analyses read (`market.manage`). */
export const marketDataAdminRoutes: Feature = async (api, deps) => {
  registerCensusJobs(deps);
  const guard = access.permission('market.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/market-data/geographies',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Geographies held, by type and words of the name or code, with their latest snapshot',
        querystring: geographyListQuerySchema,
        response: { 200: geographyPageSchema },
      },
    },
    async (request) => listGeographies(deps, request.query),
  );

  api.delete(
    '/admin/market-data/geographies/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a geography with its snapshots and metrics (analyses already run keep their figures)',
        params: idParamsOf('Invalid geography id'),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteGeography(deps, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/admin/market-data/census',
    {
      ...write,
      schema: {
        tags,
        summary: "Fill zip codes from the Census Bureau's American Community Survey (CENSUS_API_KEY); runs as a job",
        body: censusRefreshSchema,
        response: { 202: jobAcceptedSchema },
      },
    },
    async (request, reply) => {
      const job = await startCensusRefresh(deps, request.body, actorOf(request));
      return reply.status(202).send({ jobId: job.id, status: 'queued' as const });
    },
  );

  await uploadRoutes(
    api,
    { kind: 'multipart', limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 10 } },
    (uploads) => {
      uploads.post(
        '/admin/market-data/import',
        {
          ...write,
          bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
          schema: {
            tags,
            summary:
              'Import a CSV of geographies, snapshots and figures (geographyType, geographyCode, name, vintageYear, childPopulation, households, medianIncome; optional latitude, longitude and further figures): checked whole, then written',
            consumes: ['multipart/form-data'],
            response: { 200: marketImportResultSchema },
          },
        },
        async (request) => {
          const { file } = await readMultipart(request, { invalid: m.fileRequired, tooLarge: m.fileTooLarge });
          if (!file) throw new BadRequest(m.fileRequired);
          return importMarketData(deps, file.data, actorOf(request));
        },
      );
    },
  );
};
