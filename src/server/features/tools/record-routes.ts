import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import { exportQuerySchema, type ExportFormat } from '../../../shared/tools/records';
import { access } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { idParamsOf } from '../../platform/params';
import { withWriteBudget } from '../../platform/rate-limit';
import type { Api } from '../../platform/feature';
import { memberOf, sendExport } from './http';
import type { Member } from './service/member';
import type { ExportFile } from './service/report-export';

/** What a saved tool's service does; a call is served where its function is given. */
export interface RecordService<B, Q> {
  list?(deps: Deps, member: Member, query: Q): Promise<unknown>;
  exportAll?(deps: Deps, member: Member, format: ExportFormat): Promise<ExportFile>;
  create(deps: Deps, member: Member, body: B): Promise<unknown>;
  get?(deps: Deps, member: Member, id: number): Promise<unknown>;
  update(deps: Deps, member: Member, id: number, body: B): Promise<unknown>;
  remove(deps: Deps, member: Member, id: number): Promise<void>;
  export?(deps: Deps, member: Member, id: number, format: ExportFormat): Promise<ExportFile>;
}

type Call = keyof RecordService<unknown, unknown>;

export interface RecordRoutes<B extends z.ZodType, Q extends z.ZodType> {
  /** '/arps' (its tag in the API docs is the path without the slash). */
  path: string;
  /** The 400 of an id that is not one: 'Invalid calculation id'. */
  invalidId: string;
  /** The body of a save, and the record as answered (the stored inputs and the computed results). */
  body: B;
  record: z.ZodType;
  /** The list's answer (a page `{ items, total }` or the whole list) and its query, if it takes one. */
  list?: { query?: Q; response: z.ZodType };
  /** What each call does, as the API docs say it; one for each function of the service. */
  summaries: Partial<Record<Call, string>>;
  service: RecordService<z.output<B>, z.output<Q>>;
  /** The permission the tool needs (tools.use unless it is a financial tool). */
  permission?: 'tools.use' | 'tools.financial';
}

const file = z.any().describe('The .xlsx or .pdf file');

/**
 * The calls of a gym-owned saved record: GET list, GET /export (every record as one
 * file), POST (201), GET /:id, PUT /:id, DELETE /:id (204) and GET /:id/export, each for members
 * of the gym, in this order (the static /export before /:id).
 */
export function recordRoutes<B extends z.ZodType, Q extends z.ZodType>(api: Api, deps: Deps, o: RecordRoutes<B, Q>) {
  const { path, service } = o;
  const use = access.gym(o.permission ?? 'tools.use');
  const write = withWriteBudget(use);
  const tags = [path.slice(1)];
  const params = idParamsOf(o.invalidId);
  const summary = (call: Call) => {
    const text = o.summaries[call];
    if (!text) throw new Error(`${path}: no summary for ${call}`);
    return text;
  };

  if (service.list && o.list) {
    const list = service.list;
    const { query, response } = o.list;
    api.get(
      path,
      {
        ...use,
        schema: {
          tags,
          summary: summary('list'),
          ...(query ? { querystring: query } : {}),
          response: { 200: response },
        },
      },
      async (request) => list(deps, await memberOf(deps, request), request.query as z.output<Q>),
    );
  }

  if (service.exportAll) {
    const exportAll = service.exportAll;
    api.get(
      `${path}/export`,
      {
        ...use,
        schema: { tags, summary: summary('exportAll'), querystring: exportQuerySchema, response: { 200: file } },
      },
      async (request, reply) => {
        const member = await memberOf(deps, request);
        return sendExport(reply, await exportAll(deps, member, request.query.format));
      },
    );
  }

  api.post(
    path,
    { ...write, schema: { tags, summary: summary('create'), body: o.body, response: { 201: o.record } } },
    async (request, reply) =>
      reply.status(201).send(await service.create(deps, await memberOf(deps, request), request.body as z.output<B>)),
  );

  if (service.get) {
    const get = service.get;
    api.get(
      `${path}/:id`,
      { ...use, schema: { tags, summary: summary('get'), params, response: { 200: o.record } } },
      async (request) => get(deps, await memberOf(deps, request), request.params.id),
    );
  }

  api.put(
    `${path}/:id`,
    { ...write, schema: { tags, summary: summary('update'), params, body: o.body, response: { 200: o.record } } },
    async (request) =>
      service.update(deps, await memberOf(deps, request), request.params.id, request.body as z.output<B>),
  );

  api.delete(
    `${path}/:id`,
    { ...write, schema: { tags, summary: summary('remove'), params, response: { 204: noContent } } },
    async (request, reply) => {
      await service.remove(deps, await memberOf(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  if (service.export) {
    const exportOne = service.export;
    api.get(
      `${path}/:id/export`,
      {
        ...use,
        schema: { tags, summary: summary('export'), params, querystring: exportQuerySchema, response: { 200: file } },
      },
      async (request, reply) =>
        sendExport(
          reply,
          await exportOne(deps, await memberOf(deps, request), request.params.id, request.query.format),
        ),
    );
  }
}
