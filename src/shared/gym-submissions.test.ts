import { describe, expect, it } from 'vitest';
import {
  approveSubmissionSchema,
  COUNTRIES,
  DEFAULT_COUNTRY,
  duplicateCheckSchema,
  emptySubmissionForm,
  gymSubmissionFormSchema,
  gymSubmissionSchema,
  markDuplicateSchema,
  normalizeGymName,
  postalLabel,
  postalPlaceholder,
  regionLabel,
  regionPlaceholder,
  rejectSubmissionSchema,
  submissionListQuerySchema,
  toSubmissionPayload,
} from './gym-submissions';

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const validForm = {
  ...emptySubmissionForm('  Prairie Wind Gymnastics  '),
  addressLine1: ' 12 Main St ',
  city: ' Peoria ',
  state: ' IL ',
  zip: ' 61602 ',
  submitterName: ' Jo Smith ',
  submitterEmail: ' jo@example.com ',
};

describe('country options', () => {
  it('lists the six countries of spec 000 §9 and defaults to United States', () => {
    expect(COUNTRIES).toEqual(['United States', 'Canada', 'Australia', 'United Kingdom', 'Mexico', 'Other']);
    expect(DEFAULT_COUNTRY).toBe('United States');
    expect(emptySubmissionForm().country).toBe('United States');
  });
});

describe('region and postal labels', () => {
  it.each([
    ['Canada', 'Province *', 'ON', 'Postal Code *', 'M5H 2N2'],
    ['Australia', 'State/Territory *', 'NSW', 'ZIP Code *', '62701'],
    ['United Kingdom', 'State *', 'IL', 'Postcode *', 'SW1A 1AA'],
    ['United States', 'State *', 'IL', 'ZIP Code *', '62701'],
    ['Mexico', 'State *', 'IL', 'ZIP Code *', '62701'],
    ['Other', 'State *', 'IL', 'ZIP Code *', '62701'],
  ])('%s → %s (%s), %s (%s)', (country, region, regionPh, postal, postalPh) => {
    expect(regionLabel(country)).toBe(region);
    expect(regionPlaceholder(country)).toBe(regionPh);
    expect(postalLabel(country)).toBe(postal);
    expect(postalPlaceholder(country)).toBe(postalPh);
  });
});

describe('card form schema', () => {
  it('accepts a filled form and trims it', () => {
    const r = gymSubmissionFormSchema.safeParse(validForm);
    expect(r.success).toBe(true);
    expect(r.data?.name).toBe('Prairie Wind Gymnastics');
  });

  it('names every missing required field', () => {
    const r = gymSubmissionFormSchema.safeParse(emptySubmissionForm('   '));
    expect(messagesOf(r)).toEqual({
      name: 'Gym name is required',
      addressLine1: 'Address line 1 is required',
      city: 'City is required',
      state: 'State/Province is required',
      zip: 'Postal code is required',
      submitterName: 'Your name is required',
      submitterEmail: 'Your email is required',
    });
  });

  it('limits the region to 3 characters and checks both emails', () => {
    const r = gymSubmissionFormSchema.safeParse({
      ...validForm,
      state: 'ILLI',
      email: 'nope',
      submitterEmail: 'also@nope',
    });
    expect(messagesOf(r)).toEqual({
      state: 'Use at most 3 characters for the state or province',
      email: 'Please enter a valid email',
      submitterEmail: 'Please enter a valid email',
    });
    expect(gymSubmissionFormSchema.safeParse({ ...validForm, state: 'NSW' }).success).toBe(true);
  });

  it('accepts only the listed countries', () => {
    expect(messagesOf(gymSubmissionFormSchema.safeParse({ ...validForm, country: 'France' }))).toEqual({
      country: 'Please select a country',
    });
  });
});

