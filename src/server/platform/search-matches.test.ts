import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache';
import { MATCHES_KEPT_MAX, pageOfMatches, searchMatches } from './search-matches';

describe('searchMatches (decision 0188)', () => {
  it('reads a search once, pages it from memory, and reads again after a write', async () => {
    const deps = { reads: new ReadCache() };
    let reads = 0;
    const load = async (limit: number) => {
      reads += 1;
      expect(limit).toBe(MATCHES_KEPT_MAX + 1);
      return [5, 3, 9, 1, 7];
    };
    const ids = await searchMatches(deps, 'gyms:summit', load);
    expect(ids).toEqual([5, 3, 9, 1, 7]);
    expect(pageOfMatches(ids!, 2, 2)).toEqual({ ids: [9, 1], total: 5 });
    expect(pageOfMatches(ids!, 3, 2)).toEqual({ ids: [7], total: 5 });
    expect(pageOfMatches(ids!, 4, 2)).toEqual({ ids: [], total: 5 });
    await searchMatches(deps, 'gyms:summit', load);
    expect(reads).toBe(1);
    deps.reads.invalidate();
    await searchMatches(deps, 'gyms:summit', load);
    expect(reads).toBe(2);
  });

  it('answers null for a search of more matches than it keeps, so the caller pages it in the database', async () => {
    const deps = { reads: new ReadCache() };
    const many = Array.from({ length: MATCHES_KEPT_MAX + 1 }, (_, i) => i + 1);
    expect(await searchMatches(deps, 'users:all:a', async () => many)).toBeNull();
    expect(await searchMatches(deps, 'users:all:ab', async () => many.slice(1))).toHaveLength(MATCHES_KEPT_MAX);
  });
});
