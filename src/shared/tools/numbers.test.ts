import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilWhole, floorWhole, percentOf, ratio, roundCents, roundTo, sumCents } from './numbers';
import { isCents } from './test-helpers';

describe('roundCents', () => {
  it('rounds half away from zero, past binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01); // stored as 1.00499999…
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(0.125)).toBe(0.13);
    expect(roundCents(-0.125)).toBe(-0.13);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(1.0049)).toBe(1);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1234567.891)).toBe(1234567.89);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true); // never −0
  });

  it('gives whole cents, moves a value by at most half a cent, and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (x) => {
        const r = roundCents(x);
        expect(isCents(r)).toBe(true);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + Math.abs(x) * 1e-15);
        expect(roundCents(r)).toBe(r);
      }),
    );
  });

  it('is symmetric and monotonic', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (x, d) => {
          expect(roundCents(-x)).toBe(-roundCents(x) || 0);
          expect(roundCents(x + d)).toBeGreaterThanOrEqual(roundCents(x));
        },
      ),
    );
  });
});

describe('helpers', () => {
  it('rounds to any number of decimals', () => {
    expect(roundTo(33.335, 2)).toBe(33.34);
    expect(roundTo(7.45, 1)).toBe(7.5);
  });

  it('counts whole units without float noise', () => {
    expect(ceilWhole(1000 / 0.1)).toBe(10000); // 10000.000000000002 in binary
    expect(floorWhole(0.29 * 100)).toBe(29); // 28.999999999999996 in binary
    expect(ceilWhole(150.0083)).toBe(151);
  });

  it('falls back when dividing by zero', () => {
    expect(ratio(5, 0, 0)).toBe(0);
    expect(ratio(5, 0, null)).toBeNull();
    expect(percentOf(1, 3, 0)).toBe(33.33);
    expect(percentOf(1, 0, null)).toBeNull();
    expect(sumCents([0.1, 0.2, 0.3])).toBe(0.6);
  });
});
