import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { attachment } from '../../platform/attachment';
import { callerOf } from '../../platform/caller';
import { readableGym } from '../../platform/policy';
import { assertToolUse } from './policy';
import type { Member } from './service/member';
import type { ExportFile } from './service/report-export';

/** The caller as the tools' services see them: who, which gym, and the request's audit details. */
export async function memberOf(db: Db, request: FastifyRequest): Promise<Member> {
  const caller = await callerOf(db, request);
  return {
    userId: caller.userId,
    gymId: readableGym(caller),
    meta: caller.meta,
    assertTool: (slug) => assertToolUse(caller, slug),
  };
}

/** An export as a download: never cached or sniffed. */
export const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
