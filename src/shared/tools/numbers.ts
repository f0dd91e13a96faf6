/**
 * Rounding and safe division for the business calculators. Every money output is rounded with
 * roundCents, every percentage with roundPercent, so what a page shows is what the formulas return.
 */

/**
 * Binary floats store 1.005 as 1.00499999999999989…, so 1.005 × 100 is 100.49999999999999 and a bare
 * Math.round gives 100. A value within a few units in its last place of a boundary is taken to be on
 * it: that much error is the float's, not the figure's. Capped, so that on huge values (where a unit
 * in the last place nears a cent) the slack never swallows a real fraction.
 */
const slack = (value: number) => Math.min(Math.abs(value) * 4 * Number.EPSILON, 1e-6);

/**
 * Rounds half away from zero to `digits` decimals: 1.005 → 1.01, −1.005 → −1.01, 2.675 → 2.68.
 * Never returns −0. Finite in, finite out.
 */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = Math.abs(value) * scale;
  const whole = Math.floor(scaled);
  const up = scaled - whole >= 0.5 - slack(scaled);
  const rounded = (Math.sign(value) * (up ? whole + 1 : whole)) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** Money to whole cents, half away from zero (1.005 → 1.01, 0.125 → 0.13, −0.125 → −0.13). */
export const roundCents = (value: number): number => roundTo(value, 2);

/** Percentages to two decimals (33.333… → 33.33). */
export const roundPercent = (value: number): number => roundTo(value, 2);

/** Whole units needed to cover a quantity (students, instructors): 10000.000000000002 → 10000. */
export const ceilWhole = (value: number): number => Math.ceil(value - slack(value));

/** Whole units a quantity fully reaches (a target number of seats): 28.999999999999996 → 29. */
export const floorWhole = (value: number): number => Math.floor(value + slack(value));

/** part ÷ whole, or `fallback` when whole is 0 (each caller says why that fallback). */
export function ratio<T extends number | null>(part: number, whole: number, fallback: T): number | T {
  return whole === 0 ? fallback : part / whole;
}

/** part as a percentage of whole, two decimals; `fallback` when whole is 0. */
export function percentOf<T extends number | null>(part: number, whole: number, fallback: T): number | T {
  return whole === 0 ? fallback : roundPercent((part / whole) * 100);
}

/** The sum of money amounts already in cents, itself in cents (no 0.1 + 0.2 drift). */
export function sumCents(values: readonly number[]): number {
  return roundCents(values.reduce((total, v) => total + v, 0));
}
