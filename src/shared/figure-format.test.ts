import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatRate, WHOLE_DOLLARS_FROM } from './figure-format';
import { roundCents } from './tools/numbers';
import { formatFigure } from './tools/report';

describe('money as people read it', () => {
  it('keeps cents below $1,000 and drops them from there up', () => {
    expect(formatMoney(58.62)).toBe('$58.62');
    expect(formatMoney(5.9)).toBe('$5.90');
    expect(formatMoney(999.99)).toBe('$999.99');
    expect(formatMoney(1_000)).toBe('$1,000');
    expect(formatMoney(1_450)).toBe('$1,450');
    expect(formatMoney(720_000)).toBe('$720,000');
    expect(formatMoney(1_915.59)).toBe('$1,916');
    expect(formatMoney(-1_550)).toBe('-$1,550');
    expect(formatMoney(-6.56)).toBe('-$6.56');
  });

  it('decides on the figure in cents, so $999.995 (which is $1,000.00) is written $1,000', () => {
    expect(formatMoney(999.995)).toBe('$1,000');
    expect(formatMoney(999.994)).toBe('$999.99');
  });

  it('gives cents or whole dollars whatever the size when asked', () => {
    expect(formatMoney(1_110.21, 'cents')).toBe('$1,110.21');
    expect(formatMoney(58.62, 'whole')).toBe('$59');
  });

  it('never writes cents at or above the threshold, always writes them below it', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = formatMoney(value);
        expect(text).toMatch(
          Math.abs(roundCents(value)) >= WHOLE_DOLLARS_FROM ? /^-?\$[\d,]+$/ : /^-?\$\d{1,3}\.\d\d$/,
        );
        expect(text).not.toMatch(/-\$0$|-\$0\.00$/);
      }),
    );
  });
});

describe('percentages as people read them', () => {
  it('writes a worked-out percentage to one decimal at most, a typed rate as typed', () => {
    expect(formatPercent(54.17)).toBe('54.2%');
    expect(formatPercent(62.5)).toBe('62.5%');
    expect(formatPercent(75)).toBe('75%');
    expect(formatPercent(-0.04)).toBe('0%');
    expect(formatRate(7.65)).toBe('7.65%');
    expect(formatRate(6.5)).toBe('6.5%');
  });

  it('never writes more than one decimal of a worked-out percentage', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(formatPercent(value)).toMatch(/^\d{1,3}(,\d{3})*(\.\d)?%$|^-\d{1,3}(,\d{3})*(\.\d)?%$/);
      }),
    );
  });

  it('are what the reports write too', () => {
    expect(formatFigure(720_000, 'money')).toBe('$720,000');
    expect(formatFigure(58.62, 'money')).toBe('$58.62');
    expect(formatFigure(54.17, 'percent')).toBe('54.2%');
    expect(formatFigure(7.65, 'rate')).toBe('7.65%');
    expect(formatFigure(1_234.5, 'number')).toBe('1,234.5');
  });
});
