import type { Db } from '../db/client';

/**
 * A short-lived per-process cache for hot public reads (the gym picker list, published articles).
 * Entries live `ttlMs`; concurrent misses share one query; `invalidateReads()` after a write makes
 * the writer's next read fresh at once (other processes catch up within the TTL).
 * Keyed by database, so several apps in one process (tests) never share entries.
 */
let entries = new WeakMap<Db, Map<string, { value: unknown; expiresAt: number; generation: number }>>();
let inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();
let globalGeneration = 0;
const generations = new WeakMap<Db, number>();

/** Changes at every invalidation of this database's reads; the session cache compares it. */
export function readGeneration(db: Db): number {
  return globalGeneration + (generations.get(db) ?? 0);
}

/**
 * Forgets cached reads: of one database (a write to it, here or, by notice, in another process),
 * or of every database in this process.
 */
export function invalidateReads(db?: Db): void {
  if (db) {
    generations.set(db, (generations.get(db) ?? 0) + 1);
    entries.delete(db);
    inFlight.delete(db); // a query started before the write must not answer after it
    return;
  }
  globalGeneration += 1;
  entries = new WeakMap();
  inFlight = new WeakMap();
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
