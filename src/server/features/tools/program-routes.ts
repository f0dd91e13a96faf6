import { z } from 'zod';
import { noContent } from '../../../shared/answers';
import { capacityProgramInputSchema, type CapacityProgramInput } from '../../../shared/tools/capacity';
import type { Db } from '../../db/client';
import { access } from '../../platform/access';
import { idParamsOf } from '../../platform/params';
import type { Api } from '../index';
import { memberOf } from './http';
import type { ProgramRecord } from './service/class-programs';
import type { Member } from './service/member';

interface ProgramService<R> {
  list(db: Db, member: Member): Promise<ProgramRecord<R>[]>;
  get(db: Db, member: Member, id: number): Promise<ProgramRecord<R>>;
  create(db: Db, member: Member, body: CapacityProgramInput): Promise<ProgramRecord<R>>;
  update(db: Db, member: Member, id: number, body: CapacityProgramInput): Promise<ProgramRecord<R>>;
  remove(db: Db, member: Member, id: number): Promise<void>;
}

export interface ProgramRoutes<R> {
  /** '/capacity-programs' */
  path: string;
  /** The record as answered: the stored fields and the tool's results. */
  record: z.ZodType;
  service: ProgramService<R>;
  /** The 400 of an id that is not one: 'Invalid capacity program id'. */
  invalidId: string;
  /** What each call's summary says of the records: "class programs", "their class sizes"… */
  words: { list: string; results: string };
}

/**
 * The five calls of a gym's class programs (GET list, POST, GET/PUT/DELETE /:id), one shape for
 * both of the spec's program tables: the body is the spec's fields, the answer carries the results
 * the server computed.
 */
export function programRoutes<R>(api: Api, db: Db, o: ProgramRoutes<R>) {
  const use = access.member;
  const tags = [o.path.slice(1)];
  const params = idParamsOf(o.invalidId);
  const body = capacityProgramInputSchema;

  api.get(
    o.path,
    { ...use, schema: { tags, summary: o.words.list, response: { 200: z.array(o.record) } } },
    async (request) => o.service.list(db, memberOf(request)),
  );

  api.post(
    o.path,
    {
      ...use,
      schema: {
        tags,
        summary: `Save a class program in the caller's gym; the answer carries ${o.words.results}`,
        body,
        response: { 201: o.record },
      },
    },
    async (request, reply) => reply.status(201).send(await o.service.create(db, memberOf(request), request.body)),
  );

  api.get(
    `${o.path}/:id`,
    {
      ...use,
      schema: { tags, summary: `One class program with ${o.words.results}`, params, response: { 200: o.record } },
    },
    async (request) => o.service.get(db, memberOf(request), request.params.id),
  );

  api.put(
    `${o.path}/:id`,
    {
      ...use,
      schema: {
        tags,
        summary: `Replace a class program; ${o.words.results} are recomputed`,
        params,
        body,
        response: { 200: o.record },
      },
    },
    async (request) => o.service.update(db, memberOf(request), request.params.id, request.body),
  );

  api.delete(
    `${o.path}/:id`,
    { ...use, schema: { tags, summary: 'Delete a class program', params, response: { 204: noContent } } },
    async (request, reply) => {
      await o.service.remove(db, memberOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
