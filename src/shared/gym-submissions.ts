import { z } from 'zod';
import { adminGymSchema, gymSchema, placeAnswerFields } from './gyms';
import { timestamp } from './answers';
import { optionalText, requiredText, tooLong } from './text-fields';

/** Spec 000 §9: country options of the Submit a Gym card, default United States. */
export const COUNTRIES = ['United States', 'Canada', 'Australia', 'United Kingdom', 'Mexico', 'Other'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'United States';

/** Spec 000 §9: the region input accepts at most 3 characters. */
export const REGION_MAX_LENGTH = 3;

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected', 'duplicate'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The card's messages, written once; the form and the tests use these. */
export const submissionMessages = {
  nameRequired: 'Gym name is required',
  nameTooLong: 'Gym name must not exceed 255 characters',
  countryRequired: 'Please select a country',
  addressLine1Required: 'Address line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State/Province is required',
  stateTooLong: 'Use at most 3 characters for the state or province',
  zipRequired: 'Postal code is required',
  submitterNameRequired: 'Your name is required',
  submitterEmailRequired: 'Your email is required',
  emailInvalid: 'Please enter a valid email',
  tooLong,
} as const;
const m = submissionMessages;

const isEmail = (v: string) => z.email().safeParse(v).success;

/** Blank reads as 'required' only (not also 'invalid'). */
const requiredEmail = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(255, m.tooLong(255))
    .refine((v) => v === '' || isEmail(v), m.emailInvalid);

/**
 * POST /api/gym-submissions (spec 001 §5): gym name, state, country and the submitter's name
 * required, the submitter email valid; everything else optional and stored as null when blank.
 * Used by the card (through toSubmissionPayload) and by registration's inline submission.
 */
export const gymSubmissionSchema = z.object({
  name: requiredText(m.nameRequired, 255, m.nameTooLong),
  addressLine1: optionalText(255),
  addressLine2: optionalText(255),
  city: optionalText(100),
  state: requiredText(m.stateRequired, REGION_MAX_LENGTH, m.stateTooLong),
  province: optionalText(100),
  zip: optionalText(20),
  country: requiredText(m.countryRequired, 100),
  phone: optionalText(30),
  website: optionalText(255),
  email: z
    .string({ error: m.emailInvalid })
    .trim()
    .max(255, m.tooLong(255))
    .refine((v) => v === '' || isEmail(v), m.emailInvalid)
    .nullish()
    .transform((v) => (v ? v : null)),
  submitterName: requiredText(m.submitterNameRequired, 100),
  submitterEmail: requiredEmail(m.submitterEmailRequired),
});
export type GymSubmissionInput = z.input<typeof gymSubmissionSchema>;
export type GymSubmission = z.output<typeof gymSubmissionSchema>;

/** The Submit a Gym card's form (all inputs are strings); it refines the server schema. */
export const gymSubmissionFormSchema = z.object({
  name: requiredText(m.nameRequired, 255, m.nameTooLong),
  country: z.enum(COUNTRIES, m.countryRequired),
  addressLine1: requiredText(m.addressLine1Required, 255),
  addressLine2: z.string().trim().max(255, m.tooLong(255)),
  city: requiredText(m.cityRequired, 100),
  state: requiredText(m.stateRequired, REGION_MAX_LENGTH, m.stateTooLong),
  zip: requiredText(m.zipRequired, 20),
  phone: z.string().trim().max(30, m.tooLong(30)),
  website: z.string().trim().max(255, m.tooLong(255)),
  email: z
    .string()
    .trim()
    .max(255, m.tooLong(255))
    .refine((v) => v === '' || isEmail(v), m.emailInvalid),
  submitterName: requiredText(m.submitterNameRequired, 100),
  submitterEmail: requiredEmail(m.submitterEmailRequired),
});
export type GymSubmissionForm = z.input<typeof gymSubmissionFormSchema>;

export const emptySubmissionForm = (name = ''): GymSubmissionForm => ({
  name,
  country: DEFAULT_COUNTRY,
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  website: '',
  email: '',
  submitterName: '',
  submitterEmail: '',
});

/** The wire payload of spec 000 §3, every key present. */
export interface GymSubmissionPayload {
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  province: string | null;
  zip: string | null;
  country: string;
  phone: string | null;
  website: string | null;
  email: string | null;
  submitterName: string;
  submitterEmail: string;
}

const orNull = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

/**
 * Spec 000 §3: all values trimmed; addressLine1, addressLine2, city, province, zip, phone,
 * website and email null when empty; name, state, country, submitterName, submitterEmail always sent.
 * The card has one region input; its value is the state, and province is sent as null.
 */
export function toSubmissionPayload(
  form: Partial<Record<keyof GymSubmissionForm | 'province', string>>,
): GymSubmissionPayload {
  const t = (v: string | undefined) => (v ?? '').trim();
  return {
    name: t(form.name),
    addressLine1: orNull(form.addressLine1),
    addressLine2: orNull(form.addressLine2),
    city: orNull(form.city),
    state: t(form.state),
    province: orNull(form.province),
    zip: orNull(form.zip),
    country: t(form.country),
    phone: orNull(form.phone),
    website: orNull(form.website),
    email: orNull(form.email),
    submitterName: t(form.submitterName),
    submitterEmail: t(form.submitterEmail),
  };
}

/** Spec 000 §2: the region and postal labels and placeholders follow the country. */
export function regionLabel(country: string): string {
  if (country === 'Canada') return 'Province *';
  if (country === 'Australia') return 'State/Territory *';
  return 'State *';
}

export function regionPlaceholder(country: string): string {
  if (country === 'Canada') return 'ON';
  if (country === 'Australia') return 'NSW';
  return 'IL';
}

export function postalLabel(country: string): string {
  if (country === 'Canada') return 'Postal Code *';
  if (country === 'United Kingdom') return 'Postcode *';
  return 'ZIP Code *';
}

export function postalPlaceholder(country: string): string {
  if (country === 'Canada') return 'M5H 2N2';
  if (country === 'United Kingdom') return 'SW1A 1AA';
  return '62701';
}

/** POST /api/gym-submissions/check-duplicate */
export const duplicateCheckSchema = z.object({
  name: requiredText('Please enter a gym name to check', 255, m.nameTooLong),
});

/** Spec 000 §3 Similar-gym match. */
export const similarGymSchema = z.object({
  id: z.number(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
});
export type SimilarGym = z.infer<typeof similarGymSchema>;

export const similarSubmissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  createdAt: z.string(),
});

