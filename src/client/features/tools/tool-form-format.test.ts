import { describe, expect, it } from 'vitest';
import { money, number, percent } from '@/lib/format';
import { toNumber, toText } from './tool-form-format';

describe('the pro-shop and capacity formats', () => {
  it('shows money in cents below $1,000 and whole dollars above, percentages to one decimal, a dash for nothing', () => {
    expect(money(30)).toBe('$30.00');
    expect(money(-504)).toBe('-$504.00');
    expect(money(37872)).toBe('$37,872');
    expect(percent(30.333)).toBe('30.3%');
    expect(percent(null)).toBe('—');
    expect(number(1234.5)).toBe('1,234.5');
  });

  it('reads what an input holds: blank or junk is NaN (the schema says "must be a number")', () => {
    expect(toNumber('20')).toBe(20);
    expect(toNumber(' $1,250.50 ')).toBe(1250.5);
    expect(toNumber('')).toBeNaN();
    expect(toNumber('abc')).toBeNaN();
    expect(toText(null)).toBe('');
    expect(toText(12.5)).toBe('12.5');
  });
});
