import { FIXED_COST_LINES, type FixedCostKey } from '@shared/tools/break-even';
import { fieldText, parseNumberInput } from './calculator-input';

/** The break-even calculator's fields as typed (five fixed-cost lines), and back from a saved scenario. */

export type BreakEvenRaw = Record<FixedCostKey | 'variableCostPerStudent' | 'averageTuition', string>;

/** Illustrative monthly figures for a gym of about 300 members (they add up to $20,000 fixed). */
export const breakEvenExample: BreakEvenRaw = {
  rent: '8,000',
  payroll: '9,000',
  insurance: '1,200',
  utilities: '800',
  other: '1,000',
  variableCostPerStudent: '15',
  averageTuition: '125',
};

/** The lines go to the schema, which adds them up into the fixed monthly costs. */
export const breakEvenToInput = (raw: BreakEvenRaw) => ({
  fixedCostLines: Object.fromEntries(FIXED_COST_LINES.map((l) => [l.key, parseNumberInput(raw[l.key])])),
  variableCostPerStudent: parseNumberInput(raw.variableCostPerStudent),
  averageTuition: parseNumberInput(raw.averageTuition),
});

/**
 * A saved break-even back in the fields: its five lines, or, for a scenario saved with a total
 * only (through the API), that total as "other fixed costs" and the other lines at 0.
 */
export function breakEvenToRaw(inputs: Record<string, unknown>): BreakEvenRaw {
  const lines = (inputs.fixedCostLines ?? null) as Record<string, unknown> | null;
  const line = (key: FixedCostKey) =>
    lines ? fieldText(lines[key]) : key === 'other' ? fieldText(inputs.fixedMonthlyCosts) : '0';
  return {
    rent: line('rent'),
    payroll: line('payroll'),
    insurance: line('insurance'),
    utilities: line('utilities'),
    other: line('other'),
    variableCostPerStudent: fieldText(inputs.variableCostPerStudent),
    averageTuition: fieldText(inputs.averageTuition),
  };
}
