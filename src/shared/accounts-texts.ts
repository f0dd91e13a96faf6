/**
 * Accounts and sessions (spec 000 §2 Auth screen, §3–§8; spec 001 §3–§6): the texts
 * and constants. Every quoted string of the spec is written here once, exactly as quoted.
 * No zod here, so pages that only read stay light; the schemas are in accounts.ts.
 */
import { sessionToastMessages } from './session-texts';

export * from './session-texts';

// ---------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------

export const accountMessages = {
  ...sessionToastMessages,
  // Spec 000 §5 Login
  usernameOrEmailRequired: 'Username or email is required',
  passwordRequired: 'Password is required',
  // Spec 000 §5 Registration
  emailInvalid: 'Please enter a valid email',
  emailTooShort: 'Email must be at least 5 characters',
  emailTooLong: 'Email must not exceed 255 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must not exceed 50 characters',
  usernameChars: 'Username may only contain letters, numbers, underscores and hyphens',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must not exceed 100 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordDigit: 'Password must contain at least one number',
  passwordTooCommon: 'This password is too common. Choose a longer one that others would not guess',
  phoneInvalid: 'Please enter a valid phone number',
  firstNameTooShort: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must not exceed 50 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  lastNameTooLong: 'Last name must not exceed 50 characters',
  roleInvalid: 'Please select a role',
  passwordsDontMatch: "Passwords don't match",
  gymRequired: 'Please select a gym or submit your gym information',
  // Spec 000 §5 Inline gym submission, §8 toast title
  inlineGymFieldsRequired: 'Please fill in all required fields (gym name, state, and email).',
  inlineGymStateTooLong: 'State must be 2 characters',
  missingInformation: 'Missing Information',
  // Spec 000 §2 gym picker
  noGymsFound: 'No gyms found.',
  addGymHere: "Can't find your gym? Add it here",
  // Spec 000 §8 toasts
  gymSubmittedTitle: 'Gym Submitted!',
  gymSubmittedDescription: 'Your gym will be reviewed by our team. You can continue with registration.',
  forgotFailedTitle: 'Password Reset Request Failed',
  forgotFailedDefault: 'Failed to process password reset request',
  forgotSentTitle: 'Password Reset Email Sent',
  forgotSent: 'If an account exists with that username or email, you will receive a password reset link shortly.',
  resetFailedTitle: 'Password Reset Failed',
  resetFailedDefault: 'Failed to reset password',
  authRequired: 'Authentication required. Please log in.',
  // Spec 000 §4 Session
  resetSuccessTitle: 'Password Reset Successful',
  resetSuccess: 'Your password has been reset. Please log in with your new password.',
  // Server answers (spec: "not shown"; ours)
  invalidCredentials: 'Invalid username or password',
  accountLocked: 'Account locked due to too many failed login attempts. Please try again later.',
  accountLockedByAdmin: 'Your account has been locked. Please contact support.',
  accountSuspended: 'Your account has been suspended. Please contact support.',
  tempPasswordExpired: 'Your temporary password has expired. Please request a password reset.',
  notAuthenticated: 'Not authenticated',
  adminRequired: 'Admin access required',
  usernameTaken: 'Username already exists',
  emailTaken: 'An account with this email already exists',
  roleNotOffered: 'Please select a role',
  gymNotFound: 'The selected gym was not found',
  loggedOut: 'Logged out',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  tokenRequired: 'Reset token is required',
  // SMS reset
  usernameOrMobileRequired: 'Username or mobile number is required',
  smsSent: 'If an account matches, a 6-digit code has been sent to its mobile number.',
  smsCodeFormat: 'Enter the 6-digit code',
  smsCodeInvalid: 'The code is invalid or has expired. Please request a new code.',
  smsTooManyAttempts: 'Too many incorrect codes. Please request a new code.',
  // Profile
  profileUpdated: 'Profile updated',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordForContact: 'Enter your current password to change your email or mobile number',
  newPasswordSame: 'New password must be different from the current password',
  passwordChanged: 'Password changed',
  // Admin (spec 001 §5 Admin user action)
  actionInvalid: 'Please choose a valid action',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must not exceed 500 characters',
  durationInvalid: 'Duration must be a positive number of minutes',
  userNotFound: 'User not found',
  notOnSelf: 'You cannot perform this action on your own account',
} as const;
