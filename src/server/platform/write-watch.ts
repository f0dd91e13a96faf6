import { AsyncLocalStorage } from 'node:async_hooks';

/** What one request (or other unit of work) wrote: set once a statement that changes data ran for it. */
export interface WriteNote {
  changed: boolean;
}

const CHANGES = /^\s*(?:insert|update|delete|merge|truncate)\b/i;
const CTE = /^\s*with\b/i;
const CTE_CHANGES = /\b(?:insert|update|delete|merge)\b/i;

/** True for a statement that may change data (a data-modifying CTE counts; so may a harmless FOR UPDATE in one). */
export function changesData(query: string): boolean {
  return CHANGES.test(query) || (CTE.test(query) && CTE_CHANGES.test(query));
}

/**
 * Sees every statement the app sends to its database (it is Drizzle's logger, db/client.ts) and
 * notes on the current unit of work's WriteNote whether one of them changed data. Writes are
 * found where they all pass, whichever service, transaction or raw statement makes them, so the
 * caches are emptied after a request that changed something and never after one that did not
 * (decision 0139). One per database: two apps in one process never share notes.
 */
export class WriteWatch {
  private readonly scope = new AsyncLocalStorage<WriteNote>();

  /** Runs `work` (and everything it starts) with its writes noted in `note`. */
  run<T>(note: WriteNote, work: () => T): T {
    return this.scope.run(note, work);
  }

  /**
   * Runs bookkeeping writes that change nothing a cache holds (rate-limit counters, a session's
   * last-seen time) without noting them.
   */
  quietly<T>(work: () => T): T {
    return this.scope.exit(work);
  }

  /** Drizzle's logger interface: called with each statement as it is sent. */
  logQuery(query: string): void {
    const note = this.scope.getStore();
    if (note && !note.changed && changesData(query)) note.changed = true;
  }
}
