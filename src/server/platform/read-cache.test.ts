import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

afterEach(() => vi.useRealTimers());

describe('ReadCache', () => {
  it('serves a read until its time to live, then reads again', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ReadCache();
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    expect(await cache.read('k', 1000, load)).toBe(1);
    vi.setSystemTime(999);
    expect(await cache.read('k', 1000, load)).toBe(1);
    vi.setSystemTime(1001);
    expect(await cache.read('k', 1000, load)).toBe(2);
  });

  it('takes the time to live from the value read when given a function', async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ReadCache();
    let reads = 0;
    // The value says how long it holds: 300 ms on the first read, then 0 (never kept).
    const load = () => Promise.resolve({ n: ++reads, holds: reads === 1 ? 300 : 0 });
    const ttl = (v: { holds: number }) => v.holds;
    expect((await cache.read('k', ttl, load)).n).toBe(1);
    vi.setSystemTime(299);
    expect((await cache.read('k', ttl, load)).n).toBe(1);
    vi.setSystemTime(301);
    expect((await cache.read('k', ttl, load)).n).toBe(2);
    vi.setSystemTime(302);
    expect((await cache.read('k', ttl, load)).n).toBe(3);
  });

  it('forgets everything on invalidate', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    await cache.read('k', 60_000, load);
    cache.invalidate();
    expect(await cache.read('k', 60_000, load)).toBe(2);
  });
});
