import { roundTo } from './tools/numbers';

/**
 * How money and percentages are written for people, on the pages and in the reports (decision
 * 0155): to the cent only where cents matter. The calculators keep every figure in cents; this is
 * only the writing. Client pages reach it through lib/format, reports through formatFigure.
 */

/** From this many dollars up, a figure is written in whole dollars: $720,000, not $720,000.00. */
export const WHOLE_DOLLARS_FROM = 1_000;

/**
 * An en-US number format built at its first use. Building one costs ICU about 1 ms of a
 * throttled phone's main thread, and most pages that load this module write no figure.
 */
function numberFormat(options: Intl.NumberFormatOptions): { format: (value: number) => string } {
  let built: Intl.NumberFormat | undefined;
  return { format: (value) => (built ??= new Intl.NumberFormat('en-US', options)).format(value) };
}

const usd = numberFormat({ style: 'currency', currency: 'USD' });
const usdWhole = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const oneDecimal = numberFormat({ maximumFractionDigits: 1 });
const twoDecimals = numberFormat({ maximumFractionDigits: 2 });

/** 'cents' or 'whole' where a caller needs one whatever the size; by default, the size decides. */
export type MoneyPrecision = 'auto' | 'cents' | 'whole';

/**
 * 58.62 → '$58.62', 720000 → '$720,000', 1915.59 → '$1,916': cents below $1,000 (a rate per square
 * foot, a price, a figure per student), whole dollars from $1,000 up, where cents are noise.
 */
export function formatMoney(value: number, precision: MoneyPrecision = 'auto'): string {
  const whole = precision === 'whole' || (precision === 'auto' && Math.abs(roundTo(value, 2)) >= WHOLE_DOLLARS_FROM);
  return whole ? usdWhole.format(roundTo(value, 0)) : usd.format(roundTo(value, 2));
}

/** A percentage the tool worked out, to one decimal at most: 54.1666 → '54.2%', 62.5 → '62.5%', 75 → '75%'. */
export const formatPercent = (value: number): string => `${oneDecimal.format(roundTo(value, 1))}%`;

/**
 * A rate the owner typed (an interest rate, a card fee, payroll taxes), as typed to two decimals:
 * 7.65 → '7.65%'. Rounding it would misstate the input.
 */
export const formatRate = (value: number): string => `${twoDecimals.format(roundTo(value, 2))}%`;

/** A plain figure, to two decimals at most: 1234.5 → '1,234.5', 1234 → '1,234'. */
export const formatNumber = (value: number): string => twoDecimals.format(value);
