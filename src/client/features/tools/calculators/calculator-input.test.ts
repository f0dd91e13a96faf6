import { describe, expect, it } from 'vitest';
import { breakEvenInputSchema } from '@shared/tools/break-even';
import { formatMoney, formatPercent, messagesByPath, parseNumberInput } from './calculator-input';

describe('parseNumberInput', () => {
  it('reads plain, comma, dollar and percent figures', () => {
    expect(parseNumberInput('120')).toBe(120);
    expect(parseNumberInput(' $20,000.50 ')).toBe(20000.5);
    expect(parseNumberInput('6%')).toBe(6);
    expect(parseNumberInput('.5')).toBe(0.5);
    expect(parseNumberInput('-3')).toBe(-3);
  });
  it('gives undefined for blank and NaN for text, so the schema says "must be a number"', () => {
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput('12abc')).toBeNaN();
    expect(parseNumberInput('0x10')).toBeNaN();
    const parsed = breakEvenInputSchema.safeParse({
      fixedMonthlyCosts: undefined,
      variableCostPerStudent: -1,
      averageTuition: 1,
    });
    expect(messagesByPath(parsed.error)).toEqual({
      fixedMonthlyCosts: 'Fixed monthly costs must be a number',
      variableCostPerStudent: 'Variable cost per student cannot be negative',
    });
  });
});

describe('formats', () => {
  it('shows money in dollars and cents and percentages to two decimals at most', () => {
    expect(formatMoney(1110.21)).toBe('$1,110.21');
    expect(formatPercent(33.33)).toBe('33.33%');
    expect(formatPercent(15)).toBe('15%');
  });
});
