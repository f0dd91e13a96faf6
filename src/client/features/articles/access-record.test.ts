import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_STORAGE_KEY, recordArticleAccess } from './access-record';

function fakeStorage(failWrites = false) {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (failWrites) throw new Error('QuotaExceededError');
      data.set(k, v);
    },
    data,
  };
}

describe('the local article access record (spec 000 §3, §4)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', fakeStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('records the first slug of the UTC day, allows reopening it and refuses a second', () => {
    const morning = new Date('2026-04-10T08:00:00Z');
    expect(recordArticleAccess('first', morning)).toBe(true);
    expect(JSON.parse(localStorage.getItem(ACCESS_STORAGE_KEY)!)).toEqual({ date: '2026-04-10', slugs: ['first'] });
    expect(recordArticleAccess('first', morning)).toBe(true);
    expect(recordArticleAccess('second', morning)).toBe(false);
    expect(recordArticleAccess('second', new Date('2026-04-11T00:00:01Z'))).toBe(true);
    expect(JSON.parse(localStorage.getItem(ACCESS_STORAGE_KEY)!)).toEqual({ date: '2026-04-11', slugs: ['second'] });
  });

  it('treats a damaged record as none', () => {
    localStorage.setItem(ACCESS_STORAGE_KEY, '{not json');
    expect(recordArticleAccess('any', new Date('2026-04-10T08:00:00Z'))).toBe(true);
  });

  it('fails silently (logged only) when the record cannot be saved', () => {
    vi.stubGlobal('localStorage', fakeStorage(true));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(recordArticleAccess('first', new Date('2026-04-10T08:00:00Z'))).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
