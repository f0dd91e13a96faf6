import fc from 'fast-check';
import { roundCents } from './numbers';

// Arbitraries and checks shared by the calculators' tests.

/** A non-negative amount with any decimals, 0 and the bound included. */
export const money = (max: number) => fc.double({ min: 0, max, noNaN: true });
/** A non-negative whole number. */
export const whole = (max: number) => fc.integer({ min: 0, max });
/** A percentage 0–100. */
export const pct = fc.double({ min: 0, max: 100, noNaN: true });

/**
 * True when a value is whole cents, to a double's precision: rounding it again changes nothing, or,
 * on figures past a billion dollars where a double's last place nears a cent, nothing beyond it.
 */
export function isCents(value: number) {
  if (roundCents(value) === value) return true;
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) <= Math.abs(cents) * 4 * Number.EPSILON;
}

/** Every number reachable in a result, nested objects and arrays included. */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** No NaN or Infinity anywhere in a result. */
export const allFinite = (value: unknown) => numbersIn(value).every(Number.isFinite);

/** The first issue's message of a failed parse, or null when it parsed. */
export function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}
