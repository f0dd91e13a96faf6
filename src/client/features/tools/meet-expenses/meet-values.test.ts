import { describe, expect, it } from 'vitest';
import { meetExpensesInputSchema, meetExpenseTotals, toolsMessages as m, type MeetExpenseRecord } from '@shared/tools';
import { ApiError } from '@/lib/api';
import { lenientNumber, strictNumber } from '../format';
import { blankMeet, fieldIssues, liveTotals, meetValues, resolver, toInput } from './meet-values';
import { calendarDay, money } from '@/lib/format';
/** The worked example of the server's meet-expenses tests. */
import { stateMeet } from '../../../../../tests/support/tool-fixtures';

const record = { id: 7, ...stateMeet, totals: meetExpenseTotals(stateMeet) } as unknown as MeetExpenseRecord;

describe('the meet form’s values', () => {
  it('shows a saved budget as text and sends it back unchanged', () => {
    const values = meetValues(record);
    expect(values.details.mileageRate).toBe('0.67');
    expect(values.levels[1]).toEqual({ levelName: 'Level 5', numGymnasts: '4', costPerGymnast: '110' });
    expect(toInput(values, strictNumber)).toEqual(stateMeet);
    expect(meetExpenseTotals(liveTotals(values)).total).toBe(1915.59);
  });

  it('starts a new budget at zero with one level to fill and the card fee off at 3%', () => {
    const blank = blankMeet();
    expect(blank.levels).toHaveLength(1);
    expect(blank.details.enableCreditCardFee).toBe(false);
    expect(blank.details.creditCardFeePercentage).toBe('3');
    const totals = meetExpenseTotals(liveTotals(blank));
    expect(totals.total).toBe(0);
    expect(totals.perGymnast).toBe(0);
    const check = meetExpensesInputSchema.safeParse(toInput({ ...blank, meetName: 'Cup' }, strictNumber));
    expect(check.error?.issues.map((i) => i.message)).toEqual([m.levelNameRequired]);
  });

  it('reads blanks as 0; while typing, a bad figure counts as 0, on save it is refused with the schema’s message', () => {
    expect([lenientNumber(''), lenientNumber(' 12.5 '), lenientNumber('-2'), lenientNumber('abc')]).toEqual([
      0, 12.5, 0, 0,
    ]);
    expect(strictNumber('')).toBe(0);
    expect(strictNumber('abc')).toBeNaN();
    const values = meetValues(record);
    values.details.costPerNight = 'lots';
    values.levels[0]!.numGymnasts = '-1';
    expect(meetExpenseTotals(liveTotals(values)).lodging).toBe(0);
    const check = meetExpensesInputSchema.safeParse(toInput(values, strictNumber));
    expect(check.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['levels.0.numGymnasts', m.negative('Number of gymnasts')],
      ['details.costPerNight', m.notNumber('Cost per night')],
    ]);
  });

  it('checks the form with the shared schema, each message on its own row’s field', async () => {
    const values = meetValues(record);
    values.details.costPerNight = 'lots';
    values.levels[1]!.numGymnasts = '-1';
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    const errors = result.errors as Record<string, unknown> & {
      levels?: { numGymnasts?: { message?: string } }[];
      details?: { costPerNight?: { message?: string } };
    };
    expect(errors.levels?.[1]?.numGymnasts?.message).toBe(m.negative('Number of gymnasts'));
    expect(errors.details?.costPerNight?.message).toBe(m.notNumber('Cost per night'));
    const ok = await resolver(meetValues(record), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.values).toEqual(stateMeet);
  });

  it('puts the server’s messages on the fields it names, and none it cannot place', () => {
    const refusal = new ApiError(400, '400: Cost per night cannot be negative', {
      message: 'Cost per night cannot be negative',
      issues: [
        { path: 'details.costPerNight', message: 'Cost per night cannot be negative' },
        { path: 'levels.2.levelName', message: 'Level name is required' },
        { path: 'levels', message: 'Add at most 100 rows' },
        { path: 'details.unknown', message: 'x' },
      ],
    });
    expect(fieldIssues(refusal)).toEqual([
      { path: 'details.costPerNight', message: 'Cost per night cannot be negative' },
      { path: 'levels.2.levelName', message: 'Level name is required' },
    ]);
    expect(fieldIssues(new ApiError(500, '500: boom', { message: 'boom' }))).toEqual([]);
    expect(fieldIssues(new TypeError('Failed to fetch'))).toEqual([]);
  });
});

describe('the tools’ formats', () => {
  it('writes dollars (and cents below $1,000) and a meet’s calendar day', () => {
    expect(money(1915.59)).toBe('$1,916');
    expect(money(191.56)).toBe('$191.56');
    expect(money(0)).toBe('$0.00');
    expect(calendarDay('2026-03-14')).toBe('Mar 14, 2026');
    expect(calendarDay(null)).toBeNull();
  });
});
