import { z } from 'zod';
import { logReachSchema } from './retention';
import { accountMessages } from './accounts-texts';
import { isCommonPassword } from './common-passwords';

export * from './accounts-texts';
const m = accountMessages;

// ---------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------

export const passwordField = z
  .string({ error: m.passwordRequired })
  .min(8, m.passwordTooShort)
  .max(100, m.passwordTooLong)
  .regex(/[A-Z]/, m.passwordUppercase)
  .regex(/[a-z]/, m.passwordLowercase)
  .regex(/[0-9]/, m.passwordDigit)
  .refine((v) => !isCommonPassword(v), m.passwordTooCommon);

export const emailField = z
  .string({ error: m.emailInvalid })
  .trim()
  .min(5, m.emailTooShort)
  .max(255, m.emailTooLong)
  .refine((v) => z.email().safeParse(v).success, m.emailInvalid);

export const usernameField = z
  .string({ error: m.usernameTooShort })
  .trim()
  .min(3, m.usernameTooShort)
  .max(50, m.usernameTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, m.usernameChars);

/** 10–15 characters: digits, spaces, hyphens, optional leading plus. */
export const mobileField = z
  .string({ error: m.phoneInvalid })
  .trim()
  .min(10, m.phoneInvalid)
  .max(15, m.phoneInvalid)
  .regex(/^\+?[0-9 -]+$/, m.phoneInvalid);

const nameField = (short: string, long: string) => z.string({ error: short }).trim().min(2, short).max(50, long);
export const firstNameField = nameField(m.firstNameTooShort, m.firstNameTooLong);
export const lastNameField = nameField(m.lastNameTooShort, m.lastNameTooLong);

// ---------------------------------------------------------------------------------------
// Roles (spec 000 §6, spec 001 §6)
// ---------------------------------------------------------------------------------------

export const REGISTRATION_ROLES = ['Owner', 'Director', 'Manager'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
export const DEFAULT_REGISTRATION_ROLE: RegistrationRole = 'Manager';
/** Role names hidden from the registration choice. */
export const HIDDEN_ROLE_NAMES = ['admin', 'super', 'member'] as const;

/** Owner if the name contains Owner; Director if it contains Director; Manager otherwise. */
export function mapRoleName(name: string): RegistrationRole {
  if (name.includes('Owner')) return 'Owner';
  if (name.includes('Director')) return 'Director';
  return 'Manager';
}

/** Roles offered at registration: hidden names removed, sorted by level then display order. */
export function registrationRoleOptions<T extends Pick<RoleItem, 'name' | 'level' | 'displayOrder'>>(roles: T[]): T[] {
  const hidden = new Set<string>(HIDDEN_ROLE_NAMES);
  return roles
    .filter((r) => !hidden.has(r.name.trim().toLowerCase()))
    .sort((a, b) => a.level - b.level || a.displayOrder - b.displayOrder);
}

// ---------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------

/** POST /api/login. `username` also accepts an email address. */
export const loginSchema = z.object({
  username: z
    .string({ error: m.usernameOrEmailRequired })
    .trim()
    .min(1, m.usernameOrEmailRequired)
    .max(255, m.usernameOrEmailRequired),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, m.passwordTooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Registration's inline gym submission: name, state (2 characters) and email required. */
export const inlineGymSchema = z.object({
  name: z.string({ error: m.inlineGymFieldsRequired }).trim().min(1, m.inlineGymFieldsRequired).max(255),
  state: z
    .string({ error: m.inlineGymFieldsRequired })
    .trim()
    .min(1, m.inlineGymFieldsRequired)
    .max(2, m.inlineGymStateTooLong),
  email: z
    .string({ error: m.inlineGymFieldsRequired })
    .trim()
    .min(1, m.inlineGymFieldsRequired)
    .max(255, m.emailTooLong)
    .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid),
});
export type InlineGym = z.infer<typeof inlineGymSchema>;

const registrationFields = {
  email: emailField,
  username: usernameField,
  password: passwordField,
  mobile: mobileField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: z.enum(REGISTRATION_ROLES, m.roleInvalid).default(DEFAULT_REGISTRATION_ROLE),
  /** The chosen role list item; optional, must map to `role`. */
  roleId: z.number().int().positive().nullish(),
  gymId: z.number({ error: m.gymRequired }).int().positive(m.gymRequired).nullish(),
  /** The inline gym submission, made when the gym is missing from the list. */
  pendingGymSubmission: inlineGymSchema.nullish(),
};

const hasGym = (v: { gymId?: number | null | undefined; pendingGymSubmission?: InlineGym | null | undefined }) =>
  Boolean(v.gymId) || Boolean(v.pendingGymSubmission);

/** POST /api/register: the registration fields without confirmPassword. */
export const registerSchema = z.object(registrationFields).refine(hasGym, { message: m.gymRequired, path: ['gymId'] });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/** The register form: the payload plus confirmPassword (never sent). */
export const registerFormSchema = z
  .object({ ...registrationFields, confirmPassword: z.string({ error: m.passwordsDontMatch }) })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDontMatch, path: ['confirmPassword'] })
  .refine(hasGym, { message: m.gymRequired, path: ['gymId'] });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** The payload of a valid register form. */
