import { gymSchema, type GymInput, type GymStatus, type GymValues } from '@shared/gyms';

/** The admin gym form: every input is a string (or the affiliation ids); gymSchema has the rules. */
export interface GymFormValues {
  clubNumber: string;
  name: string;
  slogan: string;
  abbreviation: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  province: string;
  zip: string;
  country: string;
  phone: string;
  website: string;
  email: string;
  type: string;
  status: GymStatus;
  buildingSqFt: string;
  latitude: string;
  longitude: string;
  foundedYear: string;
  smsFrom: string;
  affiliationIds: number[];
}

export type GymFormErrors = Partial<Record<keyof GymFormValues, string>>;

export const emptyGymForm = (): GymFormValues => ({
  clubNumber: '',
  name: '',
  slogan: '',
  abbreviation: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  province: '',
  zip: '',
  country: 'United States',
  phone: '',
  website: '',
  email: '',
  type: '',
  status: 'active',
  buildingSqFt: '',
  latitude: '',
  longitude: '',
  foundedYear: '',
  smsFrom: '',
  affiliationIds: [],
});

/** A gym from the API as form values (null → ''). */
export function gymToForm(gym: Partial<Record<keyof GymFormValues, unknown>>): GymFormValues {
  const base = emptyGymForm();
  const out: Record<string, unknown> = { ...base };
  for (const key of Object.keys(base) as (keyof GymFormValues)[]) {
    const v = gym[key];
    if (v === null || v === undefined) continue;
    out[key] = key === 'affiliationIds' ? v : String(v);
  }
  return out as unknown as GymFormValues;
}

/** A blank number input is "none"; anything else is read as a number (NaN fails the schema's rule). */
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

export function formToGymInput(f: GymFormValues): GymInput {
  return {
    ...f,
    buildingSqFt: numberOrNull(f.buildingSqFt),
    foundedYear: numberOrNull(f.foundedYear),
    latitude: f.latitude,
    longitude: f.longitude,
  };
}

/** Spec 001 §5 Gym rules through the shared schema: the parsed values, or a message per field. */
export function validateGymForm(
  f: GymFormValues,
): { ok: true; values: GymValues } | { ok: false; errors: GymFormErrors } {
  const parsed = gymSchema.safeParse(formToGymInput(f));
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: GymFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof GymFormValues | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}
