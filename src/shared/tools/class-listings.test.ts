import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  agesLabel,
  classesOn,
  clockTime,
  DAYS,
  dayOf,
  embedSnippet,
  filterClasses,
  openingsLabel,
  openingsTone,
  tableConfigInputSchema,
  classListingMessages as m,
  type AgeBand,
  type ClassListing,
} from './class-listings';

const base: ClassListing = {
  id: '1',
  name: 'Class',
  category: 'Recreational',
  description: null,
  days: [],
  startTime: null,
  endTime: null,
  minAge: null,
  maxAge: null,
  openings: null,
  maxSize: null,
  room: null,
  instructors: [],
  tuition: null,
  registrationUrl: null,
};
const cls = (over: Partial<ClassListing>): ClassListing => ({ ...base, ...over });

const classArb = fc
  .record({
    id: fc.string(),
    name: fc.string({ minLength: 1 }),
    category: fc.constantFrom('Preschool', 'Ninja', 'Cheer', 'Tumbling'),
    days: fc.uniqueArray(fc.constantFrom(...DAYS)),
    startTime: fc.option(fc.constantFrom('09:00', '16:30', '18:00')),
    minAge: fc.option(fc.double({ min: 0, max: 20, noNaN: true })),
    maxAge: fc.option(fc.double({ min: 0, max: 30, noNaN: true })),
    openings: fc.option(fc.integer({ min: 0, max: 30 })),
  })
  .map((r) => cls({ ...r, endTime: null }));
const bandArb = fc.constantFrom(...AGE_BANDS.map((b) => b.key as AgeBand));
const filterArb = fc.record({
  days: fc.uniqueArray(fc.constantFrom(...DAYS)),
  ages: fc.uniqueArray(bandArb),
  categories: fc.uniqueArray(fc.constantFrom('Preschool', 'Ninja', 'Cheer', 'Tumbling')),
  openOnly: fc.boolean(),
});

describe('class filters', () => {
  const week = [
    cls({
      id: 'a',
      name: 'Mini Movers',
      category: 'Preschool',
      days: ['mon', 'wed'],
      minAge: 3,
      maxAge: 3.92,
      openings: 0,
      startTime: '10:00',
    }),
    cls({
      id: 'b',
      name: 'Ninja Kids',
      category: 'Ninja',
      days: ['mon'],
      minAge: 5,
      maxAge: 7.92,
      openings: 4,
      startTime: '17:00',
    }),
    cls({
      id: 'c',
      name: 'Teen Tumbling',
      category: 'Tumbling',
      days: ['thu'],
      minAge: 13,
      maxAge: null,
      openings: 7,
      startTime: '19:00',
    }),
    cls({ id: 'd', name: 'Early Ninja', category: 'Ninja', days: ['mon'], minAge: 5, maxAge: 7, startTime: '09:00' }),
  ];
  const ids = (list: ClassListing[]) => list.map((c) => c.id);

  it('keeps any of the chosen days, age bands and categories, and only open classes when asked', () => {
    expect(ids(filterClasses(week, { days: ['mon'] }))).toEqual(['a', 'b', 'd']);
    expect(ids(filterClasses(week, { ages: ['preschool'] }))).toEqual(['a', 'b', 'd']);
    expect(ids(filterClasses(week, { ages: ['teens'] }))).toEqual(['c']);
    expect(ids(filterClasses(week, { categories: ['Ninja'], days: ['mon'] }))).toEqual(['b', 'd']);
    expect(ids(filterClasses(week, { openOnly: true }))).toEqual(['b', 'c', 'd']);
  });

  it("lists a day's classes earliest first", () => {
    expect(ids(classesOn(week, 'mon'))).toEqual(['d', 'a', 'b']);
    expect(dayOf(new Date(2026, 10, 30))).toBe('mon');
    expect(dayOf(new Date(2026, 10, 29))).toBe('sun');
  });

  it('an empty filter keeps every class, and any filter keeps a subset in order', () => {
    fc.assert(
      fc.property(fc.array(classArb), filterArb, (classes, filter) => {
        expect(filterClasses(classes, {})).toEqual(classes);
        const kept = filterClasses(classes, filter);
        let at = 0;
        for (const c of kept) {
          at = classes.indexOf(c, at);
          expect(at).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('choosing one more day, band or category never drops a class (monotonic)', () => {
    fc.assert(
      fc.property(fc.array(classArb), filterArb, fc.constantFrom(...DAYS), bandArb, (classes, filter, day, band) => {
        if (filter.days.length === 0 || filter.ages.length === 0) return;
        const before = filterClasses(classes, filter);
        const more = filterClasses(classes, { ...filter, days: [...filter.days, day], ages: [...filter.ages, band] });
        for (const c of before) expect(more).toContain(c);
      }),
    );
  });
});

describe('words', () => {
  it('badges: Full, spots left, or Open when the feed does not say', () => {
    expect(openingsLabel(0)).toBe('Full');
    expect(openingsLabel(1)).toBe('1 spot left');
    expect(openingsLabel(3)).toBe('3 spots left');
    expect(openingsLabel(null)).toBe('Open');
    expect([openingsTone(0), openingsTone(2), openingsTone(9)]).toEqual(['full', 'few', 'open']);
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(openingsLabel(n)).not.toMatch(/NaN|Infinity/);
      }),
    );
  });

  it('ages and times as families read them', () => {
    expect(agesLabel({ minAge: 1.5, maxAge: 2.92 })).toBe('Ages 18 mo–2');
    expect(agesLabel({ minAge: 13, maxAge: null })).toBe('Ages 13+');
    expect(agesLabel({ minAge: null, maxAge: null })).toBe('All ages');
    expect(clockTime('16:30')).toBe('4:30 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 99, noNaN: true })),
        fc.option(fc.double({ min: 0, max: 99, noNaN: true })),
        (minAge, maxAge) => {
          expect(agesLabel({ minAge, maxAge })).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });

  it('the embed snippet names the table and escapes its title', () => {
    expect(embedSnippet('https://club.example', 7, 'Fall "rec" <b>')).toBe(
      '<iframe src="https://club.example/embed/classes/7" title="Fall &#34;rec&#34; &#60;b&#62;" width="100%" height="600" style="border:0" loading="lazy"></iframe>',
    );
  });
});

describe('table config schema', () => {
  const valid = {
    title: 'Week',
    orgId: '509235',
    config: { columns: ['name', 'openings'] },
  };
  it('fills the filters and colours a table leaves out', () => {
    const parsed = tableConfigInputSchema.parse(valid);
    expect(parsed.isDefault).toBe(false);
    expect(parsed.config.filters).toEqual({ days: [], ages: [], categories: [], openOnly: false });
    expect(parsed.config.colors.header).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('refuses a repeated column and a colour that is not hex', () => {
    const twice = tableConfigInputSchema.safeParse({ ...valid, config: { columns: ['name', 'name'] } });
    expect(twice.success).toBe(false);
    const red = tableConfigInputSchema.safeParse({
      ...valid,
      config: {
        columns: ['name'],
        colors: { header: 'red', headerText: '#ffffff', accent: '#000000', stripe: '#eeeeee' },
      },
    });
    expect(red.error?.issues[0]?.message).toBe(m.colorInvalid);
  });
});