export function toRegisterPayload(form: z.output<typeof registerFormSchema>): RegisterPayload {
  const { confirmPassword: _omit, ...payload } = form;
  void _omit;
  return payload;
}

/** POST /api/forgot-password */
export const forgotPasswordSchema = z.object({
  usernameOrEmail: z
    .string({ error: m.usernameOrEmailRequired })
    .trim()
    .min(1, m.usernameOrEmailRequired)
    .max(255, m.usernameOrEmailRequired),
});

/** POST /api/reset-password */
export const resetPasswordSchema = z.object({
  token: z.string({ error: m.tokenRequired }).trim().min(1, m.tokenRequired).max(200, m.resetTokenInvalid),
  newPassword: passwordField,
});

/** The /reset-password form. */
export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsDontMatch, path: ['confirmPassword'] });

/** POST /api/forgot-password-sms: a code is sent to the mobile number of the account. */
export const smsRequestSchema = z.object({
  usernameOrMobile: z
    .string({ error: m.usernameOrMobileRequired })
    .trim()
    .min(1, m.usernameOrMobileRequired)
    .max(255, m.usernameOrMobileRequired),
});

export const smsCodeField = z
  .string({ error: m.smsCodeFormat })
  .trim()
  .regex(/^\d{6}$/, m.smsCodeFormat);

/** POST /api/reset-password-sms: the same identifier, the code and the new password. */
export const smsResetSchema = z.object({
  usernameOrMobile: smsRequestSchema.shape.usernameOrMobile,
  code: smsCodeField,
  newPassword: passwordField,
});

/** The /reset-password-sms form's second step. */
export const smsResetFormSchema = z
  .object({ ...smsResetSchema.shape, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsDontMatch, path: ['confirmPassword'] });

/** PATCH /api/user/profile: names, email and mobile (the username does not change). */
export const profileSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  mobile: mobileField.nullish().or(z.literal('').transform(() => null)),
  /** Needed only when the email or the mobile number changes (contactChanged); never stored or logged. */
  currentPassword: z.string().max(200).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** The saved contact details a profile edit is compared with. */
export interface SavedContact {
  email: string;
  mobile: string | null;
}

const sameMobile = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/** True when a profile edit changes the email or the mobile number: the current password is then required. */
export function contactChanged(saved: SavedContact, input: { email: string; mobile?: string | null | undefined }) {
  return input.email.trim() !== saved.email || !sameMobile(input.mobile, saved.mobile);
}

/**
 * The profile form's schema against the saved values: the same profileSchema the route reads,
 * plus the server's rule that a contact change needs the current password.
 */
export function profileFormSchema(saved: SavedContact) {
  return profileSchema.superRefine((v, ctx) => {
    if (contactChanged(saved, v) && !v.currentPassword)
      ctx.addIssue({ code: 'custom', message: m.currentPasswordForContact, path: ['currentPassword'] });
  });
}