describe('toSubmissionPayload', () => {
  it('trims every value and sends the optional ones as null when empty', () => {
    expect(toSubmissionPayload(validForm)).toEqual({
      name: 'Prairie Wind Gymnastics',
      addressLine1: '12 Main St',
      addressLine2: null,
      city: 'Peoria',
      state: 'IL',
      province: null,
      zip: '61602',
      country: 'United States',
      phone: null,
      website: null,
      email: null,
      submitterName: 'Jo Smith',
      submitterEmail: 'jo@example.com',
    });
  });

  it('always sends name, state, country, submitterName and submitterEmail, even when blank', () => {
    const p = toSubmissionPayload({ name: ' ', state: '', country: '', submitterName: '  ', submitterEmail: '' });
    expect(p).toMatchObject({ name: '', state: '', country: '', submitterName: '', submitterEmail: '' });
    expect(p).toMatchObject({
      addressLine1: null,
      addressLine2: null,
      city: null,
      province: null,
      zip: null,
      phone: null,
      website: null,
      email: null,
    });
    expect(Object.keys(p)).toHaveLength(13);
  });

  it('keeps filled optional values, trimmed', () => {
    const p = toSubmissionPayload({
      ...validForm,
      addressLine2: ' Suite 4 ',
      phone: ' 217-555-0100 ',
      website: ' gym.example ',
      email: ' a@b.example ',
    });
    expect(p).toMatchObject({
      addressLine2: 'Suite 4',
      phone: '217-555-0100',
      website: 'gym.example',
      email: 'a@b.example',
    });
  });

  it('produces a payload the server schema accepts', () => {
    const parsed = gymSubmissionSchema.parse(toSubmissionPayload(validForm));
    expect(parsed.name).toBe('Prairie Wind Gymnastics');
    expect(parsed.addressLine2).toBeNull();
  });
});

describe('server submission schema (spec 001 §5)', () => {
  it('requires name, state, country and the submitter name; the submitter email must be valid', () => {
    const r = gymSubmissionSchema.safeParse({});
    expect(messagesOf(r)).toEqual({
      name: 'Gym name is required',
      state: 'State/Province is required',
      country: 'Please select a country',
      submitterName: 'Your name is required',
      submitterEmail: 'Your email is required',
    });
    expect(
      messagesOf(
        gymSubmissionSchema.safeParse({
          name: 'A',
          state: 'IL',
          country: 'X',
          submitterName: 'B',
          submitterEmail: 'bad',
        }),
      ),
    ).toEqual({
      submitterEmail: 'Please enter a valid email',
    });
  });

  it('stores blank optional fields as null and bounds their length', () => {
    const base = {
      name: 'A',
      state: 'IL',
      country: 'United States',
      submitterName: 'B',
      submitterEmail: 'b@example.com',
    };
    expect(gymSubmissionSchema.parse({ ...base, city: '  ', zip: undefined, phone: null })).toMatchObject({
      city: null,
      zip: null,
      phone: null,
      email: null,
    });
    expect(messagesOf(gymSubmissionSchema.safeParse({ ...base, zip: 'x'.repeat(21), state: 'ABCD' }))).toEqual({
      zip: 'Must not exceed 20 characters',
      state: 'Use at most 3 characters for the state or province',
    });
  });
});

describe('duplicate check and review schemas', () => {
  it('asks for a name to check', () => {
    expect(messagesOf(duplicateCheckSchema.safeParse({ name: '   ' }))).toEqual({
      name: 'Please enter a gym name to check',
    });
  });

  it('requires reject notes of 1 to 1000 characters', () => {
    expect(messagesOf(rejectSubmissionSchema.safeParse({ adminNotes: ' ' }))).toEqual({
      adminNotes: 'Admin notes are required',
    });
    expect(messagesOf(rejectSubmissionSchema.safeParse({}))).toEqual({ adminNotes: 'Admin notes are required' });
    expect(messagesOf(rejectSubmissionSchema.safeParse({ adminNotes: 'x'.repeat(1001) }))).toEqual({
      adminNotes: 'Notes must not exceed 1000 characters',
    });
  });

  it('requires a gym to mark a duplicate', () => {
    expect(messagesOf(markDuplicateSchema.safeParse({}))).toEqual({ gymId: 'Please select a gym' });
    expect(markDuplicateSchema.parse({ gymId: 3 })).toEqual({ gymId: 3, adminNotes: null });
  });

  it('takes gym overrides on approval', () => {
    expect(approveSubmissionSchema.parse({ gym: { clubNumber: ' IL-9 ' } })).toEqual({
      adminNotes: null,
      gym: { clubNumber: 'IL-9' },
    });
  });

  it('lists pending submissions by default', () => {
    expect(submissionListQuerySchema.parse({})).toEqual({ status: 'pending', page: 1, pageSize: 25 });
    expect(submissionListQuerySchema.safeParse({ status: 'odd' }).success).toBe(false);
  });
});

describe('normalizeGymName', () => {
  it.each([
    ['Prairie State Gymnastics Academy', 'prairie state'],
    ['Academy Prairie State', 'prairie state'],
    ['Lone Star Gym, LLC.', 'lone star'],
    ['Windy City Tumbling & Cheer', 'windy city tumbling cheer'],
    ['The Buckeye Gymnastics Center Inc', 'buckeye'],
    ["St. Mary's Gymnastics Club", 'st mary s'],
    ['The Gymnastics Academy', 'the gymnastics academy'],
  ])('%s → %s', (name, key) => {
    expect(normalizeGymName(name)).toBe(key);
  });
});
