/**
 * A short-lived cache for hot public reads (the gym picker list, published articles, the dashboard
 * counts), one per app (`deps.reads`, made in buildApp), so two apps in one process never share
 * entries. Entries live `ttlMs`; concurrent misses share one query; `invalidate()` after a write
 * makes the next read fresh at once, here and, by the write notice of platform/invalidation.ts, in
 * the other processes.
 *
 * It also keeps small memos of pure work (`memo`: the rendered article texts), keyed by all of
 * their input, so a write never makes them stale and they outlive `invalidate()`.
 */
export class ReadCache {
  private entries = new Map<string, { value: unknown; expiresAt: number; generation: number }>();
  private inFlight = new Map<string, Promise<unknown>>();
  private readonly memos = new Map<string, Map<string, unknown>>();
  private current = 0;

  /** Changes at every invalidation; the session cache compares it. */
  generation(): number {
    return this.current;
  }

  /** Forgets every cached read: after a write, here or, by notice, in another process. */
  invalidate(): void {
    this.current += 1;
    this.entries = new Map();
    this.inFlight = new Map(); // a query started before the write must not answer after it
  }

  /** `ttlMs` may be worked out from the value read (a list that turns stale at a known time). */
  async read<T>(key: string, ttlMs: number | ((value: T) => number), load: () => Promise<T>): Promise<T> {
    const generation = this.current;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now() && hit.generation === generation) return hit.value as T;
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const store = this.entries;
    const waiting = this.inFlight;
    const query = load()
      .then((value) => {
        if (generation === this.current) {
          if (store.size > 500) store.clear(); // bounded: slugs are user-chosen
          const ttl = typeof ttlMs === 'number' ? ttlMs : ttlMs(value);
          store.set(key, { value, expiresAt: Date.now() + ttl, generation });
        }
        return value;
      })
      .finally(() => {
        if (waiting.get(key) === query) waiting.delete(key);
      });
    waiting.set(key, query);
    return query;
  }

  /**
   * `make()` once per key in the memo `name`, kept up to `max` keys, the oldest dropped first.
   */
  memo<T>(name: string, key: string, max: number, make: () => T): T {
    let memo = this.memos.get(name);
    if (!memo) this.memos.set(name, (memo = new Map()));
    if (memo.has(key)) return memo.get(key) as T;
    const value = make();
    if (memo.size >= max) memo.delete(memo.keys().next().value!);
    memo.set(key, value);
    return value;
  }
}

/** Reads through the app's cache: `cachedRead(deps, key, ttlMs, load)`. */
export function cachedRead<T>(
  deps: { reads: ReadCache },
  key: string,
  ttlMs: number | ((value: T) => number),
  load: () => Promise<T>,
): Promise<T> {
  return deps.reads.read(key, ttlMs, load);
}