export const duplicateCheckResponseSchema = z.object({
  duplicates: z.array(similarGymSchema),
  pendingSubmissions: z.array(similarSubmissionSchema),
});
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponseSchema>;

/** Admin review (/api/admin/gym-submissions). */
export const reviewMessages = {
  notesRequired: 'Admin notes are required',
  notesTooLong: 'Notes must not exceed 1000 characters',
  gymRequired: 'Please select a gym',
  alreadyReviewed: 'This submission has already been reviewed',
  notFound: 'Gym submission not found',
  gymNotFound: 'Gym not found',
} as const;

export const submissionListQuerySchema = z.object({
  status: z
    .enum([...SUBMISSION_STATUSES, 'all'], 'Status must be pending, approved, rejected, duplicate or all')
    .default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

const optionalNotes = z
  .string()
  .trim()
  .max(1000, reviewMessages.notesTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** Approve: optional notes and optional corrections of the gym created from the submission. */
export const approveSubmissionSchema = z.object({
  adminNotes: optionalNotes,
  gym: gymSchema.omit({ status: true }).partial().optional(),
});
export type ApproveSubmissionInput = z.input<typeof approveSubmissionSchema>;

export const rejectSubmissionSchema = z.object({
  adminNotes: z
    .string({ error: reviewMessages.notesRequired })
    .trim()
    .min(1, reviewMessages.notesRequired)
    .max(1000, reviewMessages.notesTooLong),
});
export type RejectSubmissionInput = z.input<typeof rejectSubmissionSchema>;

export const markDuplicateSchema = z.object({
  gymId: z
    .number({ error: reviewMessages.gymRequired })
    .int(reviewMessages.gymRequired)
    .positive(reviewMessages.gymRequired),
  adminNotes: optionalNotes,
});
export type MarkDuplicateInput = z.input<typeof markDuplicateSchema>;

// ---- responses ----

/** POST /api/gym-submissions: the stored submission, pending review. */
export const submissionCreatedSchema = z.object({ id: z.number(), name: z.string(), status: z.literal('pending') });
export type SubmissionCreated = z.infer<typeof submissionCreatedSchema>;

/** A submission as the reviewer sees it. */
export const submissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  ...placeAnswerFields,
  submitterName: z.string(),
  submitterEmail: z.string(),
  submitterRelation: z.string().nullable(),
  submittedByUserId: z.number().nullable(),
  status: z.string(),
  adminNotes: z.string().nullable(),
  reviewedBy: z.number().nullable(),
  reviewedAt: timestamp.nullable(),
  approvedGymId: z.number().nullable(),
  duplicateOfGymId: z.number().nullable(),
  createdAt: timestamp,
});
export type Submission = z.input<typeof submissionSchema>;

/** GET /api/admin/gym-submissions */
export const submissionListSchema = z.object({
  items: z.array(submissionSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type SubmissionList = z.input<typeof submissionListSchema>;

/** GET /api/admin/gym-submissions/:id: the submission, similar listed gyms and who registered against it. */
export const submissionReviewSchema = z.object({
  submission: submissionSchema,
  similarGyms: z.array(similarGymSchema.extend({ score: z.number() })),
  registeredUser: z
    .object({
      id: z.number(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      gymId: z.number().nullable(),
    })
    .nullable(),
});
export type SubmissionReview = z.input<typeof submissionReviewSchema>;

/** approve and mark-duplicate: the reviewed submission, its gym and the user attached to that gym. */
export const submissionDecisionSchema = z.object({
  submission: submissionSchema,
  gym: adminGymSchema,
  attachedUserId: z.number().nullable(),
});

/** reject */
export const submissionRejectionSchema = z.object({ submission: submissionSchema });

export * from './gym-names';

/** The admin's list of submitted gyms (GET /api/admin/gym-submissions, paged; `?status=pending` for those waiting). */
export const GYM_SUBMISSIONS_ADMIN_PATH = '/api/admin/gym-submissions';
