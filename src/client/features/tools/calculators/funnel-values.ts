import { fieldText, parseNumberInput } from './calculator-input';

/** The lead conversion calculator's fields as typed, and back from a saved scenario. */

export type FunnelKey = 'inquiries' | 'trials' | 'enrollments' | 'averageMonthlyTuition';
export type FunnelRaw = Record<FunnelKey, string>;

/** Illustrative month: 120 inquiries, half book a trial, 60% of trials enroll, $125 tuition. */
export const funnelExample: FunnelRaw = {
  inquiries: '120',
  trials: '60',
  enrollments: '36',
  averageMonthlyTuition: '125',
};

export const funnelToInput = (raw: FunnelRaw) => ({
  inquiries: parseNumberInput(raw.inquiries),
  trials: parseNumberInput(raw.trials),
  enrollments: parseNumberInput(raw.enrollments),
  averageMonthlyTuition: parseNumberInput(raw.averageMonthlyTuition),
});

export const funnelToRaw = (inputs: Record<string, unknown>): FunnelRaw => ({
  inquiries: fieldText(inputs.inquiries),
  trials: fieldText(inputs.trials),
  enrollments: fieldText(inputs.enrollments),
  averageMonthlyTuition: fieldText(inputs.averageMonthlyTuition),
});
