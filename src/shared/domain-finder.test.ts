import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateDomains, isCanadian, MAX_CANDIDATES, nameWords, websiteOf } from './domain-finder';

describe('candidate domains of a gym name', () => {
  it('joins the words, drops company forms, and varies the kind words', () => {
    const domains = candidateDomains({ name: 'The Flip Zone Gymnastics, Inc.', city: 'Springfield', country: 'USA' });
    expect(domains.slice(0, 8)).toEqual([
      'flipzonegymnastics.com',
      'flipzone.com',
      'flipzoneacademy.com',
      'flipzonegym.com',
      'fzg.com',
      'fzggymnastics.com',
      'flipzonespringfield.com',
      'flipzonegymnasticsspringfield.com',
    ]);
    expect(domains).toContain('flipzonegymnastics.net');
    expect(domains).toContain('flipzone.org');
    expect(domains.some((d) => d.endsWith('.ca'))).toBe(false);
  });

  it('strips accents, apostrophes and punctuation; & is "and"', () => {
    expect(nameWords("Élan Gymnastique & Kids' Club")).toEqual(['elan', 'gymnastique', 'and', 'kids', 'club']);
    expect(candidateDomains({ name: "Joe's Gym, LLC" })[0]).toBe('joesgym.com');
    expect(candidateDomains({ name: 'Académie Étoile' })[0]).toBe('academieetoile.com');
  });

  it('offers .ca for a Canadian gym', () => {
    const domains = candidateDomains({
      name: 'Northern Lights Gymnastics',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
    });
    expect(domains).toContain('northernlightsgymnastics.ca');
    expect(isCanadian({ state: 'BC', country: null })).toBe(true);
    expect(isCanadian({ state: 'IL', country: 'USA' })).toBe(false);
  });

  it('a name of company forms only suggests nothing', () => {
    expect(candidateDomains({ name: 'The Inc. LLC' })).toEqual([]);
    expect(candidateDomains({ name: '!!!' })).toEqual([]);
  });

  it('any name gives at most MAX_CANDIDATES valid, distinct domains, the same for any case', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.option(fc.string({ maxLength: 60 })),
        fc.constantFrom('USA', 'Canada', null),
        (name, city, country) => {
          const domains = candidateDomains({ name, city, country });
          expect(domains.length).toBeLessThanOrEqual(MAX_CANDIDATES);
          expect(new Set(domains).size).toBe(domains.length);
          for (const d of domains) expect(d).toMatch(/^[a-z0-9]{2,63}\.(com|net|org|ca)$/);
          if (country !== 'Canada') expect(domains.every((d) => !d.endsWith('.ca'))).toBe(true);
          expect(candidateDomains({ name: name.toUpperCase(), city, country })).toEqual(
            candidateDomains({ name: name.toLowerCase(), city, country }),
          );
        },
      ),
    );
  });

  it("an accepted candidate's website is where the site answered, else https://domain", () => {
    expect(websiteOf({ domain: 'flipzone.com', finalUrl: 'https://www.flipzone.com/home' })).toBe(
      'https://www.flipzone.com',
    );
    expect(websiteOf({ domain: 'flipzone.com', finalUrl: null })).toBe('https://flipzone.com');
  });
});
