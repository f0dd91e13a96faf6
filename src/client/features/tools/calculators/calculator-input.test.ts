import { describe, expect, it } from 'vitest';
import { churnInputSchema } from '@shared/tools/churn';
import { fieldText, messagesByPath, parseFields, parseNumberInput, storedFields } from './calculator-input';
import { money, percent } from '@/lib/format';

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
    const parsed = churnInputSchema.safeParse({
      membersAtStart: undefined,
      membersLost: -1,
      newMembers: 0,
      averageMonthlyTuition: 1,
    });
    expect(messagesByPath(parsed.error)).toEqual({
      membersAtStart: 'Members at start must be a number',
      membersLost: 'Members lost cannot be negative',
    });
  });
});

describe('fieldText', () => {
  it('writes a saved figure as it is typed, and reads back to the same number', () => {
    expect(fieldText(150000)).toBe('150,000');
    expect(fieldText(126.25)).toBe('126.25');
    expect(fieldText(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(fieldText(0)).toBe('0');
    for (const n of [150000, 126.25, 0.1 + 0.2, 1e8, 7.125]) expect(parseNumberInput(fieldText(n))).toBe(n);
    expect(fieldText(undefined)).toBe('');
    expect(fieldText('12')).toBe('');
  });
});

describe('the answers, written by lib/format', () => {
  it('shows money in cents below $1,000 and whole dollars above, percentages to one decimal at most', () => {
    expect(money(1110.21)).toBe('$1,110');
    expect(money(101.43)).toBe('$101.43');
    expect(percent(33.33)).toBe('33.3%');
    expect(percent(15)).toBe('15%');
  });
});

describe('parseFields and storedFields', () => {
  const keys = ['days', 'fixedCosts'] as const;
  it('reads every field of a plain calculator, and gives a saved one back as stored', () => {
    expect(parseFields(keys)({ days: '5', fixedCosts: '$1,200' })).toEqual({ days: 5, fixedCosts: 1200 });
    expect(parseFields(keys)({ days: '', fixedCosts: 'x' })).toEqual({ days: undefined, fixedCosts: Number.NaN });
    expect(storedFields(keys)({ days: 5, fixedCosts: 1200.5 })).toEqual({ days: '5', fixedCosts: '1200.5' });
    expect(storedFields(keys)({ days: 5 })).toEqual({ days: '5', fixedCosts: '' });
    expect(storedFields(keys, fieldText)({ days: 5, fixedCosts: 1200.5 })).toEqual({
      days: '5',
      fixedCosts: '1,200.5',
    });
    expect(storedFields(keys, fieldText)({ days: null })).toEqual({ days: '', fixedCosts: '' });
  });
});
