import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_BENCHMARK_GYMS,
  benchmarkQuerySchema,
  cohortSizeOf,
  percentile,
  quartileOf,
  quartiles,
  regionOf,
  remainderIsSafe,
  sizeBandOf,
} from './benchmarks';

describe('benchmark figures', () => {
  it('interpolates percentiles between ranks, as PERCENTILE.INC does', () => {
    // Five gyms: 40, 45, 50, 60, 80. Rank of p25 = 0.25 × 4 = 1 → 45; p50 rank 2 → 50; p75 rank 3 → 60.
    expect(quartiles([60, 40, 80, 45, 50])).toEqual({ p25: 45, p50: 50, p75: 60 });
    // Six gyms: 10, 20, 30, 40, 50, 60. p25 rank 1.25 → 20 + 0.25 × 10 = 22.5; p50 rank 2.5 → 35; p75 rank 3.75 → 47.5.
    expect(quartiles([10, 20, 30, 40, 50, 60])).toEqual({ p25: 22.5, p50: 35, p75: 47.5 });
    expect(percentile([7], 50)).toBe(7);
  });

  it('answers nothing below five gyms, so no gym’s figure can be read back', () => {
    expect(MIN_BENCHMARK_GYMS).toBe(5);
    expect(quartiles([])).toBeNull();
    expect(quartiles([1, 2, 3, 4])).toBeNull();
    expect(quartiles([1, 2, 3, 4, 5])).not.toBeNull();
  });

  it('tells a cohort’s size only as a band, and leaves none or five gyms or more outside a narrowed one', () => {
    expect([5, 9, 10, 24, 25, 400].map(cohortSizeOf)).toEqual(['5–9', '5–9', '10–24', '10–24', '25+', '25+']);
    expect(cohortSizeOf(5)).toBe('5\u20139');
    expect(() => cohortSizeOf(4)).toThrow(RangeError);
    expect([0, 1, 2, 3, 4, 5, 6].map(remainderIsSafe)).toEqual([true, false, false, false, false, true, true]);
  });

  it('places a figure in a quartile off the published quartiles, 1 the best, a figure on a quartile in the better one', () => {
    const q = { p25: 40, p50: 55, p75: 70 };
    const values = [30, 40, 54.99, 55, 69.99, 70, 70.01];
    expect(values.map((v) => quartileOf(v, q, true))).toEqual([4, 3, 3, 2, 2, 1, 1]);
    // Where lower is better (churn), the lowest figures are the top quarter.
    expect(values.map((v) => quartileOf(v, q, false))).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });

  it('keeps quartiles in order within the figures, and a better figure never falls in a worse quarter', () => {
    const values = fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 5, maxLength: 60 });
    fc.assert(
      fc.property(values, (vs) => {
        const q = quartiles(vs)!;
        const [min, max] = [Math.min(...vs), Math.max(...vs)];
        return q.p25 <= q.p50 && q.p50 <= q.p75 && q.p25 >= min - 0.01 && q.p75 <= max + 0.01;
      }),
    );
    fc.assert(
      fc.property(
        values,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.boolean(),
        (vs, a, b, higherIsBetter) => {
          const q = quartiles(vs)!;
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          // A better figure never falls in a worse quarter.
          return higherIsBetter
            ? quartileOf(hi, q, true) <= quartileOf(lo, q, true)
            : quartileOf(lo, q, false) <= quartileOf(hi, q, false);
        },
      ),
    );
  });

  it('bands gyms by building size and places them in census regions, Canada or abroad', () => {
    expect([
      sizeBandOf(null),
      sizeBandOf(0),
      sizeBandOf(9000),
      sizeBandOf(12_000),
      sizeBandOf(24_999),
      sizeBandOf(25_000),
    ]).toEqual([null, null, 'under-12k', '12k-25k', '12k-25k', '25k-plus']);
    expect(regionOf('United States', 'IL')).toBe('midwest');
    expect(regionOf('United States', 'ny')).toBe('northeast');
    expect(regionOf(null, 'TX')).toBe('south');
    expect(regionOf('United States', 'WA')).toBe('west');
    expect(regionOf('Canada', 'ON')).toBe('canada');
    expect(regionOf('Australia', 'NSW')).toBe('international');
    expect(regionOf('United States', 'ZZ')).toBe('international');
  });

  it('narrows by a known size band and region only', () => {
    expect(benchmarkQuerySchema.parse({ sizeBand: '12k-25k', region: 'west' })).toEqual({
      sizeBand: '12k-25k',
      region: 'west',
    });
    expect(benchmarkQuerySchema.safeParse({ region: 'mars' }).error?.issues[0]?.message).toBe(
      'Region must be one of northeast, midwest, south, west, canada, international',
    );
  });
});
