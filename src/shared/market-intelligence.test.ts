import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  haversineMiles,
  marketShares,
  reachMiles,
  scoreMarket,
  verdictOf,
  type MarketInputs,
} from './market-intelligence';

const inputs = fc.record({
  children: fc.integer({ min: 0, max: 2_000_000 }),
  households: fc.integer({ min: 0, max: 2_000_000 }),
  medianIncome: fc.integer({ min: 0, max: 1_000_000 }),
  competitorCount: fc.integer({ min: 0, max: 500 }),
  driveTimeMinutes: fc.integer({ min: 5, max: 60 }),
});
const PARTS = ['demand', 'supply', 'competitivePressure', 'gapFit', 'access', 'risk', 'opportunity'] as const;

describe('market scores: worked examples (decision 0163)', () => {
  it('Springfield, IL: 10,600 children, 2 gyms, $62,000 median income, 15 minutes', () => {
    const s = scoreMarket({
      children: 10_600,
      households: 28_100,
      medianIncome: 62_000,
      competitorCount: 2,
      driveTimeMinutes: 15,
    });
    // demand 100·10600/15600 = 67.95; supply 100·2/5 = 40; density 2·10000/10600 = 1.8868 → 100·1.8868/3.8868 = 48.54
    expect(s.demand).toBe(67.95);
    expect(s.supply).toBe(40);
    expect(s.competitivePressure).toBe(48.54);
    // SAM 1,060; served 700; unmet 360 → 33.96; access 62
    expect(s.samChildren).toBe(1_060);
    expect(s.gapFit).toBe(33.96);
    expect(s.access).toBe(62);
    // risk 0.5·48.544 + 0.3·38 + 0.2·32.051 = 42.08; opportunity 0.3·67.949 + 0.3·33.962 + 0.2·62 + 0.2·57.918 = 54.56
    expect(s.risk).toBe(42.08);
    expect(s.opportunity).toBe(54.56);
    expect(s.verdict).toBe('moderate');
    // SOM 1060 ÷ 3 × 0.5 = 177; revenue at $110 a month
    expect(s.somChildren).toBe(177);
    expect(s.samAnnualRevenue).toBe(1_060 * 1_320);
    expect(s.somAnnualRevenue).toBe(177 * 1_320);
  });

  it('an empty area scores no demand and no pressure', () => {
    const s = scoreMarket({ children: 0, households: 0, medianIncome: 0, competitorCount: 0, driveTimeMinutes: 15 });
    expect(s).toMatchObject({ demand: 0, supply: 0, competitivePressure: 0, gapFit: 0, access: 0, verdict: 'poor' });
  });

  it('15 minutes at 30 mph is 7.5 miles; Springfield to Chicago is about 185 miles', () => {
    expect(reachMiles(15)).toBe(7.5);
    const d = haversineMiles({ lat: 39.781721, lng: -89.650148 }, { lat: 41.941528, lng: -87.705765 });
    expect(d).toBeGreaterThan(180);
    expect(d).toBeLessThan(190);
  });

  it('shares: a gym at the centre and a gym 3 miles away split the market 1 : 1/4 with the newcomer', () => {
    expect(marketShares([0, 3])).toEqual({ shares: [44.44, 11.11], newGymShare: 44.44 });
    expect(marketShares([])).toEqual({ shares: [], newGymShare: 100 });
  });

  it('verdict thresholds', () => {
    expect([verdictOf(70), verdictOf(69.99), verdictOf(50), verdictOf(30), verdictOf(29.99)]).toEqual([
      'strong',
      'moderate',
      'moderate',
      'limited',
      'poor',
    ]);
  });
});

describe('market scores: properties', () => {
  it('every part is a finite number from 0 to 100 with at most two decimals', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const s = scoreMarket(i);
        for (const k of PARTS) {
          expect(Number.isFinite(s[k])).toBe(true);
          expect(s[k]).toBeGreaterThanOrEqual(0);
          expect(s[k]).toBeLessThanOrEqual(100);
          expect(Math.round(s[k] * 100) / 100).toBe(s[k]);
        }
        expect(s.somChildren).toBeLessThanOrEqual(s.samChildren);
        expect(s.samChildren).toBeLessThanOrEqual(s.tamChildren);
      }),
    );
  });

  it('is never NaN, whatever arrives (negative, NaN, Infinity)', () => {
    const odd = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.constant(Infinity), fc.constant(-1));
    fc.assert(
      fc.property(odd, odd, odd, odd, (children, medianIncome, competitorCount, households) => {
        const s = scoreMarket({ children, households, medianIncome, competitorCount, driveTimeMinutes: 15 });
        for (const k of PARTS) expect(Number.isNaN(s[k])).toBe(false);
        expect(Number.isNaN(reachMiles(children))).toBe(false);
      }),
    );
  });

  it('more children never lowers demand, gap fit or opportunity, nor raises pressure or risk', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 100_000 }), (i: MarketInputs, more) => {
        const a = scoreMarket(i);
        const b = scoreMarket({ ...i, children: i.children + more });
        expect(b.demand).toBeGreaterThanOrEqual(a.demand);
        expect(b.gapFit).toBeGreaterThanOrEqual(a.gapFit);
        expect(b.competitivePressure).toBeLessThanOrEqual(a.competitivePressure);
        expect(b.risk).toBeLessThanOrEqual(a.risk);
        expect(b.opportunity).toBeGreaterThanOrEqual(a.opportunity);
      }),
    );
  });

  it('more competitors never lowers supply, pressure or risk, nor raises gap fit or opportunity', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 50 }), (i: MarketInputs, more) => {
        const a = scoreMarket(i);
        const b = scoreMarket({ ...i, competitorCount: i.competitorCount + more });
        expect(b.supply).toBeGreaterThanOrEqual(a.supply);
        expect(b.competitivePressure).toBeGreaterThanOrEqual(a.competitivePressure);
        expect(b.risk).toBeGreaterThanOrEqual(a.risk);
        expect(b.gapFit).toBeLessThanOrEqual(a.gapFit);
        expect(b.opportunity).toBeLessThanOrEqual(a.opportunity);
        expect(b.somChildren).toBeLessThanOrEqual(a.somChildren);
      }),
    );
  });

  it('a higher income never lowers access or opportunity; a longer drive never shrinks the reach', () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 100_000 }), (i: MarketInputs, more) => {
        const a = scoreMarket(i);
        const b = scoreMarket({ ...i, medianIncome: i.medianIncome + more });
        expect(b.access).toBeGreaterThanOrEqual(a.access);
        expect(b.opportunity).toBeGreaterThanOrEqual(a.opportunity);
        expect(reachMiles(i.driveTimeMinutes + 1)).toBeGreaterThan(reachMiles(i.driveTimeMinutes));
      }),
    );
  });

  it('shares and the newcomer add up to 100 % (within rounding), closer gyms never get less', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 60, noNaN: true }), { maxLength: 30 }), (d) => {
        const sorted = [...d].sort((x, y) => x - y);
        const { shares, newGymShare } = marketShares(sorted);
        const total = shares.reduce((a, b) => a + b, newGymShare);
        expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.01 * (shares.length + 1));
        for (let k = 1; k < shares.length; k++) expect(shares[k]!).toBeLessThanOrEqual(shares[k - 1]!);
      }),
    );
  });
});
