import type { Db } from '../db/client';

/**
 * A short-lived per-process cache for hot public reads (the gym picker list, published articles,
 * the dashboard counts). Entries live `ttlMs`; concurrent misses share one query;
 * `invalidateReads(db)` after a write makes the next read fresh at once, here and, by the write
 * notice of platform/invalidation.ts, in the other processes.
 * Keyed by database, so several apps in one process (tests) never share entries.
 */
const entries = new WeakMap<Db, Map<string, { value: unknown; expiresAt: number; generation: number }>>();
const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();
const generations = new WeakMap<Db, number>();

/** Changes at every invalidation of this database's reads; the session cache compares it. */
export function readGeneration(db: Db): number {
  return generations.get(db) ?? 0;
}

/** Forgets this database's cached reads: after a write to it, here or, by notice, in another process. */
export function invalidateReads(db: Db): void {
  generations.set(db, readGeneration(db) + 1);
  entries.delete(db);
  inFlight.delete(db); // a query started before the write must not answer after it
}

export async function cachedRead<T>(db: Db, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let byKey = entries.get(db);
  if (!byKey) entries.set(db, (byKey = new Map()));
  const generation = readGeneration(db);
  const hit = byKey.get(key);
  if (hit && hit.expiresAt > Date.now() && hit.generation === generation) return hit.value as T;
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map()));
  const running = pending.get(key);
  if (running) return running as Promise<T>;
  const started = generation;
  const store = byKey;
  const waiting = pending;
  const query = load()
    .then((value) => {
      if (started === readGeneration(db)) {
        if (store.size > 500) store.clear(); // bounded: slugs are user-chosen
        store.set(key, { value, expiresAt: Date.now() + ttlMs, generation: started });
      }
      return value;
    })
    .finally(() => {
      if (waiting.get(key) === query) waiting.delete(key);
    });
  pending.set(key, query);
  return query;
}
