import { roundCents } from '@shared/tools/numbers';
import { fieldText, parseNumberInput } from './calculator-input';

/** The loan calculator's fields as typed (the term in months or years), and back from a saved scenario. */

export type TermUnit = 'months' | 'years';
export interface LoanRaw {
  principal: string;
  annualRatePercent: string;
  term: string;
  unit: TermUnit;
}

/** An illustrative equipment and build-out loan: $150,000 at 6% over 10 years. */
export const loanExample: LoanRaw = { principal: '150,000', annualRatePercent: '6', term: '120', unit: 'months' };

export function loanToInput(raw: LoanRaw) {
  const term = parseNumberInput(raw.term);
  return {
    principal: parseNumberInput(raw.principal),
    annualRatePercent: parseNumberInput(raw.annualRatePercent),
    termMonths: term === undefined || raw.unit === 'months' ? term : roundCents(term * 12),
  };
}

/**
 * A saved loan back in the fields. The term is saved in months; it shows in years when the page
 * is on years and the months make whole years (60 → 5), else in months (50 stays 50, not 4.17).
 */
export function loanToRaw(inputs: Record<string, unknown>, unit: TermUnit): LoanRaw {
  const months = inputs.termMonths;
  const inYears = unit === 'years' && typeof months === 'number' && months % 12 === 0;
  return {
    principal: fieldText(inputs.principal),
    annualRatePercent: fieldText(inputs.annualRatePercent),
    term: fieldText(inYears ? months / 12 : months),
    unit: inYears ? 'years' : 'months',
  };
}
