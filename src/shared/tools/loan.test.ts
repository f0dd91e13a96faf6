import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactMonthlyPayment, loan, loanInputSchema, MAX_TERM_MONTHS } from './loan';
import { allFinite, firstMessage, isCents, money, pct } from './test-helpers';

const cents = (v: number) => Math.round(v * 100);

describe('loan', () => {
  it('builds the schedule of a one-year loan as by hand', () => {
    // r = 6 % ÷ 12 = 0.005; payment 10,000 × 0.005 ÷ (1 − 1.005⁻¹²) = 860.664… → 860.66
    // month 1: interest 10,000 × 0.005 = 50.00, principal 810.66, balance 9,189.34
    // month 2: interest 9,189.34 × 0.005 = 45.9467 → 45.95, principal 814.71, balance 8,374.63
    // month 12 clears the balance: 856.42 + 4.28 interest = 860.70
    // total 11 × 860.66 + 860.70 = 10,327.96, so 327.96 of interest
    const result = loan(loanInputSchema.parse({ principal: 10_000, annualRatePercent: 6, termMonths: 12 }));
    expect(result).toMatchObject({ monthlyPayment: 860.66, totalPaid: 10327.96, totalInterest: 327.96 });
    expect(result.schedule).toHaveLength(12);
    expect(result.schedule[0]).toEqual({
      month: 1,
      payment: 860.66,
      interest: 50,
      principal: 810.66,
      balance: 9189.34,
    });
    expect(result.schedule[1]).toEqual({
      month: 2,
      payment: 860.66,
      interest: 45.95,
      principal: 814.71,
      balance: 8374.63,
    });
    expect(result.schedule[11]).toEqual({ month: 12, payment: 860.7, interest: 4.28, principal: 856.42, balance: 0 });
  });

  it('divides an interest-free loan evenly, the last payment taking the odd cents', () => {
    // 1,000 ÷ 7 = 142.857… → 142.86; six of them are 857.16, so the seventh is 142.84
    const result = loan({ principal: 1000, annualRatePercent: 0, termMonths: 7 });
    expect(result.schedule.map((r) => r.payment)).toEqual([...Array<number>(6).fill(142.86), 142.84]);
    expect(result).toMatchObject({ monthlyPayment: 142.86, totalPaid: 1000, totalInterest: 0 });
  });

  it('stops when a payment rounded up clears the loan early', () => {
    // 5.00 over 600 months is 0.00833… → 0.01 a month, so month 500 pays it off
    const result = loan({ principal: 5, annualRatePercent: 0, termMonths: 600 });
    expect(result.schedule).toHaveLength(500);
    expect(result.schedule.at(-1)).toEqual({ month: 500, payment: 0.01, interest: 0, principal: 0.01, balance: 0 });
    expect(loan({ principal: 0, annualRatePercent: 5, termMonths: 12 })).toEqual({
      monthlyPayment: 0,
      totalPaid: 0,
      totalInterest: 0,
      schedule: [],
    });
  });

  it('keeps the textbook payment accurate for rates too small for 1 + r', () => {
    expect(exactMonthlyPayment(1200, 1e-300, 12)).toBeCloseTo(100, 10);
    expect(exactMonthlyPayment(1200, 0, 12)).toBe(100);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) =>
      firstMessage(loanInputSchema.safeParse({ principal: 1000, annualRatePercent: 5, termMonths: 60, ...patch }));
    expect(parse({ principal: -1 })).toBe('Loan amount cannot be negative');
    expect(parse({ annualRatePercent: 101 })).toBe('Interest rate must be between 0 and 100');
    expect(parse({ termMonths: 0 })).toBe('Term must be a whole number of months from 1 to 600');
    expect(parse({ termMonths: 12.5 })).toBe('Term must be a whole number of months from 1 to 600');
    expect(parse({ termMonths: 601 })).toBe('Term must be a whole number of months from 1 to 600');
  });
});

describe('loan properties', () => {
  const input = fc.record({
    principal: money(1e8),
    annualRatePercent: pct,
    termMonths: fc.integer({ min: 1, max: MAX_TERM_MONTHS }),
  });

  it('never gives NaN or Infinity; every row is whole cents; the schedule repays exactly the principal', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = loan(loanInputSchema.parse(i));
        expect(allFinite(result)).toBe(true);
        const rows = result.schedule;
        expect(rows.length).toBeLessThanOrEqual(i.termMonths);
        // One check per row, gathered, so 600-row schedules stay quick.
        let before = cents(i.principal);
        const wrong = rows.filter((row, k) => {
          const ok =
            row.month === k + 1 &&
            [row.payment, row.interest, row.principal, row.balance].every(isCents) &&
            cents(row.payment) === cents(row.interest) + cents(row.principal) &&
            cents(row.balance) === before - cents(row.principal) &&
            cents(row.balance) <= before; // the balance never grows
          before = cents(row.balance);
          return !ok;
        });
        expect(wrong).toEqual([]);
        expect(rows.reduce((s, r) => s + cents(r.principal), 0)).toBe(cents(i.principal));
        expect(before).toBe(0);
        expect(cents(result.totalPaid)).toBe(rows.reduce((s, r) => s + cents(r.payment), 0));
        expect(cents(result.totalInterest)).toBe(rows.reduce((s, r) => s + cents(r.interest), 0));
      }),
    );
  });

  it('never lowers the payment or the interest for a higher rate', () => {
    fc.assert(
      fc.property(input, pct, (i, more) => {
        const higher = { ...i, annualRatePercent: Math.min(100, i.annualRatePercent + more) };
        expect(loan(higher).monthlyPayment).toBeGreaterThanOrEqual(loan(i).monthlyPayment);
        // The textbook interest n × payment − principal, before the payment is rounded to cents.
        const interest = (l: typeof i) =>
          exactMonthlyPayment(l.principal, l.annualRatePercent, l.termMonths) * l.termMonths - l.principal;
        expect(interest(higher)).toBeGreaterThanOrEqual(interest(i) - 1e-9 * (1 + i.principal));
      }),
    );
  });

  it('never lowers the schedule’s interest for a higher rate at the same rounded payment', () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 1e-4, noNaN: true }), (i, more) => {
        const higher = { ...i, annualRatePercent: Math.min(100, i.annualRatePercent + more) };
        const [a, b] = [loan(i), loan(higher)];
        if (a.monthlyPayment !== b.monthlyPayment) return;
        expect(b.totalInterest).toBeGreaterThanOrEqual(a.totalInterest);
      }),
    );
  });

  it('lets cent rounding outweigh a tiny rate difference (why the property above holds the payment equal)', () => {
    // 25,000 over 30 years. At 15.75 % the payment 331.1543 is rounded down to 331.15: the 0.43 ¢ a month
    // left unpaid compounds into a last payment of 364.70. At 15.76 % 331.3555 is rounded up to 331.36:
    // the overpaid 0.45 ¢ shrinks the last payment to 288.76. Interest: 94,247.55 against 94,247.00,
    // where the unrounded payments would give 94,215.54 and 94,287.98.
    const low = loan({ principal: 25_000, annualRatePercent: 15.75, termMonths: 360 });
    const high = loan({ principal: 25_000, annualRatePercent: 15.76, termMonths: 360 });
    expect([low.monthlyPayment, low.schedule.at(-1)?.payment, low.totalInterest]).toEqual([331.15, 364.7, 94247.55]);
    expect([high.monthlyPayment, high.schedule.at(-1)?.payment, high.totalInterest]).toEqual([331.36, 288.76, 94247]);
  });
});
