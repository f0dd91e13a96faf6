import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from './dates';

describe('reader dates', () => {
  it("match date-fns 'MMMM d, yyyy' and 'MMM d, yyyy' for every month", () => {
    for (let month = 0; month < 12; month++) {
      const d = new Date(2026, month, month + 1, 12, 0, 0);
      expect(longDate(d.toISOString())).toBe(format(d, 'MMMM d, yyyy'));
      expect(shortDate(d.toISOString())).toBe(format(d, 'MMM d, yyyy'));
    }
    expect(longDate('2026-11-22T12:00:00Z')).toMatch(/^November 2[12], 2026$/);
    expect(longDate(null)).toBeNull();
  });
});
