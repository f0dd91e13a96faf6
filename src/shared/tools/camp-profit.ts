import { z } from 'zod';
import { amount, count } from './fields';
import { percentOf, roundCents } from './numbers';
import type { ReportBody } from './report';

/**
 * A camp, clinic or parents' night out (decision 0123): what it takes in, what the coaches, the
 * supplies and the fixed costs take out, and how many campers it needs to break even.
 */
export const campProfitInputSchema = z.object({
  days: count('Days', 365),
  campers: count('Campers', 100_000),
  /** What a camper pays for the whole camp. */
  pricePerCamper: amount('Price per camper', 100_000),
  coaches: count('Coaches', 1_000),
  coachHoursPerDay: amount('Coach hours a day', 24),
  coachHourlyWage: amount('Coach hourly wage', 10_000),
  suppliesPerCamper: amount('Supplies per camper', 100_000),
  /** Marketing, T-shirts, rentals: costs that do not grow with the campers. */
  fixedCosts: amount('Fixed costs'),
});
export type CampProfitInput = z.output<typeof campProfitInputSchema>;

export interface CampProfitResult {
  /** campers × pricePerCamper. */
  revenue: number;
  /** coaches × coachHoursPerDay × days × coachHourlyWage. */
  coachCost: number;
  /** campers × suppliesPerCamper. */
  suppliesCost: number;
  /** coachCost + suppliesCost + fixedCosts. */
  totalCost: number;
  /** revenue − totalCost; negative for a camp that loses money. */
  profit: number;
  /** profit ÷ revenue × 100, two decimals; null with no revenue. */
  marginPercent: number | null;
  /** profit ÷ campers; null with no camper. */
  profitPerCamper: number | null;
  /**
   * ⌈(coachCost + fixedCosts) ÷ (pricePerCamper − suppliesPerCamper)⌉ with the coaches as
   * entered; 0 with no cost to cover; null when a camper adds no margin (it never breaks even).
   */
  breakEvenCampers: number | null;
}

/** Whole cents of an amount. */
const cents = (value: number) => Math.round(roundCents(value) * 100);
const dollars = (wholeCents: number) => roundCents(wholeCents / 100);

/**
 * Every figure is whole cents: the price, supplies and fixed costs are taken to cents first and the
 * coach cost is rounded once. The largest total (a thousand coaches, 24 hours, 365 days at $10,000
 * an hour) is under 10¹⁴ cents, so sums and products of cents are exact in a double, and so is the
 * ceiling of their quotient (it is off a whole number by at least 1 ÷ divisor, far above float noise).
 */
export function campProfit(c: CampProfitInput): CampProfitResult {
  const price = cents(c.pricePerCamper);
  const supplies = cents(c.suppliesPerCamper);
  const revenue = c.campers * price;
  const coachCost = cents(c.coaches * c.coachHoursPerDay * c.days * c.coachHourlyWage);
  const suppliesCost = c.campers * supplies;
  const fixed = cents(c.fixedCosts);
  const totalCost = coachCost + suppliesCost + fixed;
  const profit = revenue - totalCost;
  const margin = price - supplies;
  return {
    revenue: dollars(revenue),
    coachCost: dollars(coachCost),
    suppliesCost: dollars(suppliesCost),
    totalCost: dollars(totalCost),
    profit: dollars(profit),
    marginPercent: percentOf(profit, revenue, null),
    profitPerCamper: c.campers === 0 ? null : roundCents(profit / c.campers / 100),
    breakEvenCampers: margin > 0 ? Math.ceil((coachCost + fixed) / margin) : null,
  };
}

/** The scenario as a report (exports and comparisons). */
export function campProfitReport(c: CampProfitInput, r: CampProfitResult): ReportBody {
  return {
    inputs: [
      { key: 'days', label: 'Days', value: c.days, unit: 'number' },
      { key: 'campers', label: 'Campers', value: c.campers, unit: 'number' },
      { key: 'pricePerCamper', label: 'Price per camper (whole camp)', value: c.pricePerCamper, unit: 'money' },
      { key: 'coaches', label: 'Coaches', value: c.coaches, unit: 'number' },
      { key: 'coachHoursPerDay', label: 'Coach hours a day', value: c.coachHoursPerDay, unit: 'number' },
      { key: 'coachHourlyWage', label: 'Coach hourly wage', value: c.coachHourlyWage, unit: 'money' },
      { key: 'suppliesPerCamper', label: 'Supplies per camper', value: c.suppliesPerCamper, unit: 'money' },
      { key: 'fixedCosts', label: 'Fixed costs (marketing, T-shirts, rentals)', value: c.fixedCosts, unit: 'money' },
    ],
    results: [
      { key: 'profit', label: 'Profit', value: r.profit, unit: 'money', primary: true },
      {
        key: 'breakEvenCampers',
        label: 'Campers to break even',
        value: r.breakEvenCampers,
        unit: 'number',
        primary: true,
      },
      { key: 'revenue', label: 'Revenue', value: r.revenue, unit: 'money' },
      { key: 'coachCost', label: 'Coach cost', value: r.coachCost, unit: 'money' },
      { key: 'suppliesCost', label: 'Supplies', value: r.suppliesCost, unit: 'money' },
      { key: 'totalCost', label: 'Total cost', value: r.totalCost, unit: 'money' },
      { key: 'marginPercent', label: 'Profit margin', value: r.marginPercent, unit: 'percent' },
      { key: 'profitPerCamper', label: 'Profit per camper', value: r.profitPerCamper, unit: 'money' },
    ],
    tables: [],
  };
}
