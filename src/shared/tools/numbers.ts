/**
 * Rounding and safe division for the business calculators. Every money output is rounded with
 * roundCents, every percentage with roundPercent, so what a page shows is what the formulas return.
 */

/**
 * Rounds half away from zero to `digits` decimals. Binary floats store 1.005 as 1.00499999…, so
 * 1.005 × 100 is 100.49999999999999 and a bare Math.round gives 100. Reading the scaled value back
 * at 15 significant digits (all a double holds reliably) removes that noise first: 1.005 → 1.01,
 * −1.005 → −1.01, 2.675 → 2.68. Never returns −0. Finite in, finite out.
 */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = denoise(Math.abs(value) * scale);
  const rounded = (Math.sign(value) * Math.round(scaled)) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** Money to whole cents, half away from zero (1.005 → 1.01, 0.125 → 0.13, −0.125 → −0.13). */
export const roundCents = (value: number): number => roundTo(value, 2);

/** Percentages to two decimals (33.333… → 33.33). */
export const roundPercent = (value: number): number => roundTo(value, 2);

/** A value read back at 15 significant digits: 10000.000000000002 → 10000, 28.999999999999996 → 29. */
export function denoise(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(15)) : value;
}

/** Whole units needed to cover a quantity (students, instructors), ignoring float noise. */
export const ceilWhole = (value: number): number => Math.ceil(denoise(value));

/** Whole units a quantity fully reaches (a target number of students), ignoring float noise. */
export const floorWhole = (value: number): number => Math.floor(denoise(value));

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
