import { eq, isNull, or } from 'drizzle-orm';
import { documentMessages as m } from '../../../../shared/documents';
import type { documentFolders, repositoryDocuments } from '../../../db/schema/index';
import { type ActivityMeta } from '../../../platform/activity-log';
import { Forbidden } from '../../../platform/errors';

/**
 * The document repository (decision 0100). Every read and write goes through the
 * viewer: a gym's folders and documents exist only for that gym's members (another gym gets 404,
 * never 403), the club library (gymId null) is read by every member and written by library admins.
 */

export interface Viewer {
  id: number;
  gymId: number | null;
  /** documents.library (or an admin): may write the club library. */
  canLibrary: boolean;
  /** The caller's gym has not approved them yet: gymId is null until it does. */
  pending: boolean;
  meta: ActivityMeta;
}

export type FolderRow = typeof documentFolders.$inferSelect;
export type DocumentRow = typeof repositoryDocuments.$inferSelect;

export const visibleGym = (column: typeof documentFolders.gymId | typeof repositoryDocuments.gymId, viewer: Viewer) =>
  viewer.gymId === null ? isNull(column) : or(isNull(column), eq(column, viewer.gymId))!;

export const canWrite = (gymId: number | null, viewer: Viewer) =>
  gymId === null ? viewer.canLibrary : gymId === viewer.gymId;

export function assertWritable(gymId: number | null, viewer: Viewer) {
  if (!canWrite(gymId, viewer)) throw new Forbidden(gymId === null ? m.libraryAdminOnly : m.documentNotFound);
}
