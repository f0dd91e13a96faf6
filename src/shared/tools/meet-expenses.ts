import { z } from 'zod';
import { optionalText } from '../text-fields';
import { amount, count, percent, rows, rowName, toolsMessages as m } from './fields';
import { ratio, roundCents, sumCents } from './numbers';

/** Spec 001 §3 meet_expenses, meet_level_entries, meet_expense_details: what a meet costs the gym. */

const meetDate = z
  .string({ error: m.dateInvalid })
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.iso.date().safeParse(v).success, m.dateInvalid);

export const meetLevelSchema = z.object({
  levelName: rowName(m.levelNameRequired),
  numGymnasts: count('Number of gymnasts'),
  costPerGymnast: amount('Cost per gymnast'),
});

export const meetDetailsSchema = z.object(
  {
    milesPerTrip: amount('Miles per trip'),
    numRoundTrips: count('Number of round trips'),
    mileageRate: amount('Mileage rate'),
    tollsPerTrip: amount('Tolls per trip'),
    numNights: count('Number of nights'),
    costPerNight: amount('Cost per night'),
    numSessions: count('Number of sessions'),
    costPerSession: amount('Cost per session'),
    foodExpensePerSession: amount('Food expense per session'),
    otherExpenses: amount('Other expenses'),
    miscExpenses: amount('Miscellaneous expenses'),
    numTeams: count('Number of teams'),
    teamFee: amount('Team fee'),
    enableCreditCardFee: z.boolean({ error: 'Credit card fee must be on or off' }).default(false),
    /** Ignored while the fee is off, so a form may leave it out. */
    creditCardFeePercentage: percent('Credit card fee percentage').default(0),
  },
  { error: m.detailsRequired },
);

/** A meet as the calculator and its saved record take it; a meet with no levels yet is a draft. */
export const meetExpensesInputSchema = z.object({
  meetName: rowName(m.meetNameRequired),
  date: meetDate,
  location: optionalText(255),
  levels: rows(meetLevelSchema, 'Levels'),
  details: meetDetailsSchema,
});
export type MeetExpensesInput = z.output<typeof meetExpensesInputSchema>;

export interface MeetExpenseTotals {
  entryFees: number;
  travel: number;
  lodging: number;
  sessions: number;
  teamFees: number;
  other: number;
  subtotal: number;
  creditCardFee: number;
  total: number;
  totalGymnasts: number;
  /** total ÷ gymnasts entered; 0 while no gymnast is entered (nothing to share). */
  perGymnast: number;
}

/**
 * Each line is rounded to cents first; subtotal and total add the rounded lines, so the page's
 * column adds up. The card fee is charged on the rounded subtotal.
 */
export function meetExpenseTotals({ levels, details: d }: Pick<MeetExpensesInput, 'levels' | 'details'>) {
  const entryFees = sumCents(levels.map((l) => roundCents(l.numGymnasts * l.costPerGymnast)));
  const travel = roundCents(d.milesPerTrip * d.numRoundTrips * d.mileageRate + d.tollsPerTrip * d.numRoundTrips);
  const lodging = roundCents(d.numNights * d.costPerNight);
  const sessions = roundCents(d.numSessions * (d.costPerSession + d.foodExpensePerSession));
  const teamFees = roundCents(d.numTeams * d.teamFee);
  const other = roundCents(d.otherExpenses + d.miscExpenses);
  const subtotal = sumCents([entryFees, travel, lodging, sessions, teamFees, other]);
  const creditCardFee = d.enableCreditCardFee ? roundCents((subtotal * d.creditCardFeePercentage) / 100) : 0;
  const total = sumCents([subtotal, creditCardFee]);
  const totalGymnasts = levels.reduce((n, l) => n + l.numGymnasts, 0);
  const perGymnast = roundCents(ratio(total, totalGymnasts, 0));
  const totals: MeetExpenseTotals = {
    entryFees,
    travel,
    lodging,
    sessions,
    teamFees,
    other,
    subtotal,
    creditCardFee,
    total,
    totalGymnasts,
    perGymnast,
  };
  return totals;
}
