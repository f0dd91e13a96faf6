import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { calendarDay, date, dateTime, longDate, money, number, percent, rate, shortDate, time } from './format';

describe('format', () => {
  it('writes money with cents below $1,000, whole dollars from there, either on request, and a dash for nothing', () => {
    expect(money(58.62)).toBe('$58.62');
    expect(money(1915.59)).toBe('$1,916');
    expect(money(1915.59, { cents: true })).toBe('$1,915.59');
    expect(money(58.62, { whole: true })).toBe('$59');
    expect(money(null)).toBe('—');
    expect(money(Number.NaN)).toBe('—');
  });

  it('writes numbers to two decimals, worked-out percentages to one and typed rates as typed', () => {
    expect(number(1234.567)).toBe('1,234.57');
    expect(percent(42.5)).toBe('42.5%');
    expect(percent(54.17)).toBe('54.2%');
    expect(rate(7.65)).toBe('7.65%');
    expect(number(undefined)).toBe('—');
    expect(rate(null)).toBe('—');
  });

  it('writes dates long and short, and a stored calendar day without slipping', () => {
    expect(date('2026-11-22T12:00:00Z', 'long')).toBe('November 22, 2026');
    expect(date('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
    expect(date(null)).toBeNull();
    expect(calendarDay('2026-03-14')).toBe('Mar 14, 2026');
  });

  it('writes a time in the place’s zone with its abbreviation', () => {
    // 14:00 UTC in November is 7:00 in Denver (MST, UTC−7) and 9:00 in New York (EST, UTC−5).
    expect(time('2026-11-12T14:00:00Z', 'America/Denver')).toBe('7:00 AM MST');
    expect(time('2026-11-12T14:00:00Z', 'America/New_York')).toBe('9:00 AM EST');
  });

  it("writes the reader pages' dates as date-fns 'MMMM d, yyyy' and 'MMM d, yyyy' would, every month", () => {
    for (let month = 0; month < 12; month++) {
      const d = new Date(2026, month, month + 1, 12, 0, 0);
      expect(longDate(d.toISOString())).toBe(format(d, 'MMMM d, yyyy'));
      expect(shortDate(d.toISOString())).toBe(format(d, 'MMM d, yyyy'));
    }
    expect(longDate(null)).toBeNull();
  });

  it('writes an instant with its time of day, and a dash for none', () => {
    expect(dateTime(new Date(2026, 2, 14, 19, 5))).toMatch(/^Mar 14, 2026, 7:05\sPM$/);
    expect(dateTime(null)).toBe('—');
    expect(dateTime('not a date')).toBe('—');
  });
});
