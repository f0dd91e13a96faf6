import { z } from 'zod';
import { amount, count } from './fields';
import { ratio, roundCents } from './numbers';

/** Spec 001 §3 revenue_sqft_summaries: how hard the building works. */
export const revenuePerSqftInputSchema = z.object({
  annualRevenue: amount('Annual revenue'),
  // Whole square feet: a fraction of one would divide the revenue into an absurd or infinite figure.
  squareFeet: count('Usable square feet', 10_000_000),
});
export type RevenuePerSqftInput = z.output<typeof revenuePerSqftInputSchema>;

export interface RevenuePerSqftResult {
  /** annualRevenue ÷ squareFeet; 0 with no area entered yet (nothing to divide by). */
  annualPerSqft: number;
  /** annualPerSqft ÷ 12 from the unrounded figure; 0 likewise. */
  monthlyPerSqft: number;
}

export function revenuePerSqft(r: RevenuePerSqftInput): RevenuePerSqftResult {
  const perSqft = ratio(r.annualRevenue, r.squareFeet, 0);
  return { annualPerSqft: roundCents(perSqft), monthlyPerSqft: roundCents(perSqft / 12) };
}
