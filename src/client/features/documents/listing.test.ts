import { describe, expect, it } from 'vitest';
import { choiceOf, SORT_CHOICES, sortOf, sortParams, sortValue } from './listing';

const params = (text: string) => new URLSearchParams(text);

describe('the list’s sort in the address', () => {
  it('reads newest first from a bare address and from values it does not know', () => {
    for (const text of ['', 'sort=size', 'sort=updated&order=sideways', 'sort=NAME']) {
      expect(sortOf(params(text)), text).toEqual({ sort: 'updated', order: 'desc' });
    }
    expect(sortOf(params('sort=name'))).toEqual({ sort: 'name', order: 'asc' });
    expect(sortOf(params('sort=type&order=desc'))).toEqual({ sort: 'type', order: 'desc' });
    expect(sortOf(params('order=asc'))).toEqual({ sort: 'updated', order: 'asc' });
  });

  it('leaves defaults out of the address, and every choice reads back as itself', () => {
    expect(sortParams({ sort: 'updated', order: 'desc' })).toEqual({ sort: null, order: null });
    expect(sortParams({ sort: 'name', order: 'asc' })).toEqual({ sort: 'name', order: null });
    expect(sortParams({ sort: 'name', order: 'desc' })).toEqual({ sort: 'name', order: 'desc' });
    for (const choice of SORT_CHOICES) {
      const changes = sortParams(choiceOf(choice.value));
      const next = new URLSearchParams();
      for (const [key, value] of Object.entries(changes)) if (value) next.set(key, value);
      expect(sortValue(sortOf(next))).toBe(choice.value);
    }
    expect(new Set(SORT_CHOICES.map((c) => c.value)).size).toBe(SORT_CHOICES.length);
    expect(choiceOf('nonsense')).toEqual({ sort: 'updated', order: 'desc' });
  });
});
