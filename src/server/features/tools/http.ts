import type { FastifyReply, FastifyRequest } from 'fastify';
import { activityMeta } from '../../platform/activity-log';
import { attachment } from '../../platform/attachment';
import { currentUser } from '../../platform/auth';
import type { Member } from './service/member';
import type { ExportFile } from './service/report-export';

/** The caller as the tools' services see them: who, which gym, and the request's audit details. */
export const memberOf = (request: FastifyRequest): Member => {
  const user = currentUser(request);
  return { userId: user.id, gymId: user.gymId, meta: activityMeta(request) };
};

/** An export as a download: never cached or sniffed. */
export const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
