import { IMPORT_MAX_BYTES, importMessages as m, importRequestFieldsSchema } from '../../../shared/imports';
import { jobAcceptedSchema, jobSchema } from '../../../shared/jobs';
import { access } from '../../platform/access';
import { actorOf } from '../../platform/caller';
import { BadRequest } from '../../platform/errors';
import type { Feature } from '../../platform/feature';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import { readMultipart, uploadRoutes } from '../../platform/uploads';
import { getImportJob, registerImportJobs, startImport } from './service/run';

const tags = ['admin: imports'];

/** /api/admin/imports: the component importer (`imports.manage`, decision 0172). */
export const importAdminRoutes: Feature = async (api, deps) => {
  registerImportJobs(deps);
  const guard = access.permission('imports.manage');
  const write = withWriteBudget(guard);

  api.get(
    '/admin/imports/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'An import job: status, progress and, once completed, { created, updated, rejected }',
        params: idParamsOf('Invalid import id'),
        response: { 200: jobSchema },
      },
    },
    async (request) => getImportJob(deps, request.params.id),
  );

  await uploadRoutes(
    api,
    { kind: 'multipart', limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 10 } },
    (uploads) => {
      uploads.post(
        '/admin/imports',
        {
          ...write,
          bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
          schema: {
            tags,
            summary:
              'Import a CSV or .xlsx file (multipart: file, kind gyms | business-tasks | books | podcasts | learning-modules, dryRun) as a job: the whole file is checked, then written in slices; read it with GET /api/admin/jobs/:id',
            consumes: ['multipart/form-data'],
            response: { 202: jobAcceptedSchema },
          },
        },
        async (request, reply) => {
          const { fields, file } = await readMultipart(request, { invalid: m.fileRequired, tooLarge: m.fileTooLarge });
          const input = importRequestFieldsSchema.safeParse(fields);
          if (!input.success) throw new BadRequest(m.kindRequired);
          if (!file) throw new BadRequest(m.fileRequired);
          const jobId = await startImport(deps, input.data, file, actorOf(request));
          return reply.status(202).send({ jobId, status: 'queued' as const });
        },
      );
    },
  );
};
