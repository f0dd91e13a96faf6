import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DUE_SOON_MAX_DAYS,
  dueSoonDays,
  dueState,
  equipmentInputSchema,
  inspectionPath,
  MAX_INTERVAL_DAYS,
  nextDueFrom,
  qrParams,
  type DueState,
} from './equipment';

const rank: Record<DueState, number> = { ok: 0, due: 1, overdue: 2 };
const at = (iso: string) => new Date(iso);

describe('the next due date', () => {
  it('is the inspection time plus the interval, to the millisecond', () => {
    expect(nextDueFrom(at('2026-03-01T09:30:00.000Z'), 30).toISOString()).toBe('2026-03-31T09:30:00.000Z');
    // Across the spring clock change: an instant plus 7 × 24 hours.
    expect(nextDueFrom(at('2026-03-05T17:00:00.000Z'), 7).toISOString()).toBe('2026-03-12T17:00:00.000Z');
  });
});

describe('due and overdue', () => {
  it('reads a worked example of a 30-day item (window: 7 days)', () => {
    const next = at('2026-04-30T12:00:00Z');
    expect(dueState(next, at('2026-04-01T12:00:00Z'), 30)).toBe('ok');
    expect(dueState(next, at('2026-04-23T11:59:59Z'), 30)).toBe('ok');
    expect(dueState(next, at('2026-04-23T12:00:00Z'), 30)).toBe('due');
    expect(dueState(next, at('2026-04-30T12:00:00Z'), 30)).toBe('due');
    expect(dueState(next, at('2026-04-30T12:00:00.001Z'), 30)).toBe('overdue');
  });

  it('gives short intervals a short window: a quarter of the interval, from 1 to 7 days', () => {
    expect([1, 4, 7, 8, 14, 28, 29, 90, 365].map(dueSoonDays)).toEqual([1, 1, 2, 2, 4, 7, 7, 7, 7]);
  });

  const intervals = fc.integer({ min: 1, max: MAX_INTERVAL_DAYS });
  const instants = fc.integer({ min: 0, max: 4_102_444_800_000 });

  it('never grows less urgent as time passes', () => {
    fc.assert(
      fc.property(instants, instants, instants, intervals, (due, a, b, days) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        return (
          rank[dueState(new Date(due), new Date(late), days)] >= rank[dueState(new Date(due), new Date(early), days)]
        );
      }),
    );
  });

  it('is overdue exactly when the due time has passed, and never due more than a week ahead', () => {
    fc.assert(
      fc.property(instants, instants, intervals, (due, now, days) => {
        const state = dueState(new Date(due), new Date(now), days);
        if ((state === 'overdue') !== now > due) return false;
        return state !== 'due' || due - now <= DUE_SOON_MAX_DAYS * DAY_MS;
      }),
    );
  });

  it('an item inspected just now is never due (its window is shorter than its interval) unless the interval is a day', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 2, max: MAX_INTERVAL_DAYS }), (now, days) => {
        const next = nextDueFrom(new Date(now), days);
        return dueState(next, new Date(now), days) === 'ok' && Number.isFinite(next.getTime());
      }),
    );
  });
});

describe('schemas', () => {
  it('accepts any whole interval from 1 to 365 days and nothing else', () => {
    const base = { name: 'Beam 1', type: 'beam' };
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (n) => {
        const ok = equipmentInputSchema.safeParse({ ...base, inspectionIntervalDays: n }).success;
        return ok === (Number.isInteger(n) && n >= 1 && n <= MAX_INTERVAL_DAYS);
      }),
    );
  });

  it('takes a label code of base64url characters only, and builds its page address', () => {
    expect(qrParams.safeParse({ qrCode: 'q1w2e3r4t5y6u7i8o9p0_-' }).success).toBe(true);
    expect(qrParams.safeParse({ qrCode: 'short' }).success).toBe(false);
    expect(qrParams.safeParse({ qrCode: 'has/a/slash/and+plus==' }).success).toBe(false);
    expect(inspectionPath('q1w2e3r4t5y6u7i8o9p0_-')).toBe('/equipment-inspection/q1w2e3r4t5y6u7i8o9p0_-');
  });
});
