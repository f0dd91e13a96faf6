import { holds, type Caller } from '../../platform/caller';
import { approvedAt, definePolicy } from '../../platform/policy';
import type { Viewer } from './service/viewer';

/** A folder or document, by its owner: a gym, or the club library (null). */
export interface Owned {
  gymId: number | null;
}

/**
 * Who may do what in the repository: the club library is read by every member holding
 * documents.read and written with documents.library; a gym's folders and documents are read by
 * its approved members and written by those holding documents.manage. Another gym's are never
 * visible (the service answers 404).
 */
export const documentPolicy = definePolicy<Owned, 'read' | 'manage'>({
  read: (caller, item) =>
    item.gymId === null
      ? holds(caller, 'documents.read')
      : approvedAt(caller, item.gymId) && holds(caller, 'documents.read'),
  manage: (caller, item) =>
    item.gymId === null
      ? holds(caller, 'documents.library')
      : approvedAt(caller, item.gymId) && holds(caller, 'documents.manage'),
});

/** The caller as the repository's queries see them (the gym only once approved). */
export function documentViewer(caller: Caller): Viewer {
  return {
    id: caller.userId,
    gymId: caller.gymAccess === 'approved' ? caller.gymId : null,
    canLibrary: documentPolicy.can(caller, 'manage', { gymId: null }),
    pending: caller.gymAccess === 'pending',
    meta: caller.meta,
  };
}
