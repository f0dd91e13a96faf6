import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { funnelInputSchema, leadFunnel } from './funnel';
import { allFinite, firstMessage, isCents, money, whole } from './test-helpers';

const funnel = { inquiries: 120, trials: 45, enrollments: 27, averageMonthlyTuition: 135 };

describe('lead conversion funnel', () => {
  it('works out the rates and revenue as by hand', () => {
    // 45 ÷ 120 = 37.5 %; 27 ÷ 45 = 60 %; 27 ÷ 120 = 22.5 %; 120 − 45 = 75 and 45 − 27 = 18 lost
    // revenue 27 × 135.00 = 3,645.00 a month; × 12 = 43,740.00 a year
    expect(leadFunnel(funnelInputSchema.parse(funnel))).toEqual({
      inquiryToTrialPercent: 37.5,
      trialToEnrollmentPercent: 60,
      overallConversionPercent: 22.5,
      lostBeforeTrial: 75,
      lostAfterTrial: 18,
      monthlyRevenue: 3645,
      annualRevenue: 43740,
    });
  });

  it('gives 0 % for a stage nobody reached', () => {
    expect(leadFunnel({ inquiries: 0, trials: 0, enrollments: 0, averageMonthlyTuition: 99 })).toMatchObject({
      inquiryToTrialPercent: 0,
      trialToEnrollmentPercent: 0,
      overallConversionPercent: 0,
      monthlyRevenue: 0,
    });
    // 1 of 3: 33.333… → 33.33
    expect(leadFunnel({ ...funnel, inquiries: 3, trials: 1, enrollments: 1 }).inquiryToTrialPercent).toBe(33.33);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(funnelInputSchema.safeParse({ ...funnel, ...patch }));
    expect(parse({ inquiries: -1 })).toBe('Inquiries cannot be negative');
    expect(parse({ trials: 2.5 })).toBe('Trials must be a whole number');
    expect(parse({ averageMonthlyTuition: -10 })).toBe('Average monthly tuition cannot be negative');
    expect(parse({ trials: 121 })).toBe('Trials cannot exceed inquiries');
    expect(parse({ enrollments: 46 })).toBe('Enrollments cannot exceed trials');
  });
});

describe('funnel properties', () => {
  const input = fc.tuple(whole(1e6), whole(1e6), whole(1e6), money(1e5)).map(([a, b, c, averageMonthlyTuition]) => {
    const [enrollments, trials, inquiries] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
    return { inquiries, trials, enrollments, averageMonthlyTuition };
  });

  it('never gives NaN or Infinity; money in cents, rates within 0–100', () => {
    fc.assert(
      fc.property(input, (f) => {
        const r = leadFunnel(funnelInputSchema.parse(f));
        expect(allFinite(r)).toBe(true);
        expect(isCents(r.monthlyRevenue) && isCents(r.annualRevenue)).toBe(true);
        for (const p of [r.inquiryToTrialPercent, r.trialToEnrollmentPercent, r.overallConversionPercent]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        }
        expect(r.overallConversionPercent).toBeLessThanOrEqual(r.inquiryToTrialPercent);
      }),
    );
  });

  it('never earns less with more enrollments', () => {
    fc.assert(
      fc.property(input, whole(1000), (f, extra) => {
        const more = {
          ...f,
          enrollments: f.enrollments + extra,
          trials: f.trials + extra,
          inquiries: f.inquiries + extra,
        };
        expect(leadFunnel(more).monthlyRevenue).toBeGreaterThanOrEqual(leadFunnel(f).monthlyRevenue);
      }),
    );
  });
});
