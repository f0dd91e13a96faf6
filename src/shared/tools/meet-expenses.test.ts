import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_COUNT, MAX_ROWS, toolsMessages as m } from './fields';
import { sumCents } from './numbers';
import { meetExpensesInputSchema, meetExpenseTotals, type MeetExpensesInput } from './meet-expenses';
import { allFinite, firstMessage, isCents, money, pct, whole } from './test-helpers';

const details: MeetExpensesInput['details'] = {
  milesPerTrip: 120,
  numRoundTrips: 2,
  mileageRate: 0.67,
  tollsPerTrip: 8.5,
  numNights: 2,
  costPerNight: 139.99,
  numSessions: 3,
  costPerSession: 25,
  foodExpensePerSession: 12.5,
  otherExpenses: 40,
  miscExpenses: 10.25,
  numTeams: 2,
  teamFee: 150,
  enableCreditCardFee: true,
  creditCardFeePercentage: 3,
};
const meet = {
  meetName: 'Winter Classic',
  date: '2027-01-16',
  location: 'Denver, CO',
  levels: [
    { levelName: 'Level 3', numGymnasts: 5, costPerGymnast: 95 },
    { levelName: 'Level 4', numGymnasts: 4, costPerGymnast: 105.5 },
  ],
  details,
};

describe('meet expenses', () => {
  it('adds up a meet as worked by hand', () => {
    // entry fees 5 × 95 + 4 × 105.50 = 475 + 422 = 897.00
    // travel     120 mi × 2 trips × 0.67 + 8.50 × 2 = 160.80 + 17.00 = 177.80
    // lodging    2 × 139.99 = 279.98
    // sessions   3 × (25 + 12.50) = 112.50
    // team fees  2 × 150 = 300.00
    // other      40 + 10.25 = 50.25
    // subtotal   897 + 177.80 + 279.98 + 112.50 + 300 + 50.25 = 1,817.53
    // card fee   1,817.53 × 3% = 54.5259 → 54.53;  total 1,872.06
    // per gymnast 1,872.06 ÷ 9 = 208.0066… → 208.01
    expect(meetExpenseTotals(meetExpensesInputSchema.parse(meet))).toEqual({
      entryFees: 897,
      travel: 177.8,
      lodging: 279.98,
      sessions: 112.5,
      teamFees: 300,
      other: 50.25,
      subtotal: 1817.53,
      creditCardFee: 54.53,
      total: 1872.06,
      totalGymnasts: 9,
      perGymnast: 208.01,
    });
  });

  it('charges no card fee while it is off, and shares nothing among no gymnasts', () => {
    const off = meetExpenseTotals({ levels: meet.levels, details: { ...details, enableCreditCardFee: false } });
    expect(off.creditCardFee).toBe(0);
    expect(off.total).toBe(1817.53);
    const empty = meetExpenseTotals({ levels: [], details });
    expect(empty.entryFees).toBe(0);
    expect(empty.perGymnast).toBe(0);
  });

  it('reads a blank date and location as none, and a missing card fee as off', () => {
    const { enableCreditCardFee: _on, creditCardFeePercentage: _pct, ...rest } = details;
    const parsed = meetExpensesInputSchema.parse({ ...meet, date: '', location: ' ', details: rest });
    expect(parsed.date).toBeNull();
    expect(parsed.location).toBeNull();
    expect(parsed.details.enableCreditCardFee).toBe(false);
    expect(parsed.details.creditCardFeePercentage).toBe(0);
  });

  it('explains what is wrong', () => {
    const parse = (patch: object) => firstMessage(meetExpensesInputSchema.safeParse({ ...meet, ...patch }));
    const level = (patch: object) => parse({ levels: [{ ...meet.levels[0], ...patch }] });
    const detail = (patch: object) => parse({ details: { ...details, ...patch } });
    expect(parse({ meetName: ' ' })).toBe('Meet name is required');
    expect(parse({ date: '2027-02-30' })).toBe('Please enter a valid date');
    expect(level({ levelName: '' })).toBe('Level name is required');
    expect(level({ costPerGymnast: -1 })).toBe('Cost per gymnast cannot be negative');
    expect(level({ numGymnasts: -2 })).toBe('Number of gymnasts cannot be negative');
    expect(level({ numGymnasts: 2.5 })).toBe('Number of gymnasts must be a whole number');
    expect(level({ costPerGymnast: 'ten' })).toBe('Cost per gymnast must be a number');
    expect(level({ costPerGymnast: Number.NaN })).toBe('Cost per gymnast must be a number');
    expect(level({ costPerGymnast: Infinity })).toBe('Cost per gymnast must be a number');
    expect(level({ costPerGymnast: MAX_AMOUNT + 1 })).toBe('Cost per gymnast must not exceed 100,000,000');
    expect(detail({ mileageRate: -0.5 })).toBe('Mileage rate cannot be negative');
    expect(detail({ tollsPerTrip: -1 })).toBe('Tolls per trip cannot be negative');
    expect(detail({ numNights: 1.5 })).toBe('Number of nights must be a whole number');
    expect(detail({ creditCardFeePercentage: 101 })).toBe('Credit card fee percentage must be between 0 and 100');
    expect(detail({ creditCardFeePercentage: -1 })).toBe('Credit card fee percentage must be between 0 and 100');
    expect(parse({ levels: Array.from({ length: 101 }, () => meet.levels[0]) })).toBe(m.tooManyRows(100));
  });
});

