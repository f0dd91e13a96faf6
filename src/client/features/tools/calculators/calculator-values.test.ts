import { describe, expect, it } from 'vitest';
import { breakEvenInputSchema } from '@shared/tools/break-even';
import { funnelInputSchema } from '@shared/tools/funnel';
import { loanInputSchema } from '@shared/tools/loan';
import { marketingInputSchema } from '@shared/tools/marketing';
import { breakEvenExample, breakEvenToInput, breakEvenToRaw } from './breakeven-values';
import { funnelExample, funnelToInput, funnelToRaw } from './funnel-values';
import { loanExample, loanToInput, loanToRaw } from './loan-values';
import { marketingExample, marketingToInput, marketingToRaw } from './marketing-values';

/**
 * A saved scenario loads back into the fields it was typed in: what the page sends (its schema's
 * output, as the server stores it) turns back into the same text.
 */
const stored = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe('loading a saved scenario back into the fields', () => {
  it('marketing: every channel row, in order', () => {
    const inputs = stored(marketingInputSchema.parse(marketingToInput(marketingExample)));
    expect(marketingToRaw(inputs)).toEqual(marketingExample);
    const six = [
      ...marketingExample,
      { key: 6, name: 'School fair booth', spend: '400.5', leads: '35', newMembers: '6' },
    ];
    expect(marketingToRaw(stored(marketingInputSchema.parse(marketingToInput(six))))).toEqual(six);
    expect(marketingToRaw({})).toEqual([]);
  });

  it('lead conversion: the four figures', () => {
    const raw = { ...funnelExample, inquiries: '1,420', averageMonthlyTuition: '126.25' };
    expect(funnelToRaw(stored(funnelInputSchema.parse(funnelToInput(raw))))).toEqual(raw);
  });

  it('loan: the term in years when the page is on years and it makes whole years, else in months', () => {
    const inputs = stored(loanInputSchema.parse(loanToInput(loanExample)));
    expect(loanToRaw(inputs, 'months')).toEqual(loanExample);
    expect(loanToRaw(inputs, 'years')).toEqual({ ...loanExample, term: '10', unit: 'years' });
    const odd = stored(loanInputSchema.parse({ principal: 38_500, annualRatePercent: 7.25, termMonths: 50 }));
    expect(loanToRaw(odd, 'years')).toEqual({
      principal: '38,500',
      annualRatePercent: '7.25',
      term: '50',
      unit: 'months',
    });
  });

  it('break-even: the five fixed-cost lines; a total saved alone goes to "other"', () => {
    const inputs = stored(breakEvenInputSchema.parse(breakEvenToInput(breakEvenExample)));
    expect(inputs.fixedMonthlyCosts).toBe(20_000);
    expect(breakEvenToRaw(inputs)).toEqual(breakEvenExample);
    const total = stored(
      breakEvenInputSchema.parse({ fixedMonthlyCosts: 18_250, variableCostPerStudent: 12, averageTuition: 130 }),
    );
    expect(breakEvenToRaw(total)).toEqual({
      rent: '0',
      payroll: '0',
      insurance: '0',
      utilities: '0',
      other: '18,250',
      variableCostPerStudent: '12',
      averageTuition: '130',
    });
  });
});
