import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachment } from '../../platform/attachment';
import { callerOf } from '../../platform/caller';
import type { Deps } from '../../platform/deps';
import { readableGym } from '../../platform/policy';
import { assertToolUse } from './policy';
import type { Member } from './service/member';
import type { ExportFile } from './service/report-export';

/** The caller as the tools' services see them: who, which gym, and the request's audit details. */
export async function memberOf(deps: Deps, request: FastifyRequest): Promise<Member> {
  const caller = await callerOf(deps, request);
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
