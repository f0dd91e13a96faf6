import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listingNumberOf, readListingPage, readMoney } from './page-reader';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../../../tests/fixtures/listings', name), 'utf8');

describe('the listing page reader', () => {
  it('reads money as listings write it', () => {
    expect(readMoney('$1,250,000')).toBe(1_250_000);
    expect(readMoney('$1.6M')).toBe(1_600_000);
    expect(readMoney('$850K')).toBe(850_000);
    expect(readMoney('450000')).toBe(450_000);
    expect(readMoney(325000)).toBe(325_000);
    expect(readMoney('$325,000 monthly')).toBe(325_000);
    expect(readMoney('Not Disclosed')).toBeNull();
    expect(readMoney('N/A')).toBeNull();
    expect(readMoney(-5)).toBeNull();
  });

  it('reads the labelled figures of a page, each label apart from its value', () => {
    expect(readListingPage(fixture('labelled-gymnastics.html'), 'https://example.com/x/2318841/')).toEqual({
      title: 'Established Gymnastics Center with Competitive Team',
      description: expect.stringMatching(/^Well-known gymnastics center/),
      price: 1_150_000,
      revenue: 1_420_000,
      cashFlow: 325_000,
      established: 2006,
      employees: 24,
      location: 'Round Rock, TX',
      bizbuysellId: '2318841',
      canonicalUrl: 'https://www.bizbuysell.com/business-opportunity/established-gymnastics-center/2318841/',
    });
  });

  it('takes JSON-LD before the labels, skipping a broken block and the breadcrumbs', () => {
    const read = readListingPage(fixture('jsonld-swim.html'), 'https://example.com/listing');
    expect(read).toMatchObject({
      title: 'Profitable Learn-to-Swim School with Indoor Pool',
      price: 1_650_000,
      cashFlow: 480_000,
      revenue: 1_600_000,
      established: 2001,
      employees: 31,
      location: 'Plano, TX',
      bizbuysellId: '2290417',
    });
  });

  it('a page without figures reads as nulls, its title from <h1>', () => {
    expect(readListingPage(fixture('no-figures.html'), 'https://example.com/gone')).toMatchObject({
      title: 'This listing is no longer available',
      price: null,
      cashFlow: null,
      bizbuysellId: null,
    });
  });

  it('the listing number is the last path segment when it is all digits', () => {
    expect(listingNumberOf('https://www.bizbuysell.com/business-opportunity/swim/2290417/')).toBe('2290417');
    expect(listingNumberOf('https://example.com/listing')).toBeNull();
    expect(listingNumberOf('not a url')).toBeNull();
  });
});