/** POST /api/user/change-password; answers the updated user (mustChangePassword false). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(200),
    newPassword: passwordField,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: m.newPasswordSame, path: ['newPassword'] });

/** The change-password form on /profile. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(200),
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: m.passwordsDontMatch, path: ['confirmPassword'] })
  .refine((v) => v.currentPassword !== v.newPassword, { message: m.newPasswordSame, path: ['newPassword'] });

// ---------------------------------------------------------------------------------------
// Admin user management (spec 001 §4–§6)
// ---------------------------------------------------------------------------------------

export const ADMIN_USER_ACTIONS = [
  'reset_password',
  'lock_account',
  'unlock_account',
  'suspend_user',
  'activate_user',
  'generate_temp_password',
] as const;
export type AdminUserAction = (typeof ADMIN_USER_ACTIONS)[number];

export const USER_STATUSES = ['active', 'locked', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** POST /api/admin/users/:id/actions. duration: minutes, for lock_account (none: until unlocked). */
export const adminUserActionSchema = z.object({
  action: z.enum(ADMIN_USER_ACTIONS, m.actionInvalid),
  reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500, m.reasonTooLong),
  duration: z.number({ error: m.durationInvalid }).int(m.durationInvalid).positive(m.durationInvalid).optional(),
});
export type AdminUserActionInput = z.infer<typeof adminUserActionSchema>;

/** GET /api/admin/users */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum([...USER_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

/** GET /api/admin/users/login-log */
export const loginLogQuerySchema = z.object({
  userId: z.coerce.number().int().positive().optional(),
  success: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

/** PATCH /api/admin/users/:id: every field optional. A role or isAdmin change ends the user's sessions. */
export const adminUserPatchSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    mobile: mobileField.nullable(),
    gymId: z.number().int().positive().nullable(),
    roleId: z.number().int().positive(),
    isAdmin: z.boolean(),
  })
  .partial();

// ---------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------

export const userGymSchema = z.object({ id: z.number(), name: z.string(), slogan: z.string().nullable() });

/** GET /api/user, and the answer of login and register. Never a password, hash, token or code. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  role: z.string(),
  roleId: z.number().nullable(),
  gymId: z.number().nullable(),
  gym: userGymSchema.nullable(),
  /** 'approved' or 'pending' while a gym is set (the gym's decision), 'none' without one. */
  gymAccess: z.enum(['approved', 'pending', 'none']),
  isAdmin: z.boolean(),
  status: z.string(),
  mustChangePassword: z.boolean(),
  /** ISO timestamp. */
  lastLogin: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What an admin sees of a user: the public user plus account state. */
export const adminUserSchema = userSchema.extend({
  loginCount: z.number(),
  loginAttempts: z.number(),
  accountLockedUntil: z.string().nullable(),
  passwordChangedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const loginLogEntrySchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  usernameAttempted: z.string().nullable(),
  loginTime: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  failureReason: z.string().nullable(),
  logoutTime: z.string().nullable(),
});
export type LoginLogEntry = z.infer<typeof loginLogEntrySchema>;

export const loginLogListSchema = z.object({
  items: z.array(loginLogEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How far back the log reaches (retention, decision 0175). */
  reach: logReachSchema,
});
export type LoginLogList = z.infer<typeof loginLogListSchema>;

export const statusChangeSchema = z.object({
  id: z.number(),
  oldStatus: z.string().nullable(),
  newStatus: z.string(),
  reason: z.string().nullable(),
  changedBy: z.number().nullable(),
  changedAt: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** GET /api/admin/users/:id */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  statusChanges: z.array(statusChangeSchema),
  recentLogins: z.array(loginLogEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/:id/actions. tempPassword only for generate_temp_password, shown once. */
export const adminUserActionResultSchema = z.object({
  user: adminUserSchema,
  message: z.string(),
  tempPassword: z.string().optional(),
});
export type AdminUserActionResult = z.infer<typeof adminUserActionResultSchema>;

/** GET /api/roles item (spec 000 §3). */
export const roleItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  displayOrder: z.number(),
  icon: z.string().nullable(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

/** GET /api/user/permissions (spec 001 §7: field permissions, a list of names). */
export const permissionsResponseSchema = z.object({ permissions: z.array(z.string()) });

/** Answers that carry only a message (logout, forgot-password, reset-password and the SMS pair). */
export const messageResponseSchema = z.object({ message: z.string() });