const level = fc.record({ levelName: fc.constant('L'), numGymnasts: whole(1000), costPerGymnast: money(1e5) });
const detailsArb = fc.record({
  milesPerTrip: money(1e4),
  numRoundTrips: whole(100),
  mileageRate: money(10),
  tollsPerTrip: money(1e3),
  numNights: whole(100),
  costPerNight: money(1e4),
  numSessions: whole(100),
  costPerSession: money(1e4),
  foodExpensePerSession: money(1e4),
  otherExpenses: money(1e6),
  miscExpenses: money(1e6),
  numTeams: whole(100),
  teamFee: money(1e4),
  enableCreditCardFee: fc.boolean(),
  creditCardFeePercentage: pct,
});
describe('meet expense properties', () => {
  it('never gives NaN or Infinity and keeps money in whole cents', () => {
    fc.assert(
      fc.property(fc.array(level, { maxLength: 10 }), detailsArb, (levels, d) => {
        const totals = meetExpenseTotals(meetExpensesInputSchema.parse({ ...meet, levels, details: d }));
        expect(allFinite(totals)).toBe(true);
        const { totalGymnasts: _n, ...amounts } = totals;
        for (const v of Object.values(amounts)) expect(isCents(v)).toBe(true);
        // the column adds up: subtotal is the sum of the lines, total adds the card fee
        const { entryFees, travel, lodging, sessions, teamFees, other } = totals;
        expect(totals.subtotal).toBe(sumCents([entryFees, travel, lodging, sessions, teamFees, other]));
        expect(totals.total).toBe(sumCents([totals.subtotal, totals.creditCardFee]));
      }),
    );
  });

  it('stays finite at the largest values the schema accepts', () => {
    const counts = ['numRoundTrips', 'numNights', 'numSessions', 'numTeams'];
    const d = Object.fromEntries(Object.keys(details).map((k) => [k, counts.includes(k) ? MAX_COUNT : MAX_AMOUNT]));
    const levels = Array.from({ length: MAX_ROWS }, () => ({
      levelName: 'L',
      numGymnasts: MAX_COUNT,
      costPerGymnast: MAX_AMOUNT,
    }));
    const input = meetExpensesInputSchema.parse({
      ...meet,
      levels,
      details: { ...d, enableCreditCardFee: true, creditCardFeePercentage: 100 },
    });
    const totals = meetExpenseTotals(input);
    expect(allFinite(totals)).toBe(true);
    expect(totals.total).toBeGreaterThan(1e20);
  });

  it('never costs less with more gymnasts', () => {
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 8 }), detailsArb, whole(50), (levels, d, extra) => {
        const before = meetExpenseTotals({ levels, details: d });
        const [first, ...others] = levels;
        const more = [{ ...first!, numGymnasts: first!.numGymnasts + extra }, ...others];
        const after = meetExpenseTotals({ levels: more, details: d });
        expect(after.total).toBeGreaterThanOrEqual(before.total);
        expect(after.entryFees).toBeGreaterThanOrEqual(before.entryFees);
      }),
    );
  });
});
