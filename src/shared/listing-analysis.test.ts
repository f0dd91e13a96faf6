import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingFieldsSchema, LISTING_TYPES } from './business-listings';
import {
  analyseListing,
  comparablesOf,
  listingKeywords,
  listingMetrics,
  median,
  readLocation,
  valuationPosition,
  type ListingFacts,
} from './listing-analysis';

const base: ListingFacts = {
  title: 'Family Gymnastics Academy',
  type: 'gymnastics',
  description: 'Recurring tuition, a competitive team and a waitlist.',
  price: 900_000,
  location: 'Boise, ID',
  revenue: 1_200_000,
  cashFlow: 300_000,
  established: 2010,
  employees: 15,
};

/** Any listing the schema accepts. */
const facts = fc.record({
  title: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0),
  type: fc.constantFrom(...LISTING_TYPES),
  description: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
  price: fc.double({ min: 0.01, max: 999_999_999_999, noNaN: true }),
  location: fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0),
  revenue: fc.option(fc.double({ min: 0, max: 999_999_999_999, noNaN: true }), { nil: null }),
  cashFlow: fc.double({ min: 0.01, max: 999_999_999_999, noNaN: true }),
  established: fc.option(fc.integer({ min: 1800, max: 2026 }), { nil: null }),
  employees: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
});

describe('listing metrics', () => {
  it('are plain ratios and dollars', () => {
    expect(listingMetrics(base, 2026)).toEqual({
      priceToRevenue: 0.75,
      priceToCashFlow: 3,
      cashFlowMargin: 0.25,
      revenuePerEmployee: 80_000,
      yearsInBusiness: 16,
    });
  });

  it('are null where an input is missing or zero', () => {
    expect(listingMetrics({ ...base, revenue: null, employees: 0, established: null }, 2026)).toEqual({
      priceToRevenue: null,
      priceToCashFlow: 3,
      cashFlowMargin: null,
      revenuePerEmployee: null,
      yearsInBusiness: null,
    });
    expect(listingMetrics({ ...base, revenue: 0 }, 2026).priceToRevenue).toBeNull();
  });

  it('are never NaN or infinite on any listing the schema accepts', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const parsed = listingFieldsSchema.safeParse({ ...f, listingUrl: 'https://example.com/x' });
        expect(parsed.error?.issues ?? []).toEqual([]);
        const analysis = analyseListing({ ...f, ...parsed.data! }, 2026);
        for (const value of Object.values(analysis.metrics)) {
          expect(value === null || Number.isFinite(value)).toBe(true);
        }
        expect(analysis.keywords.length).toBeLessThanOrEqual(8);
      }),
    );
  });

  it('the multiple rises with the price and falls with the cash flow', () => {
    fc.assert(
      fc.property(facts, fc.double({ min: 1.01, max: 10, noNaN: true }), (f, factor) => {
        const m = (x: ListingFacts) => listingMetrics(x, 2026).priceToCashFlow!;
        expect(m({ ...f, price: f.price * factor })).toBeGreaterThanOrEqual(m(f));
        expect(m({ ...f, cashFlow: f.cashFlow * factor })).toBeLessThanOrEqual(m(f));
      }),
    );
  });
});

describe('the valuation', () => {
  it('places a multiple against the typical range of its type', () => {
    expect(valuationPosition('gymnastics', 1.9)).toBe('below');
    expect(valuationPosition('gymnastics', 2)).toBe('within');
    expect(valuationPosition('gymnastics', 3.5)).toBe('within');
    expect(valuationPosition('gymnastics', 3.51)).toBe('above');
    expect(valuationPosition('swim', 3.8)).toBe('within');
    expect(valuationPosition('ninja', 3.2)).toBe('above');
    expect(valuationPosition('swim', null)).toBeNull();
  });

  it('names the gap to the other listings of the type', () => {
    const comparables = comparablesOf([
      { price: 500_000, revenue: 1_000_000, cashFlow: 250_000 },
      { price: 600_000, revenue: null, cashFlow: 300_000 },
    ]);
    expect(comparables).toEqual({
      count: 2,
      medianPriceToCashFlow: 2,
      medianCashFlowMargin: 0.25,
      medianPrice: 550_000,
    });
    const pricey = analyseListing({ ...base, price: 1_200_000 }, 2026, comparables);
    expect(pricey.risks).toContain('Priced above the other gymnastics listings (median 2× cash flow)');
    expect(pricey.risks[0]).toBe('Asking 4× cash flow, above the typical 2–3.5× for gymnastics');
  });
});

describe('the text parts', () => {
  it('read features, advantages and opportunities from the words', () => {
    const a = analyseListing(
      {
        ...base,
        description:
          'Real estate included. Foam pit, recurring tuition, summer camps and birthday parties. Trained staff will stay. Waitlist.',
      },
      2026,
    );
    expect(a.features).toEqual(
      expect.arrayContaining([
        'Real estate included',
        'Foam pit or in-ground pit',
        'Camps',
        'Birthday parties',
        'Waitlist',
      ]),
    );
    expect(a.competitiveAdvantages).toContain('Owns its building: no landlord risk');
    expect(a.opportunities).toContain('Open more class times for the waitlist');
    expect(a.opportunities).not.toContain('Add school-break camps: full days on the existing floor');
    expect(a.businessModel).toBe(
      'An independent gymnastics business earning recurring monthly tuition that owns its building, with camps, birthday parties on top.',
    );
    expect(a.risks).not.toContain('Lease terms not stated: confirm the remaining term and the transfer');
  });

  it('do not take "no competition" for a competitive team', () => {
    const a = analyseListing({ ...base, description: 'No direct competition within 20 miles.' }, 2026);
    expect(a.features).not.toContain('Competitive team program');
    expect(a.competitiveAdvantages).toContain('Little direct competition nearby');
  });

  it('flag thin and implausibly high margins, and young businesses', () => {
    expect(analyseListing({ ...base, cashFlow: 120_000 }, 2026).risks).toContain(
      'Thin margin (10%) against the typical 15%–30%',
    );
    expect(analyseListing({ ...base, cashFlow: 600_000 }, 2026).risks[0]).toMatch(/^Cash flow is 50% of revenue/);
    expect(analyseListing({ ...base, established: 2025 }, 2026).risks).toContain(
      'Young business (1 year): little history to judge by',
    );
  });

  it('keywords start with the type and skip filler words', () => {
    expect(
      listingKeywords({
        title: 'Swim School',
        type: 'swim',
        description: 'The swim school has a pool and a pool deck.',
      }),
    ).toEqual(['swim', 'school', 'pool', 'deck']);
  });

  it('locations read city and state', () => {
    expect(readLocation('Round Rock, TX')).toEqual({ city: 'Round Rock', state: 'TX' });
    expect(readLocation('Plano, Texas')).toEqual({ city: 'Plano', state: 'TX' });
    expect(readLocation('Toronto, ON M5V 2T6')).toEqual({ city: 'Toronto', state: 'ON' });
    expect(readLocation('Greater Denver Area')).toEqual({ city: 'Greater Denver Area', state: null });
    expect(analyseListing(base, 2026).location).toBe('Boise, Idaho');
  });

  it('median', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});
