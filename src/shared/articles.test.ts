import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  fillPlaceholders,
  imageUrl,
  placeholderValues,
  SLUG_PATTERN,
  slugify,
  starFill,
  utcDayKey,
} from './articles';

describe('decideAccess (spec 000 §4)', () => {
  it('allows one distinct item a day, reopening it, and starts over on a new day', () => {
    const first = decideAccess(null, 'a', '2026-01-01');
    expect(first).toEqual({ allowed: true, record: { date: '2026-01-01', items: ['a'] } });
    expect(decideAccess(first.record, 'a', '2026-01-01').allowed).toBe(true);
    expect(decideAccess(first.record, 'b', '2026-01-01')).toEqual({ allowed: false, record: first.record });
    expect(decideAccess(first.record, 'b', '2026-01-02')).toEqual({
      allowed: true,
      record: { date: '2026-01-02', items: ['b'] },
    });
  });

  it('never lets two distinct items through on one day', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 20 }), (reads) => {
        let record: { date: string; items: string[] } | null = null;
        const allowed = new Set<string>();
        for (const slug of reads) {
          const d: { allowed: boolean; record: { date: string; items: string[] } } = decideAccess(
            record,
            slug,
            '2026-05-05',
          );
          record = d.record;
          if (d.allowed) allowed.add(slug);
        }
        expect(allowed.size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('keys the day in UTC', () => {
    expect(utcDayKey(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});

describe('placeholders (spec 000 §9)', () => {
  it('uses the visitor fallbacks', () => {
    expect(placeholderValues(null)).toEqual({
      gym_name: 'your gym',
      slogan: 'your slogan',
      user_name: 'you',
      first_name: 'you',
      last_name: '',
    });
  });
  it('fills tokens, escaping values, and leaves unknown tokens', () => {
    const values = placeholderValues({ firstName: 'A<b>', lastName: 'Z', gym: { name: 'G&G', slogan: null } });
    expect(
      fillPlaceholders('{{first_name}} {{ last_name }} {{gym_name}} {{slogan}} {{nope}}', values, (v) =>
        v.replace(/</g, '&lt;'),
      ),
    ).toBe('A&lt;b> Z G&G your slogan {{nope}}');
  });
});

describe('imageUrl (spec 000 §2)', () => {
  it.each([
    ['/article-images/a.webp', '/api/public/article-images/a.webp'],
    ['article-images/a.webp', '/api/public/article-images/a.webp'],
    ['/learning-module-images/b.png', '/api/public/learning-module-images/b.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['https://cdn.example/c.jpg', 'https://cdn.example/c.jpg'],
    ['/illustrations/hero.svg', '/illustrations/hero.svg'],
  ])('%s → %s', (stored, url) => expect(imageUrl(stored)).toBe(url));
});

describe('stars and slugs', () => {
  it('shows half stars from .5', () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.5, n))).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFill(3.4, 4)).toBe('empty');
  });
  it('slugify always yields a valid slug for titles with letters', () => {
    expect(slugify('Cash Flow & the Summer Dip!')).toBe('cash-flow-and-the-summer-dip');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => /[a-z0-9]/i.test(s)),
        (title) => {
          // Never empty: a title with a letter or digit always keeps it.
          expect(slugify(title)).toMatch(SLUG_PATTERN);
        },
      ),
    );
  });
});
