import { fieldText, parseFields, storedFields } from './calculator-input';

/** The lead conversion calculator's fields as typed, and back from a saved scenario. */

const KEYS = ['inquiries', 'trials', 'enrollments', 'averageMonthlyTuition'] as const;
export type FunnelKey = (typeof KEYS)[number];
export type FunnelRaw = Record<FunnelKey, string>;

/** Illustrative month: 120 inquiries, half book a trial, 60% of trials enroll, $125 tuition. */
export const funnelExample: FunnelRaw = {
  inquiries: '120',
  trials: '60',
  enrollments: '36',
  averageMonthlyTuition: '125',
};

export const funnelToInput = parseFields(KEYS);

export const funnelToRaw = storedFields(KEYS, fieldText);
