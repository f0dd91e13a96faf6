import { meetExpensesInputSchema, type MeetExpenseRecord, type MeetExpensesInput } from '@shared/tools';
import { ApiError } from '@/lib/api';
import { nestedSchemaResolver } from '@/lib/schema-resolver';
import { lenientNumber, strictNumber } from '../format';

/** The number fields of a meet's details, by group, each with its label and unit. */
export const DETAIL_GROUPS = [
  {
    title: 'Travel',
    hint: 'Driving to and from the meet.',
    fields: [
      { name: 'milesPerTrip', label: 'Miles per round trip (mi)', whole: false },
      { name: 'numRoundTrips', label: 'Round trips', whole: true },
      { name: 'mileageRate', label: 'Mileage rate ($ per mile)', whole: false },
      { name: 'tollsPerTrip', label: 'Tolls per trip ($)', whole: false },
    ],
  },
  {
    title: 'Lodging',
    hint: 'Hotel rooms for coaches.',
    fields: [
      { name: 'numNights', label: 'Nights', whole: true },
      { name: 'costPerNight', label: 'Cost per night ($)', whole: false },
    ],
  },
  {
    title: 'Sessions',
    hint: 'Coaching the sessions your gymnasts compete in.',
    fields: [
      { name: 'numSessions', label: 'Sessions', whole: true },
      { name: 'costPerSession', label: 'Coach cost per session ($)', whole: false },
      { name: 'foodExpensePerSession', label: 'Food per session ($)', whole: false },
    ],
  },
  {
    title: 'Team fees',
    hint: 'Fees the meet charges per team entered.',
    fields: [
      { name: 'numTeams', label: 'Teams', whole: true },
      { name: 'teamFee', label: 'Fee per team ($)', whole: false },
    ],
  },
  {
    title: 'Other',
    hint: 'Leotards, coach registrations, parking…',
    fields: [
      { name: 'otherExpenses', label: 'Other expenses ($)', whole: false },
      { name: 'miscExpenses', label: 'Miscellaneous expenses ($)', whole: false },
    ],
  },
] as const;

export type DetailNumber = (typeof DETAIL_GROUPS)[number]['fields'][number]['name'] | 'creditCardFeePercentage';
const DETAIL_NUMBERS = [
  ...DETAIL_GROUPS.flatMap((g) => g.fields.map((f) => f.name)),
  'creditCardFeePercentage',
] as DetailNumber[];

interface LevelValues {
  levelName: string;
  numGymnasts: string;
  costPerGymnast: string;
}

/** What the inputs hold: text, turned into the call's numbers on save. */
export interface MeetFormValues {
  meetName: string;
  date: string;
  location: string;
  levels: LevelValues[];
  details: Record<DetailNumber, string> & { enableCreditCardFee: boolean };
}

export const emptyLevel: LevelValues = { levelName: '', numGymnasts: '', costPerGymnast: '' };

/** A new budget: one level to fill, the card fee off at a usual 3%. */
export function blankMeet(): MeetFormValues {
  const details = Object.fromEntries(DETAIL_NUMBERS.map((k) => [k, ''])) as Record<DetailNumber, string>;
  return {
    meetName: '',
    date: '',
    location: '',
    levels: [{ ...emptyLevel }],
    details: { ...details, creditCardFeePercentage: '3', enableCreditCardFee: false },
  };
}

/** A saved budget as the form shows it. */
export function meetValues(record: MeetExpenseRecord): MeetFormValues {
  const details = Object.fromEntries(DETAIL_NUMBERS.map((k) => [k, String(record.details[k])])) as Record<
    DetailNumber,
    string
  >;
  return {
    meetName: record.meetName,
    date: record.date ?? '',
    location: record.location ?? '',
    levels: record.levels.map((l) => ({
      levelName: l.levelName,
      numGymnasts: String(l.numGymnasts),
      costPerGymnast: String(l.costPerGymnast),
    })),
    details: { ...details, enableCreditCardFee: record.details.enableCreditCardFee },
  };
}

/** The form's text as the call's body: blank numbers are 0, text that is no number is refused. */
export function toInput(values: MeetFormValues, read: (text: string | undefined) => number) {
  const details = Object.fromEntries(DETAIL_NUMBERS.map((k) => [k, read(values.details[k])])) as Record<
    DetailNumber,
    number
  >;
  return {
    meetName: values.meetName,
    date: values.date,
    location: values.location,
    levels: values.levels.map((l) => ({
      levelName: l.levelName,
      numGymnasts: read(l.numGymnasts),
      costPerGymnast: read(l.costPerGymnast),
    })),
    details: { ...details, enableCreditCardFee: values.details.enableCreditCardFee },
  };
}

/** The server's own schema checks the form (its messages land on the fields, by path). */
export const resolver = nestedSchemaResolver<MeetFormValues, typeof meetExpensesInputSchema>(
  meetExpensesInputSchema,
  (values) => toInput(values, strictNumber),
);

/** The live answer: what the figures typed so far give, a half-typed field counting as 0. */
export function liveTotals(values: MeetFormValues) {
  return toInput(values, lenientNumber) as Pick<MeetExpensesInput, 'levels' | 'details'>;
}

/** The paths of the form's inputs: the meet's fields, each level's, each detail's. */
const FIELD_PATH = new RegExp(
  `^(meetName|date|location|levels\\.\\d+\\.(levelName|numGymnasts|costPerGymnast)|details\\.(${[...DETAIL_NUMBERS, 'enableCreditCardFee'].join('|')}))$`,
);

/** A refusal's messages that belong to a field of the form (by the path the server names), else none. */
export function fieldIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { issues?: unknown } | null;
  if (!body || !Array.isArray(body.issues)) return [];
  return (body.issues as { path?: unknown; message?: unknown }[])
    .filter((i) => typeof i.path === 'string' && typeof i.message === 'string' && FIELD_PATH.test(i.path))
    .map((i) => ({ path: i.path as string, message: i.message as string }));
}
